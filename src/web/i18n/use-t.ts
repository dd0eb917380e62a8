/**
 * `useT()` gives `t(id, values)` typed by the catalog: an id that is not in `locales/*` fails the
 * typecheck (ADR: message ids, no macros).
 */
import { useLingui } from '@lingui/react';
import { useCallback, useContext } from 'react';
import type { MessageId, MessageValues } from '../../shared/i18n/index.ts';
import { LanguageContext, type LanguageState } from './language-context.ts';

export type Translate = (id: MessageId, values?: MessageValues) => string;

export function useT(): Translate {
  const { i18n } = useLingui();
  return useCallback<Translate>((id, values) => i18n._(id, values), [i18n]);
}

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}
