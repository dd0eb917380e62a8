import { formatReceiptNumber } from '../payments/index.ts';
import {
  checkSandboxFormToken,
  readSandboxCallback,
  SANDBOX_SIGNATURE_HEADER,
  sandboxFormToken,
  signSandboxBody,
} from './provider.ts';

const SECRET = 'unit-test-secret-unit-test-secret-0000';
const REF = 'sb_abcdefghijklmnopqrstuv';

function signed(body: string, secret = SECRET) {
  return { [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(secret, body) };
}

describe('sandbox bank callbacks', () => {
  it('reads a callback signed over its exact bytes', () => {
    const body = JSON.stringify({ ref: REF, status: 'PAID', amountCents: 130 });
    expect(readSandboxCallback(SECRET, signed(body), body)).toEqual({
      providerRef: REF,
      status: 'PAID',
      amountCents: 130,
    });
    // Same meaning, other bytes: the signature no longer matches.
    const spaced = JSON.stringify({ ref: REF, status: 'PAID', amountCents: 130 }, null, 1);
    expect(readSandboxCallback(SECRET, signed(body), spaced)).toBeNull();
  });

  it('refuses a wrong secret, a missing or malformed signature, and a wrong shape', () => {
    const body = JSON.stringify({ ref: REF, status: 'PAID', amountCents: 130 });
    expect(readSandboxCallback(SECRET, signed(body, `${SECRET}x`), body)).toBeNull();
    expect(readSandboxCallback(SECRET, {}, body)).toBeNull();
    expect(readSandboxCallback(SECRET, { [SANDBOX_SIGNATURE_HEADER]: ['a', 'b'] }, body)).toBeNull();
    expect(readSandboxCallback(SECRET, { [SANDBOX_SIGNATURE_HEADER]: 'zz' }, body)).toBeNull();
    for (const wrong of [
      'null',
      '[]',
      'not json',
      JSON.stringify({ ref: 'other', status: 'PAID', amountCents: 1 }),
      JSON.stringify({ ref: REF, status: 'REFUNDED', amountCents: 1 }),
      JSON.stringify({ ref: REF, status: 'PAID', amountCents: 1.5 }),
      JSON.stringify({ ref: REF, status: 'PAID', amountCents: '130' }),
      JSON.stringify({ ref: REF, status: 'PAID' }),
    ]) {
      expect(readSandboxCallback(SECRET, signed(wrong), wrong)).toBeNull();
    }
  });

  it('ties a form token to one payment and one secret', () => {
    const token = sandboxFormToken(SECRET, REF);
    expect(checkSandboxFormToken(SECRET, REF, token)).toBe(true);
    expect(checkSandboxFormToken(SECRET, 'sb_bcdefghijklmnopqrstuvw', token)).toBe(false);
    expect(checkSandboxFormToken(`${SECRET}x`, REF, token)).toBe(false);
    expect(checkSandboxFormToken(SECRET, REF, undefined)).toBe(false);
    expect(checkSandboxFormToken(SECRET, REF, `${token}x`)).toBe(false);
    // Never the same text as a callback signature made with the same secret.
    expect(token).not.toBe(Buffer.from(signSandboxBody(SECRET, REF), 'hex').toString('base64url'));
  });
});

describe('receipt numbers', () => {
  it('are K, the year and a six-digit serial', () => {
    expect(formatReceiptNumber(2026, 1)).toBe('K2026-000001');
    expect(formatReceiptNumber('2026', 123456)).toBe('K2026-123456');
  });
});
