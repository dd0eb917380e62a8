/**
 * One translation function for web and server (ADR 0003). Message ids are stable keys such as
 * `validation.personCode` (spec §5, §8); texts live in `locales/{lt,en}/*.po`.
 *
 * This module holds no texts itself: each side registers the bundles it needs. The server and the
 * tests that read texts register every bundle in both languages (`all-messages.ts`); the web app the core
 * texts of the person's language at start and the rest when a page first needs them
 * (src/web/i18n/catalogs.ts), so a phone never downloads texts it will not show.
 */
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { MessageId } from './catalog.gen.ts';

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
const knownIds = new Set<string>();
const registered: Partial<Record<Language, Messages>> = {};

/** Whether `value` is the id of a message registered so far (core, and other bundles once loaded). */
export function isKnownMessageId(value: unknown): value is MessageId {
  return typeof value === 'string' && knownIds.has(value);
}

/** Adds a bundle of one language's messages (ADR 0003); a Lingui instance already made gets them too. */
export function registerMessages(lang: Language, bundle: Messages): void {
  for (const id of Object.keys(bundle)) knownIds.add(id);
  registered[lang] = { ...registered[lang], ...bundle };
  instances.get(lang)?.load(lang, bundle);
}

export function i18nFor(lang: Language): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = setupI18n({ locale: lang, messages: { [lang]: { ...registered[lang] } } });
    instances.set(lang, instance);
  }
  return instance;
}

export function translate(lang: Language, id: MessageId, values?: MessageValues): string {
  return i18nFor(lang)._(id, values);
}
