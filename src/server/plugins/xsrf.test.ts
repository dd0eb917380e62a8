import { newXsrfToken } from './xsrf.ts';

describe('anti-forgery tokens', () => {
  it('are 24 random bytes in base64url, never the same twice across pool refills', () => {
    const tokens = Array.from({ length: 1_000 }, () => newXsrfToken());
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});
