/**
 * The chosen language lives in cookie `lang` (7 days, path /, SameSite=Lax; spec §2 Shell, §9) so
 * that the server answers messages in the same language.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/i18n/index.ts';
import { readCookie, writeCookie } from '../platform/cookies.ts';

export const LANGUAGE_COOKIE = 'lang';
/** Spec §9: the language cookie lives 7 days by default. */
export const LANGUAGE_COOKIE_DAYS = 7;

export function languageFromCookie(source?: string): Language {
  const value = readCookie(LANGUAGE_COOKIE, source);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The language requests are made in; read at call time so the API client needs no React. */
export function currentLanguage(): Language {
  return typeof document === 'undefined' ? DEFAULT_LANGUAGE : languageFromCookie();
}

export function storeLanguage(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language, { maxAgeSeconds: LANGUAGE_COOKIE_DAYS * 24 * 60 * 60 });
}
