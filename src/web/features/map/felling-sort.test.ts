import {
  DEFAULT_FELLING_SORT,
  type FellingSort,
  nextFellingSort,
  sortFellingPermits,
} from './felling-sort.ts';
import { fellingPermit } from './felling-test-fixtures.ts';

const names: Record<string, string> = {
  BIRZU_R_SAV: 'Biržų r.',
  SVENCIONIU_R_SAV: 'Švenčionių r.',
  SAKIU_R_SAV: 'Šakių r.',
};
const lithuanian = new Intl.Collator('lt', { sensitivity: 'base' }).compare;

const a = fellingPermit({
  number: '08260000026',
  municipality: 'SVENCIONIU_R_SAV',
  validFrom: '2026-04-01',
  validUntil: '2027-03-31',
  areaHa: 1.2,
  kind: 'l08_1',
});
const b = fellingPermit({
  number: '08260000018',
  municipality: 'BIRZU_R_SAV',
  validFrom: '2026-02-01',
  validUntil: null,
  areaHa: 4.75,
  kind: 'l08_3',
});
const c = fellingPermit({
  number: '08260000034',
  municipality: null,
  validFrom: '2026-04-01',
  validUntil: '2026-12-31',
  areaHa: null,
  kind: 'l08_2',
});
const d = fellingPermit({
  number: '08260000042',
  municipality: 'SAKIU_R_SAV',
  validFrom: '2025-09-15',
  validUntil: '2026-09-14',
  areaHa: 0.6,
  kind: 'l08_2',
});

const order = (sort: FellingSort) =>
  sortFellingPermits([a, b, c, d], sort, (p) => names[p.municipality ?? ''] ?? '', lithuanian).map(
    (p) => p.number,
  );

describe('the felling table’s order', () => {
  it('starts with the newest validity, ties by number', () => {
    expect(order(DEFAULT_FELLING_SORT)).toEqual(['08260000026', '08260000034', '08260000018', '08260000042']);
  });

  it('sorts by each column, missing values last in either direction', () => {
    expect(order({ column: 'validUntil', direction: 'asc' })).toEqual([
      '08260000042',
      '08260000034',
      '08260000026',
      '08260000018',
    ]);
    expect(order({ column: 'validUntil', direction: 'desc' })).toEqual([
      '08260000026',
      '08260000034',
      '08260000042',
      '08260000018',
    ]);
    expect(order({ column: 'area', direction: 'desc' })).toEqual([
      '08260000018',
      '08260000026',
      '08260000042',
      '08260000034',
    ]);
    expect(order({ column: 'number', direction: 'asc' })).toEqual([
      '08260000018',
      '08260000026',
      '08260000034',
      '08260000042',
    ]);
    expect(order({ column: 'kind', direction: 'asc' })).toEqual([
      '08260000026',
      '08260000034',
      '08260000042',
      '08260000018',
    ]);
  });

  it('sorts municipalities as words in Lithuanian (Š after S)', () => {
    expect(order({ column: 'municipality', direction: 'asc' })).toEqual([
      '08260000018',
      '08260000042',
      '08260000026',
      '08260000034',
    ]);
  });

  it('turns a column the other way on a second click, and starts a new one its natural way', () => {
    expect(nextFellingSort(DEFAULT_FELLING_SORT, 'validFrom')).toEqual({
      column: 'validFrom',
      direction: 'asc',
    });
    expect(nextFellingSort(DEFAULT_FELLING_SORT, 'number')).toEqual({ column: 'number', direction: 'asc' });
    expect(nextFellingSort(DEFAULT_FELLING_SORT, 'area')).toEqual({ column: 'area', direction: 'desc' });
  });
});
