/**
 * The fishing permits summary (issue 18; spec §2 /zveju-leidimu-suvestine, ROLE_L03; ADR 0023):
 * permits and licences sold on the lessor's water bodies by period, water body and kind, with
 * counts, revenue and totals. The filters live in the address (a link or a reload shows the same
 * summary); the table sorts by any column; the chart (the catch report's, catch-chart.tsx) shows
 * permits sold per month over the same days; the CSV is the server's, with the same filters.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { todayInLithuania } from '../../../shared/fields/dates.ts';
import {
  FISHING_SUMMARY_PATH,
  SUMMARY_GROUPS,
  SUMMARY_KINDS,
  type SummaryDto,
  type SummaryGroup,
  type SummaryKind,
  type SummaryRowDto,
} from '../../../shared/water-bodies/licence-requests.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { api, buildUrl } from '../../platform/api.ts';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { SelectField } from '../../ui/form/select-field.tsx';
import { Notice, PageHeader } from '../../ui/page.tsx';
import { euros, formatDay } from '../../ui/permits/format.ts';
import { type SortableColumn, SortableTable, type TableSortState } from '../../ui/sortable-table.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { CatchChart, monthBars } from '../public-info/index.ts';
import { LESSOR_QUERY, LoadFailed, OfflineNotice } from './lessor-ui.tsx';
import './water-bodies.css';

type Column = 'period' | 'waterBody' | 'kind' | 'count' | 'revenue';
const COLUMNS: SortableColumn<Column>[] = [
  { column: 'period', label: 'fishingSummary.period', numeric: false },
  { column: 'waterBody', label: 'fishingSummary.waterBody', numeric: false },
  { column: 'kind', label: 'fishingSummary.kind', numeric: false },
  { column: 'count', label: 'fishingSummary.count', numeric: true },
  { column: 'revenue', label: 'fishingSummary.revenue', numeric: true },
];
const kindLabel = (kind: SummaryKind) => `fishingSummary.kind.${kind}` as const;
const groupLabel = (group: SummaryGroup) => `fishingSummary.group.${group}` as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface Filters {
  from: string;
  to: string;
  group: SummaryGroup;
  waterBody: string;
  kind: SummaryKind | '';
}

function filtersOf(params: URLSearchParams): Filters {
  const today = todayInLithuania();
  const pick = <T extends string>(value: string | null, allowed: readonly T[], otherwise: T | '') =>
    value && (allowed as readonly string[]).includes(value) ? (value as T) : otherwise;
  const to = DAY.test(params.get('to') ?? '') ? params.get('to')! : today;
  return {
    from: DAY.test(params.get('from') ?? '') ? params.get('from')! : `${to.slice(0, 4)}-01-01`,
    to,
    group: pick(params.get('group'), SUMMARY_GROUPS, 'month') as SummaryGroup,
    waterBody: /^\d{1,20}$/.test(params.get('waterBody') ?? '') ? params.get('waterBody')! : '',
    kind: pick(params.get('kind'), SUMMARY_KINDS, ''),
  };
}

function queryOf(f: Filters) {
  return {
    from: f.from,
    to: f.to,
    group: f.group,
    waterBody: f.waterBody || undefined,
    kind: f.kind || undefined,
  };
}

function sortRows(rows: SummaryRowDto[], sort: TableSortState<Column>, kindName: (k: SummaryKind) => string) {
  const value = (r: SummaryRowDto): string | number =>
    sort.column === 'period'
      ? r.period
      : sort.column === 'waterBody'
        ? r.waterBodyName
        : sort.column === 'kind'
          ? kindName(r.kind)
          : sort.column === 'count'
            ? r.count
            : r.revenueCents;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return (
      (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'lt')) *
      sign
    );
  });
}

export function FishingSummaryPage() {
  const t = useT();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const [draft, setDraft] = useState<Filters>(filters);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const [sort, setSort] = useState<TableSortState<Column>>({ column: 'period', direction: 'asc' });
  const summary = useQuery({
    queryKey: ['fishing-summary', queryOf(filters)],
    ...LESSOR_QUERY,
    placeholderData: keepPreviousData,
    queryFn: () => api.get<SummaryDto>(FISHING_SUMMARY_PATH, { query: queryOf(filters) }),
  });
  // The chart: permits sold per month over the same days, whatever the table's grouping.
  const monthly = useQuery({
    queryKey: ['fishing-summary', { ...queryOf(filters), group: 'month' }],
    ...LESSOR_QUERY,
    placeholderData: keepPreviousData,
    queryFn: () =>
      api.get<SummaryDto>(FISHING_SUMMARY_PATH, { query: { ...queryOf(filters), group: 'month' } }),
  });
  const kindName = (kind: SummaryKind) => t(kindLabel(kind));
  const rows = summary.data ? sortRows(summary.data.rows, sort, kindName) : [];
  const bars = useMemo(
    () =>
      monthBars(
        filters.from,
        filters.to,
        (monthly.data?.rows ?? []).map((r) => ({ month: r.period, fish: r.count })),
      ),
    [monthly.data, filters.from, filters.to],
  );
  const period = `${formatDay(filters.from, language)} – ${formatDay(filters.to, language)}`;
  const totalCount = bars.reduce((n, b) => n + b.fish, 0);

  function apply(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!DAY.test(draft.from)) found.from = t('validation.invalidDate');
    if (!DAY.test(draft.to)) found.to = t('validation.invalidDate');
    else if (!found.from && draft.to < draft.from) found.to = t('validation.dateToNotBeforeFrom');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(queryOf(draft))) if (value) next.set(key, value);
    setParams(next);
  }

  const fieldId = (field: string) => `summary-${field}`;
  const fieldClass = (field: string) => (errors[field] ? 'field field--invalid' : 'field');
  const fieldError = (field: string) =>
    errors[field] ? (
      <p className="field__error" id={`${fieldId(field)}-error`}>
        {errors[field]}
      </p>
    ) : null;
  const csvUrl = buildUrl(`${FISHING_SUMMARY_PATH}/csv`, queryOf(filters));

  return (
    <>
      <PageHeader title={t('route.fishingSummary')} lead={t('fishingSummary.lead')} />
      <OfflineNotice />
      <form className="water-body-terms" onSubmit={apply} noValidate aria-labelledby="summary-filters">
        <h2 id="summary-filters">{t('fishingSummary.filters')}</h2>
        <ErrorSummary
          title={t('fishingSummary.errorsTitle')}
          items={Object.entries(errors).map(([field, message]) => ({ fieldId: fieldId(field), message }))}
          focusKey={attempt}
        />
        <div className="water-body-terms__prices">
          {(['from', 'to'] as const).map((field) => (
            <div key={field} className={fieldClass(field)}>
              <label className="field__label" htmlFor={fieldId(field)}>
                {t(field === 'from' ? 'fishingSummary.from' : 'fishingSummary.to')}
              </label>
              {fieldError(field)}
              <input
                id={fieldId(field)}
                className="field__input"
                type="date"
                value={draft[field]}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={errors[field] ? `${fieldId(field)}-error` : undefined}
                onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
              />
            </div>
          ))}
          <SelectField
            id={fieldId('group')}
            label={t('fishingSummary.group')}
            value={draft.group}
            onChange={(e) => setDraft({ ...draft, group: e.target.value as SummaryGroup })}
            options={SUMMARY_GROUPS.map((g) => ({ value: g, label: t(groupLabel(g)) }))}
          />
          <SelectField
            id={fieldId('waterBody')}
            label={t('fishingSummary.waterBody')}
            value={draft.waterBody}
            onChange={(e) => setDraft({ ...draft, waterBody: e.target.value })}
            blankOption={t('fishingSummary.allWaterBodies')}
            options={(summary.data?.waterBodies ?? []).map((w) => ({ value: w.code, label: w.name }))}
          />
          <SelectField
            id={fieldId('kind')}
            label={t('fishingSummary.kind')}
            value={draft.kind}
            onChange={(e) => setDraft({ ...draft, kind: e.target.value as SummaryKind | '' })}
            blankOption={t('fishingSummary.allKinds')}
            options={SUMMARY_KINDS.map((k) => ({ value: k, label: t(kindLabel(k)) }))}
          />
        </div>
        <button type="submit" className="button">
          {t('fishingSummary.show')}
        </button>
      </form>
      {summary.isPending ? (
        <Spinner label={t('fishingSummary.loading')} />
      ) : summary.isError ? (
        <LoadFailed error={summary.error} retry={() => summary.refetch()} />
      ) : (
        <section aria-labelledby="summary-results" className="fishing-summary">
          <h2 id="summary-results">{period}</h2>
          <p>
            <a className="button button--secondary" href={csvUrl} download>
              {t('fishingSummary.csv')}
            </a>
          </p>
          {summary.data.rows.length === 0 ? (
            <Notice>{t('fishingSummary.none')}</Notice>
          ) : (
            <SortableTable
              block="catch-table"
              caption={t('fishingSummary.caption')}
              columns={COLUMNS}
              sort={sort}
              onSort={(column) =>
                setSort((s) => ({
                  column,
                  direction: s.column === column && s.direction === 'asc' ? 'desc' : 'asc',
                }))
              }
            >
              <tbody>
                {rows.map((r) => (
                  <tr key={`${r.period}|${r.waterBodyCode}|${r.kind}`}>
                    <th scope="row">{r.period}</th>
                    <td>
                      <Link to={`/telkiniai/${r.waterBodyCode}`}>{r.waterBodyName}</Link>
                    </td>
                    <td>{kindName(r.kind)}</td>
                    <td className="catch-table__number">{r.count}</td>
                    <td className="catch-table__number">{euros(r.revenueCents, language)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3}>
                    {t('fishingSummary.total')}
                  </th>
                  <td className="catch-table__number">{summary.data.totals.count}</td>
                  <td className="catch-table__number">{euros(summary.data.totals.revenueCents, language)}</td>
                </tr>
              </tfoot>
            </SortableTable>
          )}
          {bars.length > 0 && (
            <figure className="catch-chart">
              <figcaption className="catch-chart__title">{t('fishingSummary.chartTitle')}</figcaption>
              <CatchChart
                bars={bars}
                axisTitle={t('fishingSummary.count')}
                summary={t('fishingSummary.chartSummary', { period, total: String(totalCount) })}
              />
            </figure>
          )}
        </section>
      )}
    </>
  );
}
