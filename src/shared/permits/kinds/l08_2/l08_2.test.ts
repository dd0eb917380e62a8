import { describe, expect, it } from 'vitest';
import { validateApplication } from '../../engine/validate.ts';
import { personContactsExample } from '../../parts/contacts-examples.ts';
import { l08_2Example, l08_2ExampleDocuments } from './example.ts';
import { l08_2 } from './index.ts';

const full = { ...l08_2Example, ...personContactsExample };
const submit = (data: Record<string, unknown>) =>
  validateApplication(l08_2, data, {
    mode: 'submit',
    filer: 'person',
    documentTypes: l08_2ExampleDocuments,
    today: '2026-11-21',
  });
const felling = (l08_2Example.fellings as Record<string, unknown>[])[0]!;
const messagesAt = (data: Record<string, unknown>, path: string) =>
  submit(data)
    .issues.filter((issue) => issue.path === path)
    .map((issue) => issue.message);

describe('L08.2 notice of intent to fell (spec §3 L08, §5 L08)', () => {
  it('accepts a complete notice with a natural and a legal owner', () => {
    const result = submit(full);
    expect(result.issues).toEqual([]);
    expect(result.data.owners).toEqual(l08_2Example.owners);
    expect(l08_2.journey).toBe('forest');
    expect(l08_2.filers).toEqual(['person', 'company']);
  });

  it('takes thinning, sanitary and windthrow fellings, not final ones', () => {
    const final = { ...full, fellings: [{ ...felling, fellingType: 'PLYNIEJI_PAGRINDINIAI' }] };
    expect(messagesAt(final, 'fellings[0].fellingType')).toEqual(['validation.choice']);
    expect(
      messagesAt({ ...full, fellings: [{ ...felling, fellingType: '' }] }, 'fellings[0].fellingType'),
    ).toEqual(['validation.required']);
  });

  it('applies the spec §5 L08 formats to every row', () => {
    const rows = [felling, { ...felling, quarter: '45678', plotPart: 'B', volume: '1.234' }];
    const paths = submit({ ...full, fellings: rows }).issues.map((issue) => `${issue.path} ${issue.message}`);
    expect(paths).toEqual([
      'fellings[1].quarter l08.error.quarter',
      'fellings[1].plotPart l08.error.plotPart',
      'fellings[1].volume validation.decimals',
    ]);
  });

  it('does not apply the own-use volume limit to thinning and sanitary fellings', () => {
    expect(l08_2.rules ?? []).toEqual([]);
    expect(submit({ ...full, fellings: [{ ...felling, area: '1.0', volume: '120' }] }).issues).toEqual([]);
  });

  it('saves a half-filled draft but not one with a wrong value', () => {
    const draft = (data: Record<string, unknown>) =>
      validateApplication(l08_2, data, { mode: 'draft', filer: 'person', today: '2026-11-21' });
    expect(draft({ municipality: 'TRAKU_R_SAV' }).ok).toBe(true);
    expect(draft({ fellings: [{ geocodes: '411-45-12, 411-45-13' }] }).issues).toEqual([
      {
        path: 'fellings[0].geocodes',
        message: 'validation.geocode',
        values: { geocode: '411-45-12, 411-45-13' },
      },
    ]);
  });
});
