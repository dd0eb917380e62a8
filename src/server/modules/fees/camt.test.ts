import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { amountToCents, CamtError, parseCamt } from './camt.ts';

const fixture = (name: string) => readFileSync(join(process.cwd(), 'tests/fixtures/camt', name), 'utf8');

describe('camt.053 / camt.054 statements (ADR 0028)', () => {
  it.each(['camt053-v02-day', 'camt054-v08-intraday'])('reads %s as its expected answer says', (name) => {
    const expected = JSON.parse(fixture(`${name}.expected.json`));
    expect(parseCamt(fixture(`${name}.xml`))).toEqual(expected);
  });

  it('reads amounts exactly, in cents', () => {
    expect(amountToCents('58')).toBe(5800);
    expect(amountToCents('58.5')).toBe(5850);
    expect(amountToCents('0.07')).toBe(7);
    expect(amountToCents('1.005')).toBeNull();
    expect(amountToCents('-3.00')).toBeNull();
    expect(amountToCents('1e3')).toBeNull();
  });

  it('refuses what is not a statement, a DTD, and a credit without the bank reference', () => {
    expect(() => parseCamt('<a/>')).toThrow(CamtError);
    expect(() => parseCamt('not xml')).toThrow(CamtError);
    expect(() =>
      parseCamt(
        '<!DOCTYPE x [<!ENTITY a "b">]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"/>',
      ),
    ).toThrow(CamtError);
    const noRef = fixture('camt053-v02-day.xml')
      .replace(/<AcctSvcrRef>LT7300-20261127-000104<\/AcctSvcrRef>/g, '')
      .replace(/<Refs><\/Refs>/g, '');
    expect(() => parseCamt(noRef)).toThrow(/no reference/);
  });
});
