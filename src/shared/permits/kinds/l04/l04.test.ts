import { describe, expect, it } from 'vitest';
import { validateApplication } from '../../engine/validate.ts';
import { companyContactsExample, personContactsExample } from '../../parts/contacts-examples.ts';
import { l04Example, l04ExampleDocuments } from './example.ts';
import { L04_MAX_ROWS, l04 } from './index.ts';

const full = { ...l04Example, ...companyContactsExample };
const quotas = l04Example.quotas as Record<string, unknown>[];
const submit = (data: Record<string, unknown>) =>
  validateApplication(l04, data, {
    mode: 'submit',
    filer: 'company',
    documentTypes: l04ExampleDocuments,
    today: '2026-11-21',
  });
const messagesAt = (data: Record<string, unknown>, path: string) =>
  submit(data)
    .issues.filter((issue) => issue.path === path)
    .map((issue) => issue.message);

describe('L04 commercial fishing in inland waters (spec §3, §5 L04)', () => {
  it('accepts a complete application from a company and from a person', () => {
    const result = submit(full);
    expect(result.issues).toEqual([]);
    expect((result.data.quotas as { amount: number }[]).map((row) => row.amount)).toEqual([30, 12, 6, 4]);
    const person = validateApplication(
      l04,
      { ...l04Example, ...personContactsExample },
      { mode: 'submit', filer: 'person', documentTypes: [], today: '2026-11-21' },
    );
    expect(person.issues).toEqual([]);
  });

  it('offers the change and amendment variants', () => {
    expect(l04.applicationTypes).toEqual(['NAUJA', 'LEIDIMO_KEITIMAS', 'LEIDIMO_TIKSLINIMAS']);
  });

  it('needs at least one row and takes at most 50', () => {
    expect(submit({ ...full, quotas: [] }).issues).toEqual([
      { path: 'quotas', message: 'validation.arrayMin', values: { min: 1 } },
    ]);
    expect(L04_MAX_ROWS).toBe(50);
    const many = Array.from({ length: L04_MAX_ROWS + 1 }, (_, index) => ({
      ...quotas[0],
      amount: String(index + 1),
    }));
    expect(submit({ ...full, quotas: many }).issues).toEqual([
      { path: 'quotas', message: 'validation.arrayMax', values: { max: 50 } },
    ]);
  });

  it('refuses the same quota with the same gear twice', () => {
    expect(
      messagesAt({ ...full, quotas: [quotas[0], { ...quotas[0], amount: '5' }] }, 'quotas[1].quotaType'),
    ).toEqual(['l04.error.duplicateQuota']);
    expect(submit({ ...full, quotas: [quotas[0], { ...quotas[0], gear: 'BUCIUKAS' }] }).issues).toEqual([]);
  });

  it('takes only the quota types and kinds of the spec, and a positive whole amount', () => {
    const row = (change: Record<string, unknown>) => ({ ...full, quotas: [{ ...quotas[0], ...change }] });
    expect(messagesAt(row({ quotaType: 'L04_LASISOS' }), 'quotas[0].quotaType')).toEqual([
      'validation.choice',
    ]);
    expect(messagesAt(row({ quotaKind: 'VIETINE' }), 'quotas[0].quotaKind')).toEqual(['validation.choice']);
    expect(messagesAt(row({ amount: '0' }), 'quotas[0].amount')).toEqual(['validation.positive']);
    expect(messagesAt(row({ amount: '2.5' }), 'quotas[0].amount')).toEqual(['validation.wholeNumber']);
    expect(messagesAt(row({ gear: '' }), 'quotas[0].gear')).toEqual(['validation.required']);
    for (const quotaType of ['L04_NEGES', 'L04_POLDERIS', 'L04_SELEVOS_STINTOS']) {
      expect(submit(row({ quotaType })).issues).toEqual([]);
    }
  });

  it('needs the fishing area, not the vessel', () => {
    expect(messagesAt({ ...full, fishingArea: '' }, 'fishingArea')).toEqual(['validation.required']);
    expect(submit({ ...full, vesselName: '', vesselNumber: '' }).issues).toEqual([]);
  });

  it('saves a half-filled draft but not one with a wrong value', () => {
    const draft = (data: Record<string, unknown>) =>
      validateApplication(l04, data, { mode: 'draft', filer: 'company', today: '2026-11-21' });
    expect(draft({ quotas: [{ quotaType: 'L04_STINTOS' }] }).issues).toEqual([]);
    expect(draft({ quotas: [{ amount: '-3' }] }).issues).toEqual([
      { path: 'quotas[0].amount', message: 'validation.positive' },
    ]);
  });
});
