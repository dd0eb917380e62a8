import { makePermitNumber } from '../../../shared/permits/permit-number.ts';
import { classifyInput, datesStanding } from './check-input.ts';

const NUMBER = makePermitNumber(13, 2026, 42);
const SIGNATURE = 'A'.repeat(86);
const SEAL = `AL1|${NUMBER}|L13|2026-03-01|-|UAB B. A.|k1|${SIGNATURE}`;

describe('classifyInput', () => {
  it('recognises a seal, trimming what a scanner or paste adds around it', () => {
    const input = classifyInput(`\n ${SEAL}\n`);
    expect(input.type).toBe('seal');
    if (input.type === 'seal') {
      expect(input.payload).toBe(SEAL);
      expect(input.seal.number).toBe(NUMBER);
    }
  });

  it('tells a damaged seal from a number', () => {
    expect(classifyInput(SEAL.slice(0, -3)).type).toBe('damagedSeal');
    expect(classifyInput(SEAL.replace('|k1|', '| k1|')).type).toBe('damagedSeal');
  });

  it('takes a number with the spaces and dashes people type', () => {
    const spaced = `${NUMBER.slice(0, 2)} ${NUMBER.slice(2, 4)}-${NUMBER.slice(4)}`;
    expect(classifyInput(spaced)).toEqual({ type: 'number', number: NUMBER });
  });

  it('catches a typo by its check digit and a wrong length', () => {
    const typo = `${NUMBER.slice(0, 5)}${(Number(NUMBER[5]) + 1) % 10}${NUMBER.slice(6)}`;
    expect(classifyInput(typo).type).toBe('checkDigit');
    // Neighbours swapped: …0042… typed as …0024…
    const swapped = `${NUMBER.slice(0, 8)}${NUMBER[9]}${NUMBER[8]}${NUMBER.slice(10)}`;
    expect(swapped).not.toBe(NUMBER);
    expect(classifyInput(swapped).type).toBe('checkDigit');
    expect(classifyInput(NUMBER.slice(1)).type).toBe('numberFormat');
    expect(classifyInput(`${NUMBER}0`).type).toBe('numberFormat');
  });

  it('refuses empty and unrelated text', () => {
    expect(classifyInput('  ').type).toBe('empty');
    expect(classifyInput('https://example.com').type).toBe('unrecognised');
    expect(classifyInput('L13-2026-000042').type).toBe('unrecognised');
  });
});

describe('datesStanding', () => {
  it('places today against the validity dates, both ends inclusive', () => {
    expect(datesStanding('2026-03-01', null, '2026-02-28')).toBe('notYet');
    expect(datesStanding('2026-03-01', null, '2026-03-01')).toBe('current');
    expect(datesStanding('2026-03-01', null, '2099-01-01')).toBe('current');
    expect(datesStanding('2026-03-01', '2026-03-14', '2026-03-14')).toBe('current');
    expect(datesStanding('2026-03-01', '2026-03-14', '2026-03-15')).toBe('expired');
  });
});
