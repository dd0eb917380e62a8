/**
 * The header of a list of applications or permits: filters (kind, state, free text), the sort and
 * the result count. A search form with a button rather than selects that reload the list as they
 * change (WCAG 3.2.2: changing a setting must not change the page unasked).
 */
import type { FormEvent } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { SelectField } from '../form/select-field.tsx';
import { hasFilters, type ListQueryValue, pageRange } from './list-query.ts';
import './permits-ui.css';

export interface FilterOption {
  value: string;
  label: string;
}

interface ListFiltersProps<S extends string> {
  /** Prefix of the fields' ids; unique on the page. */
  id: string;
  /** The search landmark's name, e.g. "Filter applications". */
  label: string;
  value: ListQueryValue<S>;
  kinds?: FilterOption[] | undefined;
  states?: FilterOption[] | undefined;
  sorts?: { value: S; label: string }[] | undefined;
  /** A free-text search field (`q`) with its label and hint. */
  search?: { label: string; hint?: string | undefined } | undefined;
  onApply: (changes: Partial<Omit<ListQueryValue<S>, 'page'>>) => void;
  onClear: () => void;
}

export function ListFilters<S extends string>({
  id,
  label,
  value,
  kinds,
  states,
  sorts,
  search,
  onApply,
  onClear,
}: ListFiltersProps<S>) {
  const t = useT();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const v = data.get(name);
      return typeof v === 'string' ? v.trim() : undefined;
    };
    onApply({
      ...(kinds ? { kind: text('kind') } : {}),
      ...(states ? { state: text('state') } : {}),
      ...(search ? { q: text('q') } : {}),
      ...(sorts ? { sort: text('sort') as S } : {}),
    });
  }
  return (
    // The search landmark (`<search>`) names the filters for screen readers. The form is keyed by
    // the list's state, so the fields show the address's filters again after back or a link.
    <search className="list-filters" aria-label={label}>
      <form key={JSON.stringify(value)} onSubmit={submit}>
        <div className="list-filters__fields">
          {kinds && (
            <SelectField
              id={`${id}-kind`}
              className="list-filters__field"
              name="kind"
              label={t('listUi.kind')}
              blankOption={t('listUi.allKinds')}
              options={kinds}
              defaultValue={value.kind ?? ''}
            />
          )}
          {states && (
            <SelectField
              id={`${id}-state`}
              className="list-filters__field"
              name="state"
              label={t('listUi.state')}
              blankOption={t('listUi.allStates')}
              options={states}
              defaultValue={value.state ?? ''}
            />
          )}
          {search && (
            <div className="field list-filters__field list-filters__field--wide">
              <label className="field__label" htmlFor={`${id}-q`}>
                {search.label}
              </label>
              {search.hint && (
                <p className="field__hint" id={`${id}-q-hint`}>
                  {search.hint}
                </p>
              )}
              <input
                id={`${id}-q`}
                className="field__input"
                type="search"
                name="q"
                maxLength={100}
                defaultValue={value.q ?? ''}
                aria-describedby={search.hint ? `${id}-q-hint` : undefined}
              />
            </div>
          )}
          {sorts && (
            <SelectField
              id={`${id}-sort`}
              className="list-filters__field"
              name="sort"
              label={t('listUi.sort')}
              options={sorts}
              defaultValue={value.sort ?? sorts[0]?.value ?? ''}
            />
          )}
        </div>
        <div className="list-filters__actions">
          <button type="submit" className="button button--primary">
            {t('listUi.apply')}
          </button>
          {hasFilters(value) && (
            <button type="button" className="button button--secondary" onClick={onClear}>
              {t('listUi.clear')}
            </button>
          )}
        </div>
      </form>
    </search>
  );
}

/**
 * "21–40 of 45": a status region, so a screen reader hears how many rows a new filter found
 * (WCAG 4.1.3) without focus leaving the form.
 */
export function ListSummary({
  page,
  pageSize,
  shown,
  total,
  loading,
}: {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  loading: boolean;
}) {
  const t = useT();
  const range = pageRange(page, pageSize, shown, total);
  return (
    <p className="list-summary" role="status">
      {loading ? t('common.loading') : range ? t('listUi.range', range) : t('listUi.nothingFound')}
    </p>
  );
}
