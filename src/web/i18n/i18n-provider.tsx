/**
 * Language for the whole interface (spec §2 Shell, §9). Switching swaps the Lingui instance in one
 * provider high in the tree: every text re-renders, nothing remounts, so typed input survives.
 */

import type { I18n } from '@lingui/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { i18nFor, type Language } from '../../shared/i18n/index.ts';
import { reportError } from '../platform/error-bus.ts';
import { loadLanguage } from './catalogs.ts';
import { languageFromCookie, storeLanguage } from './language.ts';
import { LanguageContext } from './language-context.ts';
import { TextsContext, takeMissedTexts, watchMissingTexts } from './texts-context.ts';

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(() => languageFromCookie());
  const queryClient = useQueryClient();

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const setLanguage = useCallback(
    (next: Language) => {
      // The new language's texts first (catalogs.ts): the interface never shows bare ids.
      loadLanguage(next).then(
        () => {
          storeLanguage(next);
          setLanguageState(next);
          // Answers that carry server text in the old language are fetched again (spec §7: the
          // server answers in the language of the cookie).
          void queryClient.invalidateQueries({
            predicate: (query) => query.meta?.languageDependent === true,
          });
        },
        (error: unknown) => reportError(error),
      );
    },
    [queryClient],
  );

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      <TextsProvider i18n={watchMissingTexts(i18nFor(language))}>{children}</TextsProvider>
    </LanguageContext.Provider>
  );
}

/**
 * Gives `useT` the texts of the language shown (texts-context.ts): the interface renders again when
 * the language changes, and when a load brings a text that a component had asked for and missed,
 * not at every load.
 */
export function TextsProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    const changed = () => {
      if (takeMissedTexts(i18n)) setRevision((r) => r + 1);
    };
    const unsubscribe = i18n.on('change', changed);
    // A text missed before this effect, whose texts arrived before it too.
    changed();
    return unsubscribe;
  }, [i18n]);
  const value = useMemo(() => ({ i18n, revision }), [i18n, revision]);
  return <TextsContext.Provider value={value}>{children}</TextsContext.Provider>;
}
