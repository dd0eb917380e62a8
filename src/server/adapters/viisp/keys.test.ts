import { createPublicKey } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateKeyPair, rsaKeyValue, rsaKeyValueXml } from './keys.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'viisp-keys-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('key pairs', () => {
  it('creates an RSA 2048 pair once, readable by its owner only, and loads the same pair afterwards', async () => {
    const created = await loadOrCreateKeyPair(join(dir, 'keys'), 'gateway-sim');
    expect(created.privateKeyPem).toContain('BEGIN PRIVATE KEY');
    expect(createPublicKey(created.publicKeyPem).asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect((await stat(created.privateKeyPath)).mode & 0o777).toBe(0o600);
    expect((await stat(created.publicKeyPath)).mode & 0o777).toBe(0o600);
    expect(await readFile(created.publicKeyPath, 'utf8')).toBe(created.publicKeyPem);

    const loaded = await loadOrCreateKeyPair(join(dir, 'keys'), 'gateway-sim');
    expect(loaded.privateKeyPem).toBe(created.privateKeyPem);
    expect(loaded.publicKeyPem).toBe(created.publicKeyPem);
  });

  it('agrees on one pair when several nodes start at once', async () => {
    const pairs = await Promise.all([1, 2, 3].map(() => loadOrCreateKeyPair(dir, 'portal')));
    expect(new Set(pairs.map((p) => p.privateKeyPem)).size).toBe(1);
  });

  it('refuses names that could leave the directory', async () => {
    await expect(loadOrCreateKeyPair(dir, '../etc')).rejects.toThrow(/kebab-case/);
  });

  it('gives the RSAKeyValue modulus and exponent in base64', async () => {
    const { publicKeyPem } = await loadOrCreateKeyPair(dir, 'portal');
    const { modulus, exponent } = rsaKeyValue(publicKeyPem);
    expect(exponent).toBe('AQAB');
    expect(Buffer.from(modulus, 'base64').length).toBe(256);
    expect(rsaKeyValueXml(publicKeyPem)).toBe(
      `<KeyValue><RSAKeyValue><Modulus>${modulus}</Modulus><Exponent>AQAB</Exponent></RSAKeyValue></KeyValue>`,
    );
  });
});
