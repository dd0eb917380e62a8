import { safeReturnTo } from './service.ts';

describe('return address after login', () => {
  it.each([
    ['/leidimai', '/leidimai'],
    ['/paraiskos/l13?x=1', '/paraiskos/l13?x=1'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/login/viisp', '/'],
    ['/api/v1/auth/logout', '/'],
    ['/x\r\nSet-Cookie: a=b', '/'],
    [undefined, '/'],
    [42, '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});
