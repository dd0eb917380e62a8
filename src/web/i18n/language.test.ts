import { serializeCookie } from '../platform/cookies.ts';
import { LANGUAGE_COOKIE_DAYS, languageFromCookie } from './language.ts';

describe('language cookie (spec §9)', () => {
  it('defaults to Lithuanian', () => {
    expect(languageFromCookie('')).toBe('lt');
    expect(languageFromCookie('lang=de')).toBe('lt');
  });

  it('reads the chosen language among other cookies', () => {
    expect(languageFromCookie('XSRF-TOKEN=abc; lang=en; other=1')).toBe('en');
  });

  it('lives 7 days on the whole site', () => {
    const cookie = serializeCookie('lang', 'en', { maxAgeSeconds: LANGUAGE_COOKIE_DAYS * 86400 });
    expect(cookie).toBe('lang=en; Max-Age=604800; Path=/; SameSite=Lax');
  });
});
