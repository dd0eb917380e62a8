/**
 * RSA key pairs for the gateway's XML signatures (field notes "National gateway": RSA-SHA1 with
 * `KeyValue/RSAKeyValue`). The portal signs its requests with its own key; the simulator signs its
 * responses with another. In development both are created on first start and kept as PEM files so
 * that restarts and several server nodes sharing the directory keep the same keys.
 */
import { createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface KeyPairPem {
  privateKeyPem: string;
  publicKeyPem: string;
}

export function generateRsaKeyPair(): KeyPairPem {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKeyPem: publicKey };
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

/** Writes `content` to `path` only if nothing is there yet, never leaving a half-written file. */
async function writeOnce(path: string, content: string): Promise<boolean> {
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, content, { mode: 0o600, flag: 'wx' });
  try {
    // link() fails with EEXIST when another process won the race: then its key is the key.
    await link(temporary, path);
    return true;
  } catch (error) {
    if (isErrno(error, 'EEXIST')) return false;
    throw error;
  } finally {
    await unlink(temporary);
  }
}

/**
 * Loads `<dir>/<name>.key.pem` (private, PKCS#8) and `<dir>/<name>.pub.pem` (public, SPKI), creating
 * an RSA 2048 pair with mode 0600 when the private key does not exist yet. The public key is always
 * derived from the private key, so a stale or missing `.pub.pem` cannot cause a mismatch.
 */
export async function loadOrCreateKeyPair(
  dir: string,
  name: string,
): Promise<KeyPairPem & { privateKeyPath: string; publicKeyPath: string }> {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) throw new Error(`key name must be kebab-case: ${name}`);
  const privateKeyPath = join(dir, `${name}.key.pem`);
  const publicKeyPath = join(dir, `${name}.pub.pem`);
  await mkdir(dir, { recursive: true, mode: 0o700 });

  let privateKeyPem: string;
  try {
    privateKeyPem = await readFile(privateKeyPath, 'utf8');
  } catch (error) {
    if (!isErrno(error, 'ENOENT')) throw error;
    const created = generateRsaKeyPair();
    await writeOnce(privateKeyPath, created.privateKeyPem);
    privateKeyPem = await readFile(privateKeyPath, 'utf8');
  }
  const publicKeyPem = publicKeyPemOf(privateKeyPem);
  let existingPublic: string | undefined;
  try {
    existingPublic = await readFile(publicKeyPath, 'utf8');
  } catch (error) {
    if (!isErrno(error, 'ENOENT')) throw error;
  }
  if (existingPublic !== publicKeyPem) {
    await writeFile(publicKeyPath, publicKeyPem, { mode: 0o600 });
  }
  return { privateKeyPem, publicKeyPem, privateKeyPath, publicKeyPath };
}

/** SPKI PEM of the public half of a private key, a public key or an X.509 certificate. */
export function publicKeyPemOf(pem: string): string {
  return createPublicKey(pem).export({ type: 'spki', format: 'pem' }).toString();
}

function base64UrlToBase64(value: string): string {
  return Buffer.from(value, 'base64url').toString('base64');
}

/** Modulus and exponent, base64 (XML-DSig `CryptoBinary`), of an RSA public key or certificate. */
export function rsaKeyValue(publicKeyOrCertPem: string): { modulus: string; exponent: string } {
  const key = createPublicKey(publicKeyOrCertPem);
  if (key.asymmetricKeyType !== 'rsa') throw new Error('the gateway protocol needs an RSA key');
  const jwk = key.export({ format: 'jwk' });
  if (typeof jwk.n !== 'string' || typeof jwk.e !== 'string') throw new Error('RSA key without modulus');
  return { modulus: base64UrlToBase64(jwk.n), exponent: base64UrlToBase64(jwk.e) };
}

/** The `KeyInfo` content the gateway's schema expects: `KeyValue/RSAKeyValue` (field notes). */
export function rsaKeyValueXml(publicKeyOrCertPem: string, prefix = ''): string {
  const { modulus, exponent } = rsaKeyValue(publicKeyOrCertPem);
  const p = prefix ? `${prefix}:` : '';
  return `<${p}KeyValue><${p}RSAKeyValue><${p}Modulus>${modulus}</${p}Modulus><${p}Exponent>${exponent}</${p}Exponent></${p}RSAKeyValue></${p}KeyValue>`;
}
