/**
 * The filters both views share: name or code, municipality, leased, limited, fish species. Each
 * change filters at once and is kept in the address (map-query.ts); no page context changes (WCAG
 * 3.2.2: the list and the map only narrow), and the count below is announced (WCAG 4.1.3).
 */
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { FilterOption } from '../../ui/permits/list-filters.tsx';
import { activeFilterCount, type MapFilters } from './map-query.ts';

const WIDE_SCREEN = '(min-width: 48em)';

export function MapFilterBar({
  filters,
  municipalities,
  species,
  onChange,
  onClear,
}: {
  filters: MapFilters;
  municipalities: FilterOption[];
  species: FilterOption[];
  onChange: (changes: Partial<MapFilters>) => void;
  onClear: () => void;
}) {
  const t = useT();
  const count = activeFilterCount(filters);
  // Phones see the map first: the filters start folded there unless some are set.
  const [open] = useState(() => count > 0 || window.matchMedia?.(WIDE_SCREEN).matches === true);
  return (
    <search className="map-filters" aria-label={t('fishingMap.filters')}>
      <details className="map-filters__details" open={open}>
        <summary className="map-filters__summary">
          {t('fishingMap.filter.toggle')}
          {count > 0 && (
            <span className="map-filters__count"> ({t('fishingMap.filter.active', { count })})</span>
          )}
        </summary>
        <div className="map-filters__fields">
          <div className="field map-filters__field">
            <label className="field__label" htmlFor="map-q">
              {t('fishingMap.filter.q')}
            </label>
            <input
              id="map-q"
              className="field__input"
              type="search"
              maxLength={100}
              autoComplete="off"
              value={filters.q}
              onChange={(event) => onChange({ q: event.target.value })}
            />
          </div>
          <div className="field map-filters__field">
            <label className="field__label" htmlFor="map-municipality">
              {t('fishingMap.filter.municipality')}
            </label>
            <select
              id="map-municipality"
              className="field__input field__select"
              value={filters.municipality}
              onChange={(event) => onChange({ municipality: event.target.value })}
            >
              <option value="">{t('fishingMap.filter.allMunicipalities')}</option>
              {municipalities.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field map-filters__field">
            <label className="field__label" htmlFor="map-species">
              {t('fishingMap.filter.species')}
            </label>
            <select
              id="map-species"
              className="field__input field__select"
              value={filters.species}
              onChange={(event) => onChange({ species: event.target.value })}
            >
              <option value="">{t('fishingMap.filter.allSpecies')}</option>
              {species.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="fieldset map-filters__flags">
            <legend className="fieldset__legend map-filters__legend">
              {t('fishingMap.filter.showOnly')}
            </legend>
            <div className="checkbox">
              <input
                id="map-leased"
                type="checkbox"
                className="checkbox__input"
                checked={filters.leased}
                onChange={(event) => onChange({ leased: event.target.checked })}
              />
              <label className="checkbox__label" htmlFor="map-leased">
                {t('fishingMap.filter.leased')}
              </label>
            </div>
            <div className="checkbox">
              <input
                id="map-limited"
                type="checkbox"
                className="checkbox__input"
                checked={filters.limited}
                onChange={(event) => onChange({ limited: event.target.checked })}
              />
              <label className="checkbox__label" htmlFor="map-limited">
                {t('fishingMap.filter.limited')}
              </label>
            </div>
          </fieldset>
        </div>
        {count > 0 && (
          <button type="button" className="button button--secondary button--small" onClick={onClear}>
            {t('fishingMap.filter.clear')}
          </button>
        )}
      </details>
    </search>
  );
}
