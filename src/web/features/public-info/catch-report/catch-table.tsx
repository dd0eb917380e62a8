/**
 * The report's table: one row per water body and species, a totals row, and column headings that
 * sort (a button in each heading; the sorted one carries `aria-sort`, as the ARIA Authoring
 * Practices' sortable table does). On a phone the table scrolls sideways inside a region that the
 * keyboard can reach (WCAG 2.1.1).
 */
import { useId } from 'react';
import type { MessageId } from '../../../../shared/i18n/index.ts';
import { useLanguage, useT } from '../../../i18n/use-t.ts';
import { formatCount, formatLength } from './report-format.ts';
import type { CatchTableRow, CatchTotals, SortColumn, TableSort } from './report-table.ts';

const COLUMNS: { column: SortColumn; label: MessageId; numeric: boolean }[] = [
  { column: 'waterBody', label: 'publicCatch.column.waterBody', numeric: false },
  { column: 'species', label: 'publicCatch.column.species', numeric: false },
  { column: 'fish', label: 'publicCatch.column.fish', numeric: true },
  { column: 'reports', label: 'publicCatch.column.reports', numeric: true },
  { column: 'length', label: 'publicCatch.column.length', numeric: true },
];

function SortArrow({ direction }: { direction: 'asc' | 'desc' | null }) {
  // Decorative: the heading's aria-sort says the same to assistive technology.
  return (
    <svg
      className="catch-table__arrow"
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 10 14"
      width="10"
      height="14"
    >
      {direction !== 'desc' && <path d="M5 1 9 6H1z" opacity={direction === 'asc' ? 1 : 0.45} />}
      {direction !== 'asc' && <path d="M5 13 1 8h8z" opacity={direction === 'desc' ? 1 : 0.45} />}
    </svg>
  );
}

export function CatchTable({
  rows,
  totals,
  caption,
  sort,
  onSort,
}: {
  rows: CatchTableRow[];
  totals: CatchTotals;
  caption: string;
  sort: TableSort;
  onSort: (column: SortColumn) => void;
}) {
  const t = useT();
  const { language } = useLanguage();
  const captionId = useId();
  const length = (value: number | null, missing: string) =>
    value === null ? (
      <>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{missing}</span>
      </>
    ) : (
      formatLength(value, language)
    );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard.
    <section className="catch-table__wrap" aria-labelledby={captionId} tabIndex={0}>
      <table className="catch-table">
        {/* The heading above says it to everyone; a caption as wide as the table would scroll away on a phone. */}
        <caption className="visually-hidden" id={captionId}>
          {caption}
        </caption>
        <thead>
          <tr>
            {COLUMNS.map(({ column, label, numeric }) => {
              const sorted = sort.column === column ? sort.direction : null;
              return (
                <th
                  key={column}
                  scope="col"
                  className={numeric ? 'catch-table__number' : undefined}
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                >
                  <button type="button" className="catch-table__sort" onClick={() => onSort(column)}>
                    {t(label)}
                    <SortArrow direction={sorted} />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.waterBodyId}|${row.speciesCode}`}>
              <th scope="row">{row.waterBodyName}</th>
              <td>{row.speciesName}</td>
              <td className="catch-table__number">{formatCount(row.fish, language)}</td>
              <td className="catch-table__number">{formatCount(row.reports, language)}</td>
              <td className="catch-table__number">
                {length(row.averageLengthCm, t('publicCatch.noLength'))}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('publicCatch.total')}
            </th>
            <td className="catch-table__number">{formatCount(totals.fish, language)}</td>
            <td className="catch-table__number">{formatCount(totals.reports, language)}</td>
            <td className="catch-table__number">
              {length(totals.averageLengthCm, t('publicCatch.noTotalLength'))}
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
