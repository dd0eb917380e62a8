/**
 * Permit numbers (field notes: "permit numbers with a check digit catch typos before any lookup"):
 * eleven digits, `TT YY NNNNNN C`: the kind's family number (`13` for L13, `05` for L05.x), the
 * two-digit year of issue, a six-digit serial, and a Damm check digit. Digits only, because the
 * L05/L06 download form takes digits only (spec §5) and people read numbers over the phone. The
 * Damm algorithm catches every single wrong digit and every swap of two neighbouring digits.
 */
const DAMM = [
  [0, 3, 1, 7, 5, 9, 8, 6, 4, 2],
  [7, 0, 9, 2, 1, 5, 4, 8, 6, 3],
  [4, 2, 0, 6, 8, 7, 1, 3, 5, 9],
  [1, 7, 5, 0, 9, 8, 3, 4, 2, 6],
  [6, 1, 2, 3, 0, 4, 5, 9, 7, 8],
  [3, 6, 7, 4, 2, 0, 9, 5, 8, 1],
  [5, 8, 6, 9, 7, 2, 0, 1, 3, 4],
  [8, 9, 4, 5, 3, 6, 2, 0, 1, 7],
  [9, 4, 3, 8, 6, 1, 7, 2, 0, 5],
  [2, 5, 8, 1, 4, 3, 6, 7, 9, 0],
] as const;

export function dammDigit(digits: string): number {
  let interim = 0;
  for (const char of digits) interim = DAMM[interim]![Number(char)]!;
  return interim;
}

export const PERMIT_NUMBER_LENGTH = 11;
const PERMIT_NUMBER = /^\d{11}$/;

/** `family` 1–99 (L13 → 13), `year` e.g. 2026, `serial` 1–999999. */
export function makePermitNumber(family: number, year: number, serial: number): string {
  if (!Number.isInteger(family) || family < 1 || family > 99) throw new RangeError(`family ${family}`);
  if (!Number.isInteger(serial) || serial < 1 || serial > 999_999) throw new RangeError(`serial ${serial}`);
  const body = `${String(family).padStart(2, '0')}${String(year % 100).padStart(2, '0')}${String(serial).padStart(6, '0')}`;
  return `${body}${dammDigit(body)}`;
}

/** Shape and check digit; spaces people type are ignored by `normalizePermitNumber` first. */
export function isValidPermitNumber(text: string): boolean {
  return PERMIT_NUMBER.test(text) && dammDigit(text) === 0;
}

export function normalizePermitNumber(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** The kind family number of a segment: `l13` → 13, `l05_1` → 5. */
export function familyNumber(segment: string): number {
  return Number(/^l(\d+)/.exec(segment)?.[1] ?? Number.NaN);
}
