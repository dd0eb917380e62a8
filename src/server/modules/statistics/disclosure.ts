/**
 * No person can be recognised in a published figure (issue 22 item 2, ADR 0031):
 * - a count under 5 is published as "<5", and so are the amounts it carries (null): the felling
 *   area and volume, the quota units allocated and converted;
 * - a period's total is withheld (null) when it would give away a hidden count: when exactly one
 *   row of that period is hidden, the total minus the shown rows would be that row.
 * Zero is not a count of anyone and is published as 0.
 */
import {
  DISCLOSURE_THRESHOLD,
  FEWER_THAN,
  type PublishedCount,
  type StatisticsCell,
} from '../../../shared/statistics/api.ts';

export interface RawCell {
  count: number;
  area?: number | null;
  volume?: number | null;
}

const hundredths = (value: number) => Math.round(value * 100) / 100;

export function isHidden(count: number): boolean {
  return count > 0 && count < DISCLOSURE_THRESHOLD;
}

export function publishedCount(count: number): PublishedCount {
  return isHidden(count) ? FEWER_THAN : count;
}

/** One cell as published; `amounts` adds the cell's two amounts (felling area and volume, quota units). */
export function publishedCell(cell: RawCell, amounts: boolean): StatisticsCell {
  const hidden = isHidden(cell.count);
  if (!amounts) return { count: publishedCount(cell.count) };
  return {
    count: publishedCount(cell.count),
    area: hidden ? null : hundredths(cell.area ?? 0),
    volume: hidden ? null : hundredths(cell.volume ?? 0),
  };
}

/**
 * The period's total as published, from the column's raw cells: withheld (null) when exactly one of
 * them is hidden, else the sum with the same rule as a cell.
 */
export function publishedTotal(column: readonly RawCell[], amounts: boolean): StatisticsCell | null {
  const hidden = column.filter((cell) => isHidden(cell.count)).length;
  if (hidden === 1) return null;
  const sum = column.reduce<Required<RawCell>>(
    (total, cell) => ({
      count: total.count + cell.count,
      area: (total.area ?? 0) + (cell.area ?? 0),
      volume: (total.volume ?? 0) + (cell.volume ?? 0),
    }),
    { count: 0, area: 0, volume: 0 },
  );
  return publishedCell(sum, amounts);
}
