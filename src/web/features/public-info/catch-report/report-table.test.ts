import type { PublicCatchReport } from '../../../../shared/anglers/catch-reports.ts';
import {
  type CatchTableRow,
  DEFAULT_SORT,
  nextSort,
  sortFromParam,
  sortParam,
  sortRows,
  tableRows,
  totals,
} from './report-table.ts';

const report: PublicCatchReport = {
  from: '2026-01-01',
  to: '2026-11-21',
  rows: [
    {
      waterBodyId: 'n',
      waterBodyName: 'Neris',
      speciesCode: 'lasisa',
      fish: 4,
      reports: 5,
      averageLengthCm: 70,
      measuredLengths: 4,
    },
    {
      waterBodyId: 'z',
      waterBodyName: 'Žeimena',
      speciesCode: 'slakys',
      fish: 2,
      reports: 2,
      averageLengthCm: 55.5,
      measuredLengths: 2,
    },
    {
      waterBodyId: 'm',
      waterBodyName: 'Minija',
      speciesCode: 'slakys',
      fish: 4,
      reports: 4,
      averageLengthCm: 58,
      measuredLengths: 4,
    },
    {
      waterBodyId: 's',
      waterBodyName: 'Šventoji',
      speciesCode: 'lasisa',
      fish: 0,
      reports: 3,
      averageLengthCm: null,
      measuredLengths: 0,
    },
  ],
  byMonth: [],
  waterBodies: [],
  species: [
    { code: 'lasisa', nameLt: 'Lašiša', nameEn: 'Atlantic salmon' },
    { code: 'slakys', nameLt: 'Šlakys', nameEn: 'Sea trout' },
  ],
};

const names = (rows: CatchTableRow[]) => rows.map((r) => `${r.waterBodyName}/${r.speciesName}`);

describe('the report’s table', () => {
  it('names the species in the reader’s language', () => {
    expect(tableRows(report, 'lt')[0]!.speciesName).toBe('Lašiša');
    expect(tableRows(report, 'en')[1]!.speciesName).toBe('Sea trout');
  });

  it('sorts by fish kept, most first by default, ties by water body', () => {
    expect(names(sortRows(tableRows(report, 'en'), DEFAULT_SORT, 'en'))).toEqual([
      'Minija/Sea trout',
      'Neris/Atlantic salmon',
      'Žeimena/Sea trout',
      'Šventoji/Atlantic salmon',
    ]);
  });

  it('sorts water bodies in Lithuanian alphabetical order (Š after S, Ž last)', () => {
    const rows = sortRows(tableRows(report, 'lt'), { column: 'waterBody', direction: 'asc' }, 'lt');
    expect(rows.map((r) => r.waterBodyName)).toEqual(['Minija', 'Neris', 'Šventoji', 'Žeimena']);
    const back = sortRows(tableRows(report, 'lt'), { column: 'waterBody', direction: 'desc' }, 'lt');
    expect(back.map((r) => r.waterBodyName)).toEqual(['Žeimena', 'Šventoji', 'Neris', 'Minija']);
    // The names are Lithuanian: the same order for an English reader.
    const english = sortRows(tableRows(report, 'en'), { column: 'waterBody', direction: 'asc' }, 'en');
    expect(english.map((r) => r.waterBodyName)).toEqual(['Minija', 'Neris', 'Šventoji', 'Žeimena']);
  });

  it('sorts by species name, then water body', () => {
    const rows = sortRows(tableRows(report, 'en'), { column: 'species', direction: 'asc' }, 'en');
    expect(names(rows)).toEqual([
      'Neris/Atlantic salmon',
      'Šventoji/Atlantic salmon',
      'Minija/Sea trout',
      'Žeimena/Sea trout',
    ]);
  });

  it('keeps rows without a length last both ways', () => {
    const up = sortRows(tableRows(report, 'en'), { column: 'length', direction: 'asc' }, 'en');
    expect(up.map((r) => r.averageLengthCm)).toEqual([55.5, 58, 70, null]);
    const down = sortRows(tableRows(report, 'en'), { column: 'length', direction: 'desc' }, 'en');
    expect(down.map((r) => r.averageLengthCm)).toEqual([70, 58, 55.5, null]);
  });

  it('turns the sorted column round, and starts another A–Z or largest first', () => {
    expect(nextSort(DEFAULT_SORT, 'fish')).toEqual({ column: 'fish', direction: 'asc' });
    expect(nextSort(DEFAULT_SORT, 'waterBody')).toEqual({ column: 'waterBody', direction: 'asc' });
    expect(nextSort(DEFAULT_SORT, 'reports')).toEqual({ column: 'reports', direction: 'desc' });
  });

  it('keeps the sort in the address, the default left out, and ignores what it does not know', () => {
    expect(sortParam(DEFAULT_SORT)).toBeNull();
    expect(sortParam({ column: 'species', direction: 'asc' })).toBe('species-asc');
    expect(sortFromParam('species-asc')).toEqual({ column: 'species', direction: 'asc' });
    expect(sortFromParam('name-asc')).toEqual(DEFAULT_SORT);
    expect(sortFromParam('fish-up')).toEqual(DEFAULT_SORT);
    expect(sortFromParam(null)).toEqual(DEFAULT_SORT);
  });

  it('totals fish and reports, and averages the length over all the rows’ lengths', () => {
    // 4 lengths averaging 70, 2 averaging 55.5, 4 averaging 58: (280 + 111 + 232) / 10 = 62.3,
    // where a plain mean of the three averages would say 61.2.
    expect(totals(report.rows)).toEqual({ fish: 10, reports: 14, averageLengthCm: 62.3 });
    // Rounded to one decimal as the rows are: (111 + 232) / 6 = 57.1666…
    expect(totals([report.rows[1]!, report.rows[2]!]).averageLengthCm).toBe(57.2);
    // One row with a length (the other kept nothing): its average is the total's.
    expect(totals([report.rows[0]!, report.rows[3]!])).toEqual({ fish: 4, reports: 8, averageLengthCm: 70 });
    // No lengths at all: no average (the table shows a dash).
    expect(totals([report.rows[3]!])).toEqual({ fish: 0, reports: 3, averageLengthCm: null });
    expect(totals([])).toEqual({ fish: 0, reports: 0, averageLengthCm: null });
  });
});
