/** Numbers of the public catch report as people read them: `1 234` and `62,5` in Lithuanian, `1,234` and `62.5` in English. */
import type { Language } from '../../../../shared/i18n/index.ts';

const LOCALES: Record<Language, string> = { lt: 'lt-LT', en: 'en-GB' };

const COUNT: Record<Language, Intl.NumberFormat> = {
  lt: new Intl.NumberFormat(LOCALES.lt, { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat(LOCALES.en, { maximumFractionDigits: 0 }),
};

const LENGTH: Record<Language, Intl.NumberFormat> = {
  lt: new Intl.NumberFormat(LOCALES.lt, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat(LOCALES.en, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
};

/** Whole fish and reports. */
export function formatCount(value: number, language: Language): string {
  return COUNT[language].format(value);
}

/** A length in cm with one decimal (the API's precision). */
export function formatLength(value: number, language: Language): string {
  return LENGTH[language].format(value);
}
