/**
 * Language switcher (spec §2 Shell): each language named in itself, the current one pressed.
 * Switching keeps every typed value: nothing remounts (see i18n-provider.tsx).
 */
import { LANGUAGES, type Language } from '../../../shared/i18n/index.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';

const NATIVE_NAME = { lt: 'language.nativeLt', en: 'language.nativeEn' } as const;
const SHORT_NAME: Record<Language, string> = { lt: 'LT', en: 'EN' };

export function LanguageSwitcher({ variant = 'compact' }: { variant?: 'compact' | 'full' }) {
  const t = useT();
  const { language, setLanguage } = useLanguage();
  return (
    <fieldset className={`language-switcher language-switcher--${variant}`}>
      <legend className="visually-hidden">{t('language.switch')}</legend>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className="language-switcher__option"
          aria-pressed={option === language}
          onClick={() => setLanguage(option)}
        >
          {variant === 'compact' ? (
            <>
              <span aria-hidden="true">{SHORT_NAME[option]}</span>
              <span className="visually-hidden">{t(NATIVE_NAME[option])}</span>
            </>
          ) : (
            t(NATIVE_NAME[option])
          )}
        </button>
      ))}
    </fieldset>
  );
}
