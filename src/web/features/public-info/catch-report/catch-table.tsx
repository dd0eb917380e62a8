/**
 * The report's table: one row per water body and species, a totals row, and column headings that
 * sort (a button in each heading; the sorted one carries `aria-sort`, as the ARIA Authoring
 * Practices' sortable table does). On a phone the table scrolls sideways inside a region that the
 * keyboard can reach (WCAG 2.1.1).
 */
import { useLanguage, useT } from '../../../i18n/use-t.ts';
import { type SortableColumn, SortableTable } from '../../../ui/sortable-table.tsx';
import { formatCount, formatLength } from './report-format.ts';
import type { CatchTableRow, CatchTotals, SortColumn, TableSort } from './report-table.ts';

const COLUMNS: SortableColumn<SortColumn>[] = [
  { column: 'waterBody', label: 'publicCatch.column.waterBody', numeric: false },
  { column: 'species', label: 'publicCatch.column.species', numeric: false },
  { column: 'fish', label: 'publicCatch.column.fish', numeric: true },
  { column: 'reports', label: 'publicCatch.column.reports', numeric: true },
  { column: 'length', label: 'publicCatch.column.length', numeric: true },
];

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
    <SortableTable block="catch-table" caption={caption} columns={COLUMNS} sort={sort} onSort={onSort}>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.waterBodyId}|${row.speciesCode}`}>
            <th scope="row">{row.waterBodyName}</th>
            <td>{row.speciesName}</td>
            <td className="catch-table__number">{formatCount(row.fish, language)}</td>
            <td className="catch-table__number">{formatCount(row.reports, language)}</td>
            <td className="catch-table__number">{length(row.averageLengthCm, t('publicCatch.noLength'))}</td>
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
    </SortableTable>
  );
}
