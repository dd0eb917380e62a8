import { ANONYMOUS_PREFIX, newAnonymousToken, xsrfTokenFor } from './xsrf.ts';

describe('anonymous pre-session tokens', () => {
  it('are `a.` and 32 random bytes in base64url, never the same twice across pool refills', () => {
    const tokens = Array.from({ length: 1_000 }, () => newAnonymousToken());
    for (const token of tokens) expect(token).toMatch(/^a\.[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(ANONYMOUS_PREFIX).toBe('a.');
  });
});

describe('anti-forgery tokens', () => {
  it('are derived from the session cookie: the same for the same cookie, another for another', () => {
    const token = xsrfTokenFor('session-token');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(xsrfTokenFor('session-token')).toBe(token);
    expect(xsrfTokenFor('session-tokem')).not.toBe(token);
    expect(token).not.toContain('session-token');
  });
});
