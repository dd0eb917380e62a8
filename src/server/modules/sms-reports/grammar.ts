/**
 * The catch SMS's grammar (issue 21 item 4, ADR 0035), as the ministry's current short-number
 * service reads it: `ALIS <card number> LAS1` for a kept salmon, `SLA1` for a sea trout, with the
 * fish's length in centimetres after it if the angler wants (`ALIS 12345678903 LAS1 72,5`). Case,
 * extra spaces and spaces inside the card number do not matter. `STOP` (or `ALIS STOP`) stops
 * reminders to the phone.
 */
import { normalizePermitNumber } from '../../../shared/permits/permit-number.ts';

export type CatchSms =
  | {
      kind: 'catch';
      permitNumber: string;
      speciesCode: 'lasisa' | 'slakys';
      amount: number;
      lengthCm: number | null;
    }
  | { kind: 'stop' }
  | { kind: 'malformed' };

const SPECIES = { LAS: 'lasisa', SLA: 'slakys' } as const;
const LENGTH_MIN = 10;
const LENGTH_MAX = 200;

export function parseCatchSms(text: string): CatchSms {
  const words = text.trim().toUpperCase().split(/\s+/).filter(Boolean);
  if (words.length === 1 && words[0] === 'STOP') return { kind: 'stop' };
  if (words[0] !== 'ALIS') return { kind: 'malformed' };
  if (words.length === 2 && words[1] === 'STOP') return { kind: 'stop' };
  // The card number may be typed in groups: every word of digits up to the species word.
  const speciesAt = words.findIndex((word, i) => i > 0 && /^(LAS|SLA)\d$/.test(word));
  if (speciesAt < 2) return { kind: 'malformed' };
  const digits = words.slice(1, speciesAt).join('');
  if (!/^\d{11}$/.test(digits)) return { kind: 'malformed' };
  const word = words[speciesAt]!;
  const amount = Number(word.slice(3));
  if (amount < 1) return { kind: 'malformed' };
  const rest = words.slice(speciesAt + 1);
  let lengthCm: number | null = null;
  if (rest.length > 1) return { kind: 'malformed' };
  if (rest.length === 1) {
    const m = /^(\d{1,3})(?:[.,](\d))?(?:CM)?$/.exec(rest[0]!);
    if (!m) return { kind: 'malformed' };
    lengthCm = Number(`${m[1]}.${m[2] ?? '0'}`);
    if (lengthCm < LENGTH_MIN || lengthCm > LENGTH_MAX) return { kind: 'malformed' };
  }
  return {
    kind: 'catch',
    permitNumber: normalizePermitNumber(digits),
    speciesCode: SPECIES[word.slice(0, 3) as keyof typeof SPECIES],
    amount,
    lengthCm,
  };
}
