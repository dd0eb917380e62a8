import type { FastifyRequest } from 'fastify';
import { requestLanguage } from './language.ts';

const request = (cookies: Record<string, string>, acceptLanguage?: string) =>
  ({
    cookies,
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  }) as unknown as FastifyRequest;

describe('the caller language', () => {
  it('follows the language cookie first', () => {
    expect(requestLanguage(request({ lang: 'en' }, 'lt'))).toBe('en');
  });
  it('then the browser preference by weight', () => {
    expect(requestLanguage(request({}, 'de-DE,en;q=0.8,lt;q=0.5'))).toBe('en');
    expect(requestLanguage(request({}, 'en;q=0.2, lt-LT;q=0.9'))).toBe('lt');
  });
  it('defaults to Lithuanian', () => {
    expect(requestLanguage(request({ lang: 'xx' }, 'fr'))).toBe('lt');
    expect(requestLanguage(request({}))).toBe('lt');
  });
});
