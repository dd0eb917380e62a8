import { describe, expect, it } from 'vitest';
import { validateApplication } from '../../engine/validate.ts';
import { personContactsExample } from '../../parts/contacts-examples.ts';
import { l08_3Example, l08_3ExampleDocuments } from './example.ts';
import { l08_3 } from './index.ts';

const full = { ...l08_3Example, ...personContactsExample };
const submit = (data: Record<string, unknown>) =>
  validateApplication(l08_3, data, {
    mode: 'submit',
    filer: 'person',
    documentTypes: l08_3ExampleDocuments,
    today: '2026-11-21',
  });
const messagesAt = (data: Record<string, unknown>, path: string) =>
  submit(data)
    .issues.filter((issue) => issue.path === path)
    .map((issue) => issue.message);
const row = (area: string, volume: string) => ({
  quarter: '8',
  plot: '21',
  forestGroup: 'IV',
  species: 'BERZAS',
  area,
  treeCount: '3',
  volume,
});
const withRows = (...rows: Record<string, unknown>[]) => ({ ...full, fellings: rows });

describe('L08.3 notice of intent to fell for own use (spec §5 L08, §9 felling limit)', () => {
  it('accepts a complete notice', () => {
    expect(submit(full).issues).toEqual([]);
    expect(l08_3.journey).toBe('forest');
  });

  it('refuses more than 15 m³ in total, all rows together, and accepts exactly 15', () => {
    expect(messagesAt(withRows(row('4.0', '8.00'), row('2.0', '7.01')), 'fellings')).toEqual([
      'l08_3.error.volumeTotal',
    ]);
    expect(submit(withRows(row('4.0', '8.00'), row('2.0', '7.00'))).issues).toEqual([]);
  });

  it('refuses more than 3 m³ per hectare and accepts exactly 3, without float rounding deciding', () => {
    expect(messagesAt(withRows(row('1.0', '3.01')), 'fellings')).toEqual(['l08_3.error.volumePerHa']);
    expect(messagesAt(withRows(row('1.0', '2.00'), row('0.5', '2.51')), 'fellings')).toEqual([
      'l08_3.error.volumePerHa',
    ]);
    expect(submit(withRows(row('0.7', '2.10'))).issues).toEqual([]);
    expect(submit(withRows(row('0.1', '0.10'), row('0.2', '0.80'))).issues).toEqual([]);
  });

  it('reports both limits when both are crossed', () => {
    expect(messagesAt(withRows(row('2.0', '16.00')), 'fellings')).toEqual([
      'l08_3.error.volumeTotal',
      'l08_3.error.volumePerHa',
    ]);
  });

  it('counts the trees, and has no kind of felling nor retained trees', () => {
    const { treeCount: _dropped, ...noCount } = row('1.0', '1.00');
    expect(messagesAt(withRows(noCount), 'fellings[0].treeCount')).toEqual(['validation.required']);
    const extra = submit(withRows({ ...row('1.0', '1.00'), fellingType: 'UGDOMIEJI', retainedTrees: '4' }));
    expect(extra.issues).toEqual([]);
    expect(extra.data.fellings).toEqual([expect.not.objectContaining({ fellingType: 'UGDOMIEJI' })]);
    expect(extra.data.fellings).toEqual([expect.not.objectContaining({ retainedTrees: 4 })]);
  });

  it('checks the limits on submit only, so a draft with a large volume can be saved', () => {
    const draft = validateApplication(l08_3, withRows(row('1.0', '40.00')), {
      mode: 'draft',
      filer: 'person',
      today: '2026-11-21',
    });
    expect(draft.ok).toBe(true);
  });
});
