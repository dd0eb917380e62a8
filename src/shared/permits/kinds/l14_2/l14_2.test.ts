import { describe, expect, it } from 'vitest';
import { todayInLithuania } from '../../../fields/index.ts';
import { validateApplication } from '../../engine/validate.ts';
import { companyContactsExample, personContactsExample } from '../../parts/contacts-examples.ts';
import { addDays } from '../../parts/dates.ts';
import { l14_2Example, l14_2ExampleDocuments } from './example.ts';
import { l14_2, lossDateNotInFuture } from './index.ts';

const full = { ...l14_2Example, ...companyContactsExample };
// The loss date rule runs against the real day of submission, so these tests use the real today.
const today = todayInLithuania();
const submit = (data: Record<string, unknown>, filer: 'person' | 'company' = 'company') =>
  validateApplication(l14_2, data, { mode: 'submit', filer, documentTypes: l14_2ExampleDocuments, today });
const messagesAt = (data: Record<string, unknown>, path: string) =>
  submit(data)
    .issues.filter((issue) => issue.path === path)
    .map((issue) => issue.message);

describe('L14.2 notice of loss of a seal or net (spec §3, §5 L14)', () => {
  it('accepts a complete notice from a company and from a person', () => {
    const result = submit(full);
    expect(result.issues).toEqual([]);
    expect(result.data.seals).toEqual([
      { sealNumber: 'KM-004513' },
      { sealNumber: 'KM-004514', other: 'Ant nuneštojo tinklo' },
    ]);
    expect(submit({ ...l14_2Example, ...personContactsExample }, 'person').issues).toEqual([]);
  });

  it('needs at least one lost seal or lost gear', () => {
    expect(messagesAt({ ...full, seals: [], gear: [] }, 'seals')).toEqual(['l14.error.gearOrSealRequired']);
    expect(submit({ ...full, gear: [] }).issues).toEqual([]);
    expect(submit({ ...full, seals: [] }).issues).toEqual([]);
  });

  it('refuses a date of loss in the future, accepts today', () => {
    expect(messagesAt({ ...full, lossDate: addDays(today, 1) }, 'lossDate')).toEqual([
      'l14_2.error.lossDateFuture',
    ]);
    expect(submit({ ...full, lossDate: today }).issues).toEqual([]);
    expect(lossDateNotInFuture({ lossDate: '2026-11-22' }, '2026-11-21')).toBe(false);
    expect(lossDateNotInFuture({ lossDate: '2026-11-21' }, '2026-11-21')).toBe(true);
    expect(messagesAt({ ...full, lossDate: '2026-02-30' }, 'lossDate')).toEqual(['validation.invalidDate']);
  });

  it('needs the circumstances, the place and the responsible person', () => {
    expect(messagesAt({ ...full, circumstances: '  ' }, 'circumstances')).toEqual(['validation.required']);
    expect(messagesAt({ ...full, lossPlace: '' }, 'lossPlace')).toEqual(['validation.required']);
    expect(messagesAt({ ...full, circumstances: 'a'.repeat(2001) }, 'circumstances')).toEqual([
      'validation.maxLength',
    ]);
    expect(messagesAt({ ...full, responsibleFirstName: '' }, 'responsibleFirstName')).toEqual([
      'validation.required',
    ]);
  });

  it('lets the fisher decline new seals, or name another pick-up place', () => {
    expect(submit({ ...full, pickUpLocation: 'NEREIKIA' }).issues).toEqual([]);
    expect(messagesAt({ ...full, pickUpLocation: 'KITA' }, 'pickUpOther')).toEqual(['validation.required']);
    expect(messagesAt({ ...full, pickUpLocation: '' }, 'pickUpLocation')).toEqual(['validation.required']);
  });

  it('checks lost gear like the gear of a request', () => {
    const row = { ...(l14_2Example.gear as Record<string, unknown>[])[0]!, colour: 'KITA' };
    expect(messagesAt({ ...full, gear: [row] }, 'gear[0].colourOther')).toEqual(['validation.required']);
  });

  it('is a notice that does not expire, and saves half-filled drafts', () => {
    expect(l14_2.validity).toEqual({ indefinite: true });
    const draft = validateApplication(
      l14_2,
      { circumstances: 'Audra' },
      { mode: 'draft', filer: 'person', today },
    );
    expect(draft.issues).toEqual([]);
  });
});
