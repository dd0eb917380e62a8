/**
 * The felling layer's list view: every permit and notice the filters let through, as a table that
 * needs no map (keyboard, screen readers, no WebGL, offline before the map was ever loaded). Column
 * headings sort (a button in each; the sorted one carries `aria-sort`, as the public catch report's
 * table does); the permit's number is the row's heading, as text.
 *
 * On a phone the eight columns do not fit (a 390 px screen showed two, with no hint of the rest,
 * issue 16): there each permit is a card with all its facts, and a "Sort by" choice does what the
 * headings do.
 */
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import type { FellingPermitDto } from '../../../shared/felling/api-types.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { Facts } from '../../ui/permits/facts.tsx';
import { formatDay } from '../../ui/permits/format.ts';
import { type SortableColumn, SortableTable } from '../../ui/sortable-table.tsx';
import {
  fellingFacts,
  fellingTypesText,
  formatHectares,
  KindSwatch,
  kindCode,
  municipalityText,
  stateText,
} from './felling-details.tsx';
import { FELLING_SORT_COLUMNS, type FellingSort, type FellingSortColumn } from './felling-sort.ts';

/** Below this width the table becomes cards. */
const WIDE_ENOUGH = '(min-width: 48em)';

function subscribeToWidth(listener: () => void) {
  const query = window.matchMedia?.(WIDE_ENOUGH);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}
const isWide = () => window.matchMedia?.(WIDE_ENOUGH).matches !== false;

const COLUMNS: SortableColumn<FellingSortColumn>[] = [
  { column: 'number', label: 'fellingMap.column.number', numeric: false },
  { column: 'kind', label: 'fellingMap.column.kind', numeric: false },
  { column: 'municipality', label: 'fellingMap.column.municipality', numeric: false },
  { column: 'validFrom', label: 'fellingMap.column.validFrom', numeric: false },
  { column: 'validUntil', label: 'fellingMap.column.validUntil', numeric: false },
  { column: 'area', label: 'fellingMap.column.area', numeric: true },
];

interface FellingListProps {
  permits: readonly FellingPermitDto[];
  sort: FellingSort;
  /** A heading's click: this column, or the other way. */
  onSort: (column: FellingSortColumn) => void;
  /** The phones' choice: exactly this order. */
  onSortChange: (sort: FellingSort) => void;
  /** The map view's address with a permit open; absent when the map cannot be shown. */
  mapHref?: ((number: string) => string) | undefined;
}

/** The table on wider screens, the cards on phones. */
export function FellingList(props: FellingListProps) {
  const wide = useSyncExternalStore(subscribeToWidth, isWide, () => true);
  return wide ? <FellingTable {...props} /> : <FellingCards {...props} />;
}

function FellingCards({ permits, sort, onSortChange, mapHref }: FellingListProps) {
  const t = useT();
  const { language } = useLanguage();
  const value = `${sort.column}:${sort.direction}`;
  return (
    <section className="felling-cards" aria-label={t('fellingMap.table')}>
      <div className="field felling-cards__sort">
        <label className="field__label" htmlFor="felling-sort">
          {t('fellingMap.sortBy')}
        </label>
        <select
          id="felling-sort"
          className="field__input"
          value={value}
          onChange={(event) => {
            const [column, direction] = event.target.value.split(':') as [FellingSortColumn, 'asc' | 'desc'];
            onSortChange({ column, direction });
          }}
        >
          {FELLING_SORT_COLUMNS.flatMap((column) =>
            (['asc', 'desc'] as const).map((direction) => {
              const label = t(COLUMNS.find((c) => c.column === column)!.label);
              return (
                <option key={`${column}:${direction}`} value={`${column}:${direction}`}>
                  {t(direction === 'asc' ? 'fellingMap.sortAscending' : 'fellingMap.sortDescending', {
                    column: label,
                  })}
                </option>
              );
            }),
          )}
        </select>
      </div>
      <ul className="felling-cards__list">
        {permits.map((permit) => (
          <li key={permit.number} className="felling-card">
            <h3 className="felling-card__number">{permit.number}</h3>
            <Facts items={fellingFacts(permit, t, language)} compact />
            {mapHref && (
              <p className="felling-card__map">
                <Link
                  to={mapHref(permit.number)}
                  aria-label={t('fellingMap.showOnMapFor', { number: permit.number })}
                >
                  {t('fishingMap.showOnMap')}
                </Link>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function FellingTable({ permits, sort, onSort, mapHref }: FellingListProps) {
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
