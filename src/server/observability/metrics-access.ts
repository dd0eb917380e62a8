/**
 * Who may read /metrics (ADR 0012). With METRICS_TOKEN set, whoever sends it as a bearer token,
 * from any address, and nobody else. Without it, only a scraper that reaches this node directly
 * from a loopback or private address: the socket's own peer is judged, never X-Forwarded-For, and a
 * request that carries forwarding headers came through a proxy — the proxy's private address says
 * nothing about the person behind it — so it is refused.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';

const privateNetworks = new BlockList();
privateNetworks.addSubnet('127.0.0.0', 8, 'ipv4');
privateNetworks.addSubnet('10.0.0.0', 8, 'ipv4');
privateNetworks.addSubnet('172.16.0.0', 12, 'ipv4');
privateNetworks.addSubnet('192.168.0.0', 16, 'ipv4');
privateNetworks.addSubnet('169.254.0.0', 16, 'ipv4');
privateNetworks.addAddress('::1', 'ipv6');
privateNetworks.addSubnet('fc00::', 7, 'ipv6');
privateNetworks.addSubnet('fe80::', 10, 'ipv6');

/** Loopback, RFC 1918, link-local or IPv6 unique-local; IPv4-mapped IPv6 addresses count as IPv4. */
export function isPrivateAddress(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  try {
    return privateNetworks.check(ip, isIPv4(ip) ? 'ipv4' : 'ipv6');
  } catch {
    return false;
  }
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

export interface MetricsRequest {
  /** The TCP peer, not the address a proxy reported. */
  peerAddress: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

export type MetricsAccess = 'allowed' | 'needs-token' | 'forbidden';

const digest = (text: string) => createHash('sha256').update(text).digest();

export function metricsAccess(request: MetricsRequest, token: string | undefined): MetricsAccess {
  if (token) {
    const header = request.headers.authorization;
    const sent = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
    // Digests have one length, so the comparison takes the same time whatever was sent.
    return sent && timingSafeEqual(digest(sent), digest(token)) ? 'allowed' : 'needs-token';
  }
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return 'forbidden';
  return isPrivateAddress(request.peerAddress) ? 'allowed' : 'forbidden';
}
