/**
 * One translation function for web and server (ADR 0003). Message ids are stable keys such as
 * `validation.personCode` (spec §5, §8); texts live in `locales/{lt,en}/*.po`.
 */
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { MESSAGE_IDS, type MessageId, messages } from './catalog.gen.ts';

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
const knownIds = new Set<string>(MESSAGE_IDS);
const extraMessages: Partial<Record<Language, Messages>> = {};

/** Whether `value` is the id of a message loaded so far (core, and the permit bundle once loaded). */
export function isKnownMessageId(value: unknown): value is MessageId {
  return typeof value === 'string' && knownIds.has(value);
}

/**
 * Adds a bundle of messages (ADR 0003: the permit engine's texts load after the core). The server
 * registers every bundle at start; the web app when a page first needs it.
 */
export function registerMessages(ids: readonly string[], bundle: Record<Language, Messages>): void {
  for (const id of ids) knownIds.add(id);
  for (const lang of LANGUAGES) {
    extraMessages[lang] = { ...extraMessages[lang], ...bundle[lang] };
    instances.get(lang)?.load(lang, bundle[lang]);
  }
}

export function i18nFor(lang: Language): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = setupI18n({
      locale: lang,
      messages: { [lang]: { ...messages[lang], ...extraMessages[lang] } },
    });
    instances.set(lang, instance);
  }
  return instance;
}

export function translate(lang: Language, id: MessageId, values?: MessageValues): string {
  return i18nFor(lang)._(id, values);
}
