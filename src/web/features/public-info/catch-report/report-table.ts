/**
 * The table of the public report of caught fish: rows by water body and species, sortable by any
 * column (`?rikiuoti=fish-desc`, kept in the address with the filters), and the totals row. Pure.
 */
import type { PublicCatchReport, PublicCatchRow } from '../../../../shared/anglers/catch-reports.ts';
import type { Language } from '../../../../shared/i18n/index.ts';

export const SORT_COLUMNS = ['waterBody', 'species', 'fish', 'reports', 'length'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';
export interface TableSort {
  column: SortColumn;
  direction: SortDirection;
}

export const SORT_PARAM = 'rikiuoti';
/** Most fish first: what a reader of the report looks for. */
export const DEFAULT_SORT: TableSort = { column: 'fish', direction: 'desc' };

const TEXT_COLUMNS: readonly SortColumn[] = ['waterBody', 'species'];

/** A click on a column's heading: the same column turns round, another starts A–Z or largest first. */
export function nextSort(current: TableSort, column: SortColumn): TableSort {
  if (current.column === column) {
    return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { column, direction: TEXT_COLUMNS.includes(column) ? 'asc' : 'desc' };
}

export function sortFromParam(value: string | null): TableSort {
  const match = /^([a-zA-Z]+)-(asc|desc)$/.exec(value ?? '');
  const column = SORT_COLUMNS.find((c) => c === match?.[1]);
  return column ? { column, direction: match![2] as SortDirection } : DEFAULT_SORT;
}

/** The address's value, or null for the default sort (kept out of the address). */
export function sortParam(sort: TableSort): string | null {
  return sort.column === DEFAULT_SORT.column && sort.direction === DEFAULT_SORT.direction
    ? null
    : `${sort.column}-${sort.direction}`;
}

/** A report row as shown: the species' name in the reader's language. */
export interface CatchTableRow extends PublicCatchRow {
  speciesName: string;
}

export function tableRows(report: PublicCatchReport, language: Language): CatchTableRow[] {
  const names = new Map(report.species.map((s) => [s.code, language === 'lt' ? s.nameLt : s.nameEn]));
  return report.rows.map((row) => ({ ...row, speciesName: names.get(row.speciesCode) ?? row.speciesCode }));
}

const COLLATORS: Record<Language, Intl.Collator> = {
  lt: new Intl.Collator('lt', { sensitivity: 'base', numeric: true }),
  en: new Intl.Collator('en', { sensitivity: 'base', numeric: true }),
};

/**
 * Rows in the sort's order; ties by water body, then species, so the order never depends on the
 * server's. Water bodies' names are Lithuanian and sort in Lithuanian order in either language;
 * species' names in the reader's. A row without an average length goes last whichever way.
 */
export function sortRows(
  rows: readonly CatchTableRow[],
  sort: TableSort,
  language: Language,
): CatchTableRow[] {
  const water = (a: CatchTableRow, b: CatchTableRow) =>
    COLLATORS.lt.compare(a.waterBodyName, b.waterBodyName);
  const species = (a: CatchTableRow, b: CatchTableRow) =>
    COLLATORS[language].compare(a.speciesName, b.speciesName);
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byNames = (a: CatchTableRow, b: CatchTableRow) => water(a, b) || species(a, b);
  const compare = (a: CatchTableRow, b: CatchTableRow): number => {
    switch (sort.column) {
      case 'waterBody':
        return sign * water(a, b) || species(a, b);
      case 'species':
        return sign * species(a, b) || water(a, b);
      case 'fish':
        return sign * (a.fish - b.fish) || byNames(a, b);
      case 'reports':
        return sign * (a.reports - b.reports) || byNames(a, b);
      case 'length': {
        if (a.averageLengthCm === null || b.averageLengthCm === null) {
          return (a.averageLengthCm === null ? 1 : 0) - (b.averageLengthCm === null ? 1 : 0) || byNames(a, b);
        }
        return sign * (a.averageLengthCm - b.averageLengthCm) || byNames(a, b);
      }
    }
  };
  return [...rows].sort(compare);
}

export interface CatchTotals {
  fish: number;
  reports: number;
  /** The average over all the rows' lengths, one decimal; null when no row has a length. */
  averageLengthCm: number | null;
}

/**
 * The totals row. The overall average length is the rows' averages weighted by how many lengths
 * each covers (`measuredLengths`), not a plain mean of the averages: a row of one fish must not
 * count as much as a row of fifty. The rows' averages come rounded to one decimal, so the result
 * is within 0.05 cm of the exact average before it is rounded to one decimal too.
 */
export function totals(rows: readonly PublicCatchRow[]): CatchTotals {
  let lengths = 0;
  let weighted = 0;
  for (const row of rows) {
    if (row.averageLengthCm === null || row.measuredLengths <= 0) continue;
    lengths += row.measuredLengths;
    weighted += row.averageLengthCm * row.measuredLengths;
  }
  return {
    fish: rows.reduce((sum, row) => sum + row.fish, 0),
    reports: rows.reduce((sum, row) => sum + row.reports, 0),
    averageLengthCm: lengths === 0 ? null : Math.round((weighted / lengths) * 10) / 10,
  };
}
