/**
 * The felling layer's filters: municipality and period (issue 7 item 4). Each choice asks the
 * server again, so this is a form with a button rather than fields that reload as they change
 * (WCAG 3.2.2), checked with the schema the server re-checks (src/shared/felling/query.ts); a wrong
 * period gets the error summary and the field's message, as every form here. Applied filters go to
 * the address (felling-query.ts).
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { type FellingQueryInput, fellingQuerySchema } from '../../../shared/felling/query.ts';
import { MUNICIPALITIES } from '../../../shared/permits/groups/municipalities.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { isMessageId } from '../../platform/message-text.ts';
import { ErrorSummary, type SummaryItem } from '../../ui/form/error-summary.tsx';
import { SelectField } from '../../ui/form/select-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import type { FellingFilters } from './felling-query.ts';
import { FoldingFilters } from './folding-filters.tsx';
import { compareNames } from './water-bodies.ts';

type FormValues = { savivaldybe: string; nuo: string; iki: string };
type Parsed = v.InferOutput<typeof fellingQuerySchema>;

const fieldId = (name: FieldPath<FormValues>) => `felling-filter-${name}`;

/** How many of the filters are set (the folded form says it). */
const activeCount = (filters: FellingFilters) =>
  [filters.municipality, filters.from, filters.to].filter((value) => value !== '').length;

const toForm = (filters: FellingFilters): FormValues => ({
  savivaldybe: filters.municipality,
  nuo: filters.from,
  iki: filters.to,
});

export function FellingFilterForm({
  filters,
  onApply,
  onReset,
}: {
  filters: FellingFilters;
  onApply: (filters: FellingFilters) => void;
  onReset: () => void;
}) {
  const t = useT();
  const { language } = useLanguage();
  const [failedSubmits, setFailedSubmits] = useState(0);
  const count = activeCount(filters);
  const form = useForm<FellingQueryInput, unknown, Parsed>({
    resolver: valibotResolver(fellingQuerySchema),
    // Checked when sent (GOV.UK): a message appearing on blur would move the button from under the pointer.
    mode: 'onSubmit',
    shouldFocusError: false,
    values: toForm(filters),
  });
  const municipalities = useMemo(() => {
    const compare = compareNames(language);
    return MUNICIPALITIES.map((option) => ({ value: option.value, label: t(option.label) })).sort((a, b) =>
      compare(a.label, b.label),
    );
  }, [t, language]);
  // Checked on submit only: before it a field is neither valid nor invalid (no green on an empty field).
  const { errors, isSubmitted } = form.formState;
  const labels: Record<FieldPath<FormValues>, string> = {
    savivaldybe: t('fishingMap.filter.municipality'),
    nuo: t('fellingMap.filter.from'),
    iki: t('fellingMap.filter.to'),
  };
  const errorText = (name: FieldPath<FormValues>) => {
    const message = errors[name]?.message;
    if (!message) return undefined;
    return isMessageId(message) ? t(message) : message;
  };
  const state = (name: FieldPath<FormValues>) => ({
    error: errorText(name),
    shown: isSubmitted,
  });
  const summary: SummaryItem[] = isSubmitted
    ? (['savivaldybe', 'nuo', 'iki'] as const).flatMap((name) => {
        const message = errorText(name);
        return message ? [{ fieldId: fieldId(name), message: `${labels[name]}: ${message}` }] : [];
      })
    : [];

  const apply = (parsed: Parsed) =>
    onApply({ municipality: parsed.savivaldybe ?? '', from: parsed.nuo ?? '', to: parsed.iki ?? '' });

  return (
    <FoldingFilters className="map-filters felling-filters" label={t('fellingMap.filters')} count={count}>
      <form noValidate onSubmit={form.handleSubmit(apply, () => setFailedSubmits((n) => n + 1))}>
        <ErrorSummary title={t('form.errorSummaryTitle')} items={summary} focusKey={failedSubmits} />
        <div className="felling-filters__fields">
          <SelectField
            id={fieldId('savivaldybe')}
            label={labels.savivaldybe}
            blankOption={t('fishingMap.filter.allMunicipalities')}
            options={municipalities}
            registration={form.register('savivaldybe')}
          />
          <fieldset className="fieldset felling-filters__period" aria-describedby="felling-period-hint">
            <legend className="fieldset__legend map-filters__legend">{t('fellingMap.filter.period')}</legend>
            <p className="field__hint" id="felling-period-hint">
              {t('fellingMap.filter.periodHint')}
            </p>
            <div className="felling-filters__dates">
              {(['nuo', 'iki'] as const).map((name) => (
                <TextField
                  key={name}
                  id={fieldId(name)}
                  type="date"
                  label={labels[name]}
                  state={state(name)}
                  registration={form.register(name)}
                />
              ))}
            </div>
          </fieldset>
        </div>
        <div className="button-row">
          <button type="submit" className="button button--primary">
            {t('fellingMap.filter.apply')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              form.reset({ savivaldybe: '', nuo: '', iki: '' });
              onReset();
            }}
          >
            {t('fishingMap.filter.clear')}
          </button>
        </div>
      </form>
    </FoldingFilters>
  );
}
