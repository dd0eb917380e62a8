/**
 * The felling layer's list view: every permit and notice the filters let through, as a table that
 * needs no map (keyboard, screen readers, no WebGL, offline before the map was ever loaded). Column
 * headings sort (a button in each; the sorted one carries `aria-sort`, as the public catch report's
 * table does); the permit's number is the row's heading, as text. On a phone the table scrolls
 * sideways inside a region the keyboard can reach (WCAG 2.1.1).
 */
import { Link } from 'react-router';
import type { FellingPermitDto } from '../../../shared/felling/api-types.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { formatDay } from '../../ui/permits/format.ts';
import { type SortableColumn, SortableTable } from '../../ui/sortable-table.tsx';
import {
  fellingTypesText,
  formatHectares,
  KindSwatch,
  kindCode,
  municipalityText,
  stateText,
} from './felling-details.tsx';
import type { FellingSort, FellingSortColumn } from './felling-sort.ts';

const COLUMNS: SortableColumn<FellingSortColumn>[] = [
  { column: 'number', label: 'fellingMap.column.number', numeric: false },
  { column: 'kind', label: 'fellingMap.column.kind', numeric: false },
  { column: 'municipality', label: 'fellingMap.column.municipality', numeric: false },
  { column: 'validFrom', label: 'fellingMap.column.validFrom', numeric: false },
  { column: 'validUntil', label: 'fellingMap.column.validUntil', numeric: false },
  { column: 'area', label: 'fellingMap.column.area', numeric: true },
];

export function FellingTable({
  permits,
  sort,
  onSort,
  mapHref,
}: {
  permits: readonly FellingPermitDto[];
  sort: FellingSort;
  onSort: (column: FellingSortColumn) => void;
  /** The map view's address with a permit open; absent when the map cannot be shown. */
  mapHref?: ((number: string) => string) | undefined;
}) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <SortableTable
      block="felling-table"
      caption={t('fellingMap.table')}
      columns={COLUMNS}
      sort={sort}
      onSort={onSort}
      otherHeadings={
        <>
          <th scope="col">{t('fellingMap.column.fellingTypes')}</th>
          <th scope="col">{t('fellingMap.column.state')}</th>
          {mapHref && (
            <th scope="col">
              <span className="visually-hidden">{t('fellingMap.column.map')}</span>
            </th>
          )}
        </>
      }
    >
      <tbody>
        {permits.map((permit) => (
          <tr key={permit.number}>
            <th scope="row" className="felling-table__permit">
              {permit.number}
            </th>
            <td>
              <span className="felling-table__kind">
                <KindSwatch kind={permit.kind} size={16} />
                <span>
                  {t(permit.kindLabel)} <span className="kind-code">{kindCode(permit.kind)}</span>
                </span>
              </span>
            </td>
            <td>{municipalityText(permit, t)}</td>
            <td className="felling-table__day">{formatDay(permit.validFrom, language)}</td>
            <td className="felling-table__day">
              {permit.validUntil === null ? t('fellingMap.noEnd') : formatDay(permit.validUntil, language)}
            </td>
            <td className="felling-table__number">
              {permit.areaHa === null ? t('fellingMap.notGiven') : formatHectares(permit.areaHa, language)}
            </td>
            <td>{fellingTypesText(permit, t)}</td>
            <td>{stateText(permit, t)}</td>
            {mapHref && (
              <td>
                <Link
                  to={mapHref(permit.number)}
                  aria-label={t('fellingMap.showOnMapFor', { number: permit.number })}
                >
                  {t('fishingMap.showOnMap')}
                </Link>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </SortableTable>
  );
}
