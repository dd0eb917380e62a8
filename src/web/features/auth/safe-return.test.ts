import { gatewayReturnPath } from './auth-api.ts';
import { safeLocalPath } from './safe-return.ts';

describe('return address after login', () => {
  it('keeps local paths with their query', () => {
    expect(safeLocalPath('/paraiskos/l01?x=1', '/')).toBe('/paraiskos/l01?x=1');
  });

  it('refuses other sites and odd input', () => {
    expect(safeLocalPath('https://evil.example/', '/')).toBe('/');
    expect(safeLocalPath('//evil.example/', '/')).toBe('/');
    expect(safeLocalPath('/\\evil.example/', '/')).toBe('/');
    expect(safeLocalPath('/a\nb', '/')).toBe('/');
    expect(safeLocalPath(null, '/')).toBe('/');
  });

  it('does not return to a login screen', () => {
    expect(safeLocalPath('/login/viisp?ticket=1', '/')).toBe('/');
    expect(safeLocalPath('/login', '/')).toBe('/');
  });

  it('builds the gateway return path', () => {
    expect(gatewayReturnPath('abc')).toBe('/login/viisp?ticket=abc');
    expect(gatewayReturnPath('abc', '110051834')).toBe('/login/viisp?ticket=abc&imonesKodas=110051834');
  });
});
