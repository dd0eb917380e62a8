/**
 * The permit engine's texts (22 kinds' forms, lists, back office) stay out of the start page
 * (budget in vite.config.ts) and load with the first page that needs them (ADR 0003).
 */
import { registerMessages } from '../../shared/i18n/index.ts';

let loading: Promise<void> | undefined;

export function loadPermitMessages(): Promise<void> {
  loading ??= import('../../shared/i18n/catalog-permits.gen.ts').then((m) => {
    registerMessages(m.PERMIT_MESSAGE_IDS, m.permitMessages);
  });
  return loading;
}

/** A lazy page import that waits for the permit messages too. */
export function withPermitMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadPermitMessages()]).then(([module]) => module);
}
