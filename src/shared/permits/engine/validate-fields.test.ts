import { describe, expect, it } from 'vitest';
import type { KindDefinition } from './definition.ts';
import { validateApplication } from './validate.ts';

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
