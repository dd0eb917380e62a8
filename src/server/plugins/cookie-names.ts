/**
 * The names of the portal's two cookies (issue 15 item 6; ASVS 5.0 V3.3.1, V3.3.3). Over HTTPS
 * (production) they carry the `__Host-` prefix: the browser then takes them only with `Secure`,
 * `Path=/` and no `Domain`, so neither a sibling subdomain nor a plain-HTTP answer can set or
 * overwrite them. Over plain HTTP (development, tests) a browser refuses a `__Host-` cookie, so the
 * names are plain there. The web app reads the anti-forgery cookie under either name
 * (src/web/platform/api.ts).
 */
export interface CookieNames {
  /** HttpOnly: the session token, or an anonymous visitor's pre-session token. */
  session: string;
  /** Readable by the page, which echoes it in X-XSRF-TOKEN. */
  xsrf: string;
}

export function cookieNames(secure: boolean): CookieNames {
  return secure
    ? { session: '__Host-SESSION', xsrf: '__Host-XSRF-TOKEN' }
    : { session: 'SESSION', xsrf: 'XSRF-TOKEN' };
}
