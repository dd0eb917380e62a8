/** Reading and writing the readable cookies the app uses: `lang` (spec §9) and the anti-forgery one (spec §7; `XSRF-TOKEN`, `__Host-XSRF-TOKEN` over HTTPS). */

export function readCookie(
  name: string,
  source: string = typeof document === 'undefined' ? '' : document.cookie,
) {
  for (const part of source.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      const raw = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict';
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  return `${name}=${encodeURIComponent(value)}; Max-Age=${options.maxAgeSeconds}; Path=${options.path ?? '/'}; SameSite=${options.sameSite ?? 'Lax'}${secure}`;
}

export function writeCookie(name: string, value: string, options: CookieOptions): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads `lang` from this cookie (spec §9); Cookie Store API is not in every browser the portal supports.
  document.cookie = serializeCookie(name, value, options);
}
