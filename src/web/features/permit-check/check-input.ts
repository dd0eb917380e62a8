/**
 * What a person put into the permit check (issue 4 §9): the text of a permit's QR code, or just a
 * permit number typed from the paper. A number's check digit is checked here first, so a typo is
 * reported at once, even offline, and never reaches the registry (field notes).
 */
import { dammDigit, normalizePermitNumber } from '../../../shared/permits/permit-number.ts';
import { parseSeal, SEAL_VERSION, type Seal } from '../../../shared/permits/permit-seal.ts';

export type CheckInput =
  | { type: 'empty' }
  | { type: 'seal'; payload: string; seal: Seal }
  /** Starts like a seal but is not one: cut short or changed while copying. */
  | { type: 'damagedSeal' }
  | { type: 'number'; number: string }
  | { type: 'numberFormat' }
  | { type: 'checkDigit' }
  | { type: 'unrecognised' };

export function classifyInput(text: string): CheckInput {
  // A scanner or a paste may add line breaks around the payload; inside it nothing may change.
  const trimmed = text.trim();
  if (trimmed === '') return { type: 'empty' };
  if (trimmed.startsWith(`${SEAL_VERSION}|`)) {
    const seal = parseSeal(trimmed);
    return seal ? { type: 'seal', payload: trimmed, seal } : { type: 'damagedSeal' };
  }
  const number = normalizePermitNumber(trimmed);
  if (/^\d+$/.test(number)) {
    if (number.length !== 11) return { type: 'numberFormat' };
    return dammDigit(number) === 0 ? { type: 'number', number } : { type: 'checkDigit' };
  }
  return { type: 'unrecognised' };
}

/** Where a permit stands by its own dates, on `today` (yyyy-MM-dd, Lithuanian time). */
export function datesStanding(
  validFrom: string,
  validUntil: string | null,
  today: string,
): 'current' | 'notYet' | 'expired' {
  if (today < validFrom) return 'notYet';
  if (validUntil !== null && today > validUntil) return 'expired';
  return 'current';
}
