/**
 * Language for the whole interface (spec §2 Shell, §9). Switching swaps the Lingui instance in one
 * provider high in the tree: every text re-renders, nothing remounts, so typed input survives.
 */
import { I18nProvider } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { i18nFor, type Language } from '../../shared/i18n/index.ts';
import { reportError } from '../platform/error-bus.ts';
import { loadLanguage } from './catalogs.ts';
import { languageFromCookie, storeLanguage } from './language.ts';
import { LanguageContext } from './language-context.ts';

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
      <I18nProvider i18n={i18nFor(language)}>{children}</I18nProvider>
    </LanguageContext.Provider>
  );
}
