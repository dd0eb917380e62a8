/**
 * `useT()` gives `t(id, values)` typed by the catalog: an id that is not in `locales/*` fails the
 * typecheck (ADR: message ids, no macros).
 */
import { useCallback, useContext } from 'react';
import type { MessageId, MessageValues } from '../../shared/i18n/index.ts';
import { LanguageContext, type LanguageState } from './language-context.ts';
import { TextsContext } from './texts-context.ts';

export type Translate = (id: MessageId, values?: MessageValues) => string;

export function useT(): Translate {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('useT() needs the LanguageProvider (or TextsProvider) above it');
  const { i18n, revision } = texts;
  // A new function when the texts shown changed, so that memoised children render again too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: revision marks texts that arrived.
  return useCallback<Translate>((id, values) => i18n._(id, values), [i18n, revision]);
}

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}
