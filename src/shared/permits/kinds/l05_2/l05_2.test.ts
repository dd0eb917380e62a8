import { describe, expect, it } from 'vitest';
import { todayInLithuania } from '../../../fields/index.ts';
import type { Filer } from '../../engine/definition.ts';
import { validateApplication } from '../../engine/validate.ts';
import { personContactsExample } from '../../parts/contacts-examples.ts';
import { l05_2Example } from './example.ts';
import { l05_2 } from './index.ts';

// The angler's data rules are shared with L05.1 (l05_1.test.ts tests them in full).
const today = todayInLithuania();
const submit = (data: Record<string, unknown>, filer: Filer = 'anonymous') =>
  validateApplication(
    l05_2,
    { declaration: true, ...data },
    { mode: 'submit', filer, documentTypes: [], today },
  );
const messagesAt = (data: Record<string, unknown>, path: string) =>
  submit(data)
    .issues.filter((issue) => issue.path === path)
    .map((issue) => issue.message);

describe('L05.2 fishing permit for leased water bodies (spec §3 L05/L06 angler)', () => {
  it('is bought through the angler journey by a person or an anonymous visitor', () => {
    expect(l05_2.segment).toBe('l05_2');
    expect(l05_2.journey).toBe('angler');
    expect(l05_2.filers).toEqual(['person', 'anonymous']);
    expect(l05_2.price).toEqual({ type: 'fixed', cents: 300 });
    expect(l05_2.steps.map((step) => step.id)).toEqual(['ticket', 'angler']);
  });

  it('accepts a complete purchase, anonymous or logged in', () => {
    expect(submit(l05_2Example).issues).toEqual([]);
    expect(submit({ ...l05_2Example, ...personContactsExample }, 'person').issues).toEqual([]);
  });

  it('names the water body on the permit', () => {
    expect(messagesAt({ ...l05_2Example, waterBodyName: '' }, 'waterBodyName')).toEqual([
      'validation.required',
    ]);
  });

  it('needs the water body code', () => {
    expect(messagesAt({ ...l05_2Example, waterBodyCode: '' }, 'waterBodyCode')).toEqual([
      'validation.required',
    ]);
    expect(messagesAt({ ...l05_2Example, waterBodyCode: '1'.repeat(31) }, 'waterBodyCode')).toEqual([
      'validation.maxLength',
    ]);
  });

  it('saves a half-filled draft', () => {
    const draft = validateApplication(
      l05_2,
      { waterBodyCode: '10010110' },
      { mode: 'draft', filer: 'anonymous', today },
    );
    expect(draft.issues).toEqual([]);
  });
});
