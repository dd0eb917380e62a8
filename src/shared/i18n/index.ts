/**
 * One translation function for web and server (ADR 0003). Message ids are stable keys such as
 * `validation.personCode` (spec §5, §8); texts live in `locales/{lt,en}/*.po`.
 */
import { type I18n, setupI18n } from '@lingui/core';
import { type MessageId, messages } from './catalog.gen.ts';

export type { MessageId } from './catalog.gen.ts';

export const LANGUAGES = ['lt', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Lithuanian is the default language (spec §9). */
export const DEFAULT_LANGUAGE: Language = 'lt';

export function isLanguage(value: unknown): value is Language {
  return value === 'lt' || value === 'en';
}

export type MessageValues = Record<string, string | number | Date>;

/** A message id with the values it needs; what validation and the server return, translated late. */
export interface Message {
  id: MessageId;
  values?: MessageValues;
}

const instances = new Map<Language, I18n>();

export function i18nFor(lang: Language): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = setupI18n({ locale: lang, messages: { [lang]: messages[lang] } });
    instances.set(lang, instance);
  }
  return instance;
}

export function translate(lang: Language, id: MessageId, values?: MessageValues): string {
  return i18nFor(lang)._(id, values);
}
