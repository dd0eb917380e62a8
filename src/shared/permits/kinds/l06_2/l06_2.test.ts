import { describe, expect, it } from 'vitest';
import { todayInLithuania } from '../../../fields/index.ts';
import type { Filer } from '../../engine/definition.ts';
import { validateApplication } from '../../engine/validate.ts';
import { personContactsExample } from '../l14_1/example.ts';
import { l06_2Example } from './example.ts';
import { l06_2 } from './index.ts';

// The angler's data rules are shared with L05.1 (l05_1.test.ts tests them in full).
const today = todayInLithuania();
const submit = (data: Record<string, unknown>, filer: Filer = 'anonymous') =>
  validateApplication(
    l06_2,
    { declaration: true, ...data },
    { mode: 'submit', filer, documentTypes: [], today },
  );
const messagesAt = (data: Record<string, unknown>, path: string) =>
  submit(data)
    .issues.filter((issue) => issue.path === path)
    .map((issue) => issue.message);

describe('L06.2 amateur angler card (spec §3 L05/L06 angler)', () => {
  it('is bought through the angler journey by a person or an anonymous visitor', () => {
    expect(l06_2.segment).toBe('l06_2');
    expect(l06_2.journey).toBe('angler');
    expect(l06_2.filers).toEqual(['person', 'anonymous']);
    expect(l06_2.price).toEqual({ type: 'fixed', cents: 1_000 });
  });

  it('accepts a complete purchase, anonymous or logged in', () => {
    expect(submit(l06_2Example).issues).toEqual([]);
    expect(submit({ ...l06_2Example, ...personContactsExample }, 'person').issues).toEqual([]);
  });

  it('carries the species licence the card was bought for (spec §3 L06 licence)', () => {
    expect(l06_2.steps.map((step) => step.id)).toEqual(['ticket', 'licence', 'angler']);
    const result = submit(l06_2Example);
    expect(result.data).toMatchObject({
      species: l06_2Example.species,
      amount: l06_2Example.amount,
      released: false,
    });
    expect(messagesAt({ ...l06_2Example, species: '' }, 'species')).toEqual(['validation.required']);
    expect(messagesAt({ ...l06_2Example, amount: -1 }, 'amount')).toEqual(['validation.minValue']);
    expect(submit({ ...l06_2Example, minSizeCm: '' }).issues).toEqual([]);
  });

  it('needs the water body code', () => {
    expect(messagesAt({ ...l06_2Example, waterBodyCode: '' }, 'waterBodyCode')).toEqual([
      'validation.required',
    ]);
    expect(messagesAt({ ...l06_2Example, waterBodyCode: '1'.repeat(31) }, 'waterBodyCode')).toEqual([
      'validation.maxLength',
    ]);
  });

  it('sends the permit number by SMS to a valid phone', () => {
    expect(submit(l06_2Example).data).toMatchObject({ usePhone: true, phone: '+37061234567' });
    expect(messagesAt({ ...l06_2Example, phone: '+3706123456' }, 'phone')).toEqual(['validation.phone']);
  });

  it('saves a half-filled draft', () => {
    const draft = validateApplication(
      l06_2,
      { waterBodyCode: '10010110' },
      { mode: 'draft', filer: 'anonymous', today },
    );
    expect(draft.issues).toEqual([]);
  });
});
