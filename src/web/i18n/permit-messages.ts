/**
 * The permit engine's texts (22 kinds' forms, lists, back office) stay out of the start page
 * (budget in tests/e2e/start-page-size.test.ts) and load with the first page that needs them, in
 * the person's language only (ADR 0003, src/web/i18n/catalogs.ts).
 */
import { loadBundle } from './catalogs.ts';
import { currentLanguage } from './language.ts';

let permitMessagesIn: string | undefined;

export function loadPermitMessages(): Promise<void> {
  const lang = currentLanguage();
  return Promise.all([loadBundle('field', lang), loadBundle('permits', lang)]).then(() => {
    permitMessagesIn = lang;
  });
}

/** Whether all the permit texts are registered in the interface's language (loadPermitMessages). */
export function permitMessagesLoaded(): boolean {
  return permitMessagesIn === currentLanguage();
}

/**
 * A lazy field page's import (the angler's purchase, wallet and catch report, the map) that waits
 * for the part of the permit texts those pages show (catalogs.ts `field`), not all of them.
 */
export function withFieldMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadBundle('field', currentLanguage())]).then(([module]) => module);
}

/** A lazy page import that waits for the permit messages too. */
export function withPermitMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadPermitMessages()]).then(([module]) => module);
}

/** A lazy page import that waits for the content editor's texts too (ADR 0005). */
export function withDeskMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadBundle('desk', currentLanguage())]).then(([module]) => module);
}
