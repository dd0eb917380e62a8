import { describe, expect, it } from 'vitest';
import type { CrossFieldRule, FieldDef, KindDefinition } from './definition.ts';
import { validateApplication, validateFields } from './validate.ts';

/** A bare definition with the field features the forest kinds brought to the engine (issue 7). */
const kind: KindDefinition = {
  segment: 'l08_1',
  listing: { category: 'forests', title: 'kind.l08_1.title' },
  schemaVersion: 1,
  filers: ['person'],
  applicationTypes: ['NAUJA'],
  price: { type: 'free' },
  validity: { months: 12 },
  permitLifecycle: 'general',
  steps: [
    {
      id: 'one',
      title: 'l08.step.owners',
      fields: [
        { type: 'personCode', name: 'plain', label: 'worker.asmensKodas', required: false },
        {
          type: 'personCode',
          name: 'entry',
          label: 'worker.asmensKodas',
          required: false,
          entryMessages: true,
        },
        { type: 'geocodes', name: 'geocodes', label: 'l08.felling.geocodes', required: false },
      ],
    },
  ],
  documents: [],
};
const draft = (data: Record<string, unknown>) =>
  validateApplication(kind, data, { mode: 'draft', filer: 'person', today: '2026-11-21' });

describe('engine field features: person code entry messages, geocode lists', () => {
  it('keeps the one format message for a plain person code field and splits it with entryMessages', () => {
    expect(draft({ plain: '4450117345', entry: '4450117345' }).issues).toEqual([
      { path: 'plain', message: 'validation.personCodeFormat' },
      { path: 'entry', message: 'validation.personCodeTooShort' },
    ]);
    const ok = draft({ plain: '44501173459', entry: '44501173459' });
    expect(ok.issues).toEqual([]);
    expect(ok.data).toEqual(expect.objectContaining({ plain: '44501173459', entry: '44501173459' }));
  });

  it('checks each geocode, names the wrong one and stores the list as "a; b"', () => {
    expect(draft({ geocodes: 'A-1;B-2' }).data.geocodes).toBe('A-1; B-2');
    expect(draft({ geocodes: 'A-1; B 2' }).issues).toEqual([
      { path: 'geocodes', message: 'validation.geocode', values: { geocode: 'B 2' } },
    ]);
    expect(draft({ geocodes: 42 }).data.geocodes).toBe('42');
  });
});

describe('validateFields: one step of a form', () => {
  const fields: FieldDef[] = [
    {
      type: 'radio',
      name: 'kept',
      label: 'worker.asmensKodas',
      options: [
        { value: 'yes', label: 'worker.asmensKodas' },
        { value: 'no', label: 'worker.asmensKodas' },
      ],
    },
    {
      type: 'number',
      name: 'count',
      label: 'worker.asmensKodas',
      min: 1,
      when: { field: 'kept', equals: 'yes' },
    },
    { type: 'number', name: 'most', label: 'worker.asmensKodas', required: false },
  ];
  const rules: CrossFieldRule[] = [
    {
      path: 'most',
      message: 'validation.maxValue',
      test: (data) => data.most === undefined || Number(data.most) >= Number(data.count ?? 0),
    },
  ];
  const check = (data: Record<string, unknown>, mode: 'draft' | 'submit' = 'submit') =>
    validateFields(fields, data, { mode, rules, today: '2026-11-21' });

  it('checks only the fields it is given, in their order, with their conditions', () => {
    expect(check({ other: 'not this step' }).issues).toEqual([
      { path: 'kept', message: 'validation.required' },
    ]);
    expect(check({ kept: 'yes' }).issues).toEqual([{ path: 'count', message: 'validation.required' }]);
    // Hidden by its condition: neither checked nor kept.
    const hidden = check({ kept: 'no', count: 'abc' });
    expect(hidden).toEqual({ ok: true, data: { kept: 'no' }, issues: [] });
  });

  it('keeps cleaned values and runs the cross-field rules on submit only', () => {
    expect(check({ kept: 'yes', count: ' 3 ', most: '2' }).issues).toEqual([
      { path: 'most', message: 'validation.maxValue' },
    ]);
    expect(check({ kept: 'yes', count: '3', most: '2' }, 'draft')).toEqual({
      ok: true,
      data: { kept: 'yes', count: 3, most: 2 },
      issues: [],
    });
    expect(check({ kept: 'maybe' }, 'draft').issues).toEqual([
      { path: 'kept', message: 'validation.choice' },
    ]);
  });
});
