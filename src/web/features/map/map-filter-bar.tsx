/**
 * The filters both views share: name or code, municipality, leased, limited, fish species. Each
 * change filters at once and is kept in the address (map-query.ts); no page context changes (WCAG
 * 3.2.2: the list and the map only narrow), and the count below is announced (WCAG 4.1.3).
 */
import type { MessageId } from '../../../shared/i18n/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { SelectField } from '../../ui/form/select-field.tsx';
import type { FilterOption } from '../../ui/permits/list-filters.tsx';
import { FoldingFilters } from './folding-filters.tsx';
import { activeFilterCount, type MapFilters } from './map-query.ts';

/** The choices, each led by "all"; a field's id is `map-<name>`. */
const CHOICES = [
  {
    name: 'municipality',
    label: 'fishingMap.filter.municipality',
    blank: 'fishingMap.filter.allMunicipalities',
  },
  { name: 'species', label: 'fishingMap.filter.species', blank: 'fishingMap.filter.allSpecies' },
] as const satisfies readonly { name: keyof MapFilters; label: MessageId; blank: MessageId }[];

/** "Show only" these water bodies. */
const FLAGS = [
  { name: 'leased', label: 'fishingMap.filter.leased' },
  { name: 'limited', label: 'fishingMap.filter.limited' },
] as const satisfies readonly { name: keyof MapFilters; label: MessageId }[];

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
  return (
    <FoldingFilters className="map-filters" label={t('fishingMap.filters')} count={count}>
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
        {CHOICES.map(({ name, label, blank }) => (
          <SelectField
            key={name}
            id={`map-${name}`}
            className="map-filters__field"
            label={t(label)}
            blankOption={t(blank)}
            options={name === 'municipality' ? municipalities : species}
            value={filters[name]}
            onChange={(event) => onChange({ [name]: event.target.value })}
          />
        ))}
        <fieldset className="fieldset map-filters__flags">
          <legend className="fieldset__legend map-filters__legend">{t('fishingMap.filter.showOnly')}</legend>
          {FLAGS.map(({ name, label }) => (
            <div key={name} className="checkbox">
              <input
                id={`map-${name}`}
                type="checkbox"
                className="checkbox__input"
                checked={filters[name]}
                onChange={(event) => onChange({ [name]: event.target.checked })}
              />
              <label className="checkbox__label" htmlFor={`map-${name}`}>
                {t(label)}
              </label>
            </div>
          ))}
        </fieldset>
      </div>
      {count > 0 && (
        <button type="button" className="button button--secondary button--small" onClick={onClear}>
          {t('fishingMap.filter.clear')}
        </button>
      )}
    </FoldingFilters>
  );
}
