import { describe, expect, it } from 'vitest';
import { todayInLithuania } from '../../../fields/index.ts';
import type { Filer } from '../../engine/definition.ts';
import { validateApplication } from '../../engine/validate.ts';
import { personContactsExample } from '../l14_1/example.ts';
import { l06_1Example } from './example.ts';
import { l06_1 } from './index.ts';

// The angler's data rules are shared with L05.1 (l05_1.test.ts tests them in full).
const today = todayInLithuania();
const submit = (data: Record<string, unknown>, filer: Filer = 'anonymous') =>
  validateApplication(
    l06_1,
    { declaration: true, ...data },
    { mode: 'submit', filer, documentTypes: [], today },
  );
const messagesAt = (data: Record<string, unknown>, path: string) =>
  submit(data)
    .issues.filter((issue) => issue.path === path)
    .map((issue) => issue.message);

describe('L06.1 amateur angler card (spec §3 L05/L06 angler)', () => {
  it('is bought through the angler journey by a person or an anonymous visitor', () => {
    expect(l06_1.segment).toBe('l06_1');
    expect(l06_1.journey).toBe('angler');
    expect(l06_1.filers).toEqual(['person', 'anonymous']);
    expect(l06_1.price).toEqual({ type: 'fixed', cents: 500 });
  });

  it('accepts a complete purchase, anonymous or logged in', () => {
    expect(submit(l06_1Example).issues).toEqual([]);
    expect(submit({ ...l06_1Example, ...personContactsExample }, 'person').issues).toEqual([]);
  });

  it('carries the species licence the card was bought for (spec §3 L06 licence)', () => {
    expect(l06_1.steps.map((step) => step.id)).toEqual(['ticket', 'licence', 'angler']);
    const result = submit(l06_1Example);
    expect(result.data).toMatchObject({
      species: l06_1Example.species,
      amount: l06_1Example.amount,
      released: false,
    });
    expect(messagesAt({ ...l06_1Example, species: '' }, 'species')).toEqual(['validation.required']);
    expect(messagesAt({ ...l06_1Example, amount: -1 }, 'amount')).toEqual(['validation.minValue']);
    expect(submit({ ...l06_1Example, minSizeCm: '' }).issues).toEqual([]);
  });

  it('needs the water body code', () => {
    expect(messagesAt({ ...l06_1Example, waterBodyCode: '' }, 'waterBodyCode')).toEqual([
      'validation.required',
    ]);
    expect(messagesAt({ ...l06_1Example, waterBodyCode: '1'.repeat(31) }, 'waterBodyCode')).toEqual([
      'validation.maxLength',
    ]);
  });

  it('is sold to a foreigner on a birth date', () => {
    const result = submit(l06_1Example);
    expect(result.data).toMatchObject({ citizenship: 'UZSIENIETIS', personCodeOrBirthDate: '1979-06-23' });
    expect(
      messagesAt({ ...l06_1Example, personCodeOrBirthDate: '2099-01-01' }, 'personCodeOrBirthDate'),
    ).toEqual(['validation.birthDate']);
  });

  it('saves a half-filled draft', () => {
    const draft = validateApplication(
      l06_1,
      { waterBodyCode: '10010110' },
      { mode: 'draft', filer: 'anonymous', today },
    );
    expect(draft.issues).toEqual([]);
  });
});
