/**
 * The report's filters: water body, species and period. A form with a button rather than fields
 * that reload the report as they change (WCAG 3.2.2); a wrong period gets the error summary and the
 * field's message, as every form here (GOV.UK pattern). Applied filters go to the address.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { REPORT_PERIOD_MAX_YEARS } from '../../../../shared/anglers/catch-reports.ts';
import { useT } from '../../../i18n/use-t.ts';
import { isMessageId } from '../../../platform/message-text.ts';
import { ErrorSummary, type SummaryItem } from '../../../ui/form/error-summary.tsx';
import { SelectField } from '../../../ui/form/select-field.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { Icon } from '../../../ui/icon.tsx';
import {
  type CatchFilters,
  type CatchFiltersInput,
  catchFiltersSchema,
  defaultPeriod,
} from './report-filters.ts';

export interface FilterOption {
  value: string;
  label: string;
}

const fieldId = (name: FieldPath<CatchFiltersInput>) => `catch-filter-${name}`;

export function CatchFiltersForm({
  filters,
  waterBodies,
  species,
  onApply,
  onReset,
}: {
  filters: CatchFilters;
  /** The choices the report offers; null before the first answer. */
  waterBodies: FilterOption[] | null;
  species: FilterOption[] | null;
  onApply: (filters: CatchFilters) => void;
  onReset: () => void;
}) {
  const t = useT();
  const [failedSubmits, setFailedSubmits] = useState(0);
  const form = useForm<CatchFiltersInput, unknown, CatchFilters>({
    resolver: valibotResolver(catchFiltersSchema),
    // Checked when sent (GOV.UK): a message appearing on blur would move the button from under the pointer.
    mode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: filters,
  });
  // Checked on submit only: before it a field is neither valid nor invalid (no green on an empty field).
  const { errors, isSubmitted } = form.formState;
  const labels: Record<FieldPath<CatchFiltersInput>, string> = {
    waterBody: t('publicCatch.filter.waterBody'),
    species: t('publicCatch.filter.species'),
    from: t('publicCatch.filter.from'),
    to: t('publicCatch.filter.to'),
  };
  // The period's length message names the limit; other messages ignore the value.
  const errorText = (name: FieldPath<CatchFiltersInput>) => {
    const message = errors[name]?.message;
    if (!message) return undefined;
    return isMessageId(message) ? t(message, { max: REPORT_PERIOD_MAX_YEARS }) : message;
  };
  const state = (name: FieldPath<CatchFiltersInput>) => ({
    error: errorText(name),
    shown: isSubmitted,
  });
  const summary: SummaryItem[] = isSubmitted
    ? (['from', 'to'] as const).flatMap((name) => {
        const message = errorText(name);
        return message ? [{ fieldId: fieldId(name), message: `${labels[name]}: ${message}` }] : [];
      })
    : [];

  return (
    <search className="catch-filters" aria-label={t('publicCatch.filter.label')}>
      <form noValidate onSubmit={form.handleSubmit(onApply, () => setFailedSubmits((n) => n + 1))}>
        <ErrorSummary title={t('form.errorSummaryTitle')} items={summary} focusKey={failedSubmits} />
        <div className="catch-filters__fields">
          <SelectField
            id={fieldId('waterBody')}
            label={labels.waterBody}
            blankOption={t('publicCatch.filter.allWaterBodies')}
            options={withCurrent(waterBodies, filters.waterBody)}
            registration={form.register('waterBody')}
          />
          <SelectField
            id={fieldId('species')}
            label={labels.species}
            blankOption={t('publicCatch.filter.allSpecies')}
            options={withCurrent(species, filters.species)}
            registration={form.register('species')}
          />
          <TextField
            id={fieldId('from')}
            type="date"
            label={labels.from}
            required
            state={state('from')}
            registration={form.register('from')}
          />
          <TextField
            id={fieldId('to')}
            type="date"
            label={labels.to}
            required
            state={state('to')}
            registration={form.register('to')}
          />
        </div>
        <div className="button-row">
          <button type="submit" className="button button--primary">
            <Icon name="chart" />
            {t('publicCatch.filter.apply')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              // The form too: changes not yet shown go even when the address has no filters to drop.
              form.reset({ waterBody: '', species: '', ...defaultPeriod() });
              onReset();
            }}
          >
            {t('publicCatch.filter.reset')}
          </button>
        </div>
      </form>
    </search>
  );
}

/**
 * The options, with the address's choice kept even before the report's list arrives (or when it is
 * not in the list), so the form never shows "all" while the report is filtered.
 */
function withCurrent(options: FilterOption[] | null, current: string): FilterOption[] {
  const list = options ?? [];
  return current && !list.some((o) => o.value === current)
    ? [...list, { value: current, label: current }]
    : list;
}
