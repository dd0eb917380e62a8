/**
 * The permit engine's texts (22 kinds' forms, lists, back office) stay out of the start page
 * (budget in tests/e2e/start-page-size.test.ts) and load with the first page that needs them, in
 * the person's language only (ADR 0003, src/web/i18n/catalogs.ts).
 */
import { loadBundle } from './catalogs.ts';
import { currentLanguage } from './language.ts';

export function loadPermitMessages(): Promise<void> {
  return loadBundle('permits', currentLanguage());
}

/** A lazy page import that waits for the permit messages too. */
export function withPermitMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadPermitMessages()]).then(([module]) => module);
}

/** A lazy page import that waits for the content editor's texts too (ADR 0005). */
export function withDeskMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadBundle('desk', currentLanguage())]).then(([module]) => module);
}
