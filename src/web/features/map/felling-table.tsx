/**
 * The felling layer's list view: every permit and notice the filters let through, as a table that
 * needs no map (keyboard, screen readers, no WebGL, offline before the map was ever loaded). Column
 * headings sort (a button in each; the sorted one carries `aria-sort`, as the public catch report's
 * table does); the permit's number is the row's heading, as text. On a phone the table scrolls
 * sideways inside a region the keyboard can reach (WCAG 2.1.1).
 */
import { useId } from 'react';
import { Link } from 'react-router';
import type { FellingPermitDto } from '../../../shared/felling/api-types.ts';
import type { MessageId } from '../../../shared/i18n/index.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { formatDay } from '../../ui/permits/format.ts';
import {
  fellingTypesText,
  formatHectares,
  KindSwatch,
  kindCode,
  municipalityText,
  stateText,
} from './felling-details.tsx';
import type { FellingSort, FellingSortColumn } from './felling-sort.ts';

const COLUMNS: { column: FellingSortColumn; label: MessageId; numeric: boolean }[] = [
  { column: 'number', label: 'fellingMap.column.number', numeric: false },
  { column: 'kind', label: 'fellingMap.column.kind', numeric: false },
  { column: 'municipality', label: 'fellingMap.column.municipality', numeric: false },
  { column: 'validFrom', label: 'fellingMap.column.validFrom', numeric: false },
  { column: 'validUntil', label: 'fellingMap.column.validUntil', numeric: false },
  { column: 'area', label: 'fellingMap.column.area', numeric: true },
];

function SortArrow({ direction }: { direction: 'asc' | 'desc' | null }) {
  // Decorative: the heading's aria-sort says the same to assistive technology.
  return (
    <svg
      className="felling-table__arrow"
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
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard.
    <section className="felling-table__wrap" aria-labelledby={captionId} tabIndex={0}>
      <table className="felling-table">
        <caption className="visually-hidden" id={captionId}>
          {t('fellingMap.table')}
        </caption>
        <thead>
          <tr>
            {COLUMNS.map(({ column, label, numeric }) => {
              const sorted = sort.column === column ? sort.direction : null;
              return (
                <th
                  key={column}
                  scope="col"
                  className={numeric ? 'felling-table__number' : undefined}
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                >
                  <button type="button" className="felling-table__sort" onClick={() => onSort(column)}>
                    {t(label)}
                    <SortArrow direction={sorted} />
                  </button>
                </th>
              );
            })}
            <th scope="col">{t('fellingMap.column.fellingTypes')}</th>
            <th scope="col">{t('fellingMap.column.state')}</th>
            {mapHref && (
              <th scope="col">
                <span className="visually-hidden">{t('fellingMap.column.map')}</span>
              </th>
            )}
          </tr>
        </thead>
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
      </table>
    </section>
  );
}
