import { isPrivateAddress, metricsAccess } from './metrics-access.ts';

describe('who may read /metrics', () => {
  it('knows loopback, private, link-local and unique-local addresses, IPv4-mapped ones too', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.31.0.9',
      '192.168.1.1',
      '::1',
      'fd00::5',
      '::ffff:10.0.0.7',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of [
      '203.0.113.5',
      '172.32.0.1',
      '8.8.8.8',
      '2001:db8::1',
      '::ffff:8.8.8.8',
      '',
      'nonsense',
    ])
      expect(isPrivateAddress(address), address).toBe(false);
    expect(isPrivateAddress(undefined)).toBe(false);
  });

  it('without a token: direct callers from private addresses only, never through a proxy', () => {
    expect(metricsAccess({ peerAddress: '10.0.0.8', headers: {} }, undefined)).toBe('allowed');
    expect(metricsAccess({ peerAddress: '198.51.100.4', headers: {} }, undefined)).toBe('forbidden');
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip'])
      expect(metricsAccess({ peerAddress: '127.0.0.1', headers: { [header]: '10.0.0.1' } }, undefined)).toBe(
        'forbidden',
      );
  });

  it('with a token: the bearer token from anyone, nothing without it, even from loopback', () => {
    const token = 'a'.repeat(40);
    const from = (address: string, authorization?: string) =>
      metricsAccess({ peerAddress: address, headers: authorization ? { authorization } : {} }, token);
    expect(from('198.51.100.4', `Bearer ${token}`)).toBe('allowed');
    expect(from('127.0.0.1')).toBe('needs-token');
    expect(from('127.0.0.1', `Bearer ${token}x`)).toBe('needs-token');
    expect(from('127.0.0.1', `Basic ${token}`)).toBe('needs-token');
  });
});
