/**
 * The order of the felling layer's table (issue 7 item 4: the list view, "ordered by validity"):
 * by default as the API answers, the newest validity first; a column heading sorts by that column,
 * again the other way. Ties keep the number's order, so the same rows always read the same. Pure.
 */
import type { FellingPermitDto } from '../../../shared/felling/api-types.ts';

export const FELLING_SORT_COLUMNS = [
  'number',
  'kind',
  'municipality',
  'validFrom',
  'validUntil',
  'area',
] as const;
export type FellingSortColumn = (typeof FELLING_SORT_COLUMNS)[number];

export interface FellingSort {
  column: FellingSortColumn;
  direction: 'asc' | 'desc';
}

export const DEFAULT_FELLING_SORT: FellingSort = { column: 'validFrom', direction: 'desc' };

/** Dates and areas first look for the latest and largest; words and numbers start from A and 0. */
const FIRST_DIRECTION: Readonly<Record<FellingSortColumn, 'asc' | 'desc'>> = {
  number: 'asc',
  kind: 'asc',
  municipality: 'asc',
  validFrom: 'desc',
  validUntil: 'asc',
  area: 'desc',
};

/** The sort after a click on `column`'s heading. */
export function nextFellingSort(current: FellingSort, column: FellingSortColumn): FellingSort {
  if (current.column !== column) return { column, direction: FIRST_DIRECTION[column] };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/**
 * The permits in `sort`'s order. `municipalityName` gives the name a person reads (sorted as words
 * in the reader's language by `compare`); missing values (no end date, no area) come last either way.
 */
export function sortFellingPermits(
  permits: readonly FellingPermitDto[],
  sort: FellingSort,
  municipalityName: (permit: FellingPermitDto) => string,
  compare: (a: string, b: string) => number,
): FellingPermitDto[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byNumber = (a: FellingPermitDto, b: FellingPermitDto) => a.number.localeCompare(b.number);
  const key = (permit: FellingPermitDto): string | number | null => {
    switch (sort.column) {
      case 'number':
        return permit.number;
      case 'kind':
        return permit.kind;
      case 'municipality':
        return permit.municipality === null ? null : municipalityName(permit);
      case 'validFrom':
        return permit.validFrom;
      case 'validUntil':
        return permit.validUntil;
      case 'area':
        return permit.areaHa;
    }
  };
  return [...permits].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === null || y === null) return x === y ? byNumber(a, b) : x === null ? 1 : -1;
    const order =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : sort.column === 'municipality'
          ? compare(String(x), String(y))
          : String(x).localeCompare(String(y));
    return order !== 0 ? sign * order : byNumber(a, b);
  });
}
