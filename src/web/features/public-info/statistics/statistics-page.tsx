/**
 * `/public-info/l01` … `/public-info/l16.3`: the public statistics of a permit kind (issue 22; spec
 * §1 "statistics", §2 Public routes). Applications and permits, and the kind's own measures, by
 * period and breakdown, as a chart and a table, with the same table as CSV and JSON. The figures
 * come from aggregates refreshed every 15 minutes (ADR 0030); a count under 5 reads "fewer than 5"
 * (ADR 0031).
 *
 * The filters live in the address, so a link shows the same report. The answer is kept by the
 * service worker, so the last report viewed opens offline; when nothing is kept the page says the
 * network is missing and keeps the filters.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Language, MessageId } from '../../../../shared/i18n/index.ts';
import { PERMIT_KINDS, segmentToCode } from '../../../../shared/permits/kind-list.ts';
import type { StatisticsCell, StatisticsReport, StatisticsValue } from '../../../../shared/statistics/api.ts';
import { useLanguage, useT } from '../../../i18n/use-t.ts';
import { api, buildUrl, isApiError } from '../../../platform/api.ts';
import { useOnline } from '../../../platform/offline/connection-status.tsx';
import { errorText } from '../../../ui/feedback/error-text.ts';
import { ErrorSummary } from '../../../ui/form/error-summary.tsx';
import { SelectField } from '../../../ui/form/select-field.tsx';
import { LinkCards, Notice, PageHeader } from '../../../ui/page.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { BarChart, type ChartBar } from '../catch-report/catch-chart.tsx';
import { formatCount } from '../catch-report/report-format.ts';
import {
  apiQuery,
  FIRST_YEAR,
  filtersFromParams,
  filtersSearch,
  MAX_YEARS,
  type StatisticsFilters,
  yearsProblem,
} from './statistics-filters.ts';
import '../catch-report/catch-report.css';
import './statistics.css';

/** Kept in step with STATISTICS_PATH (src/shared/statistics/api.ts). */
const STATISTICS_API = '/api/public/statistika';
const FELLING_OPEN_DATA = '/api/public/atviri-duomenys/miskai-kirtimai';
const FEWER_THAN = '<5';

const AMOUNT: Record<Language, Intl.NumberFormat> = {
  lt: new Intl.NumberFormat('lt-LT', { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }),
};

function thisMonthInLithuania(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Vilnius', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);
}

export function StatisticsReportPage({ report }: { report: string }) {
  const t = useT();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const thisMonth = thisMonthInLithuania();
  const thisYear = Number(thisMonth.slice(0, 4));
  const filters = useMemo(() => filtersFromParams(params, thisYear), [params, thisYear]);
  const problem = yearsProblem(filters);
  const query = apiQuery(filters, language, thisMonth);
  const answer = useQuery({
    queryKey: ['public-statistics', report, query],
    queryFn: ({ signal }) =>
      api.get<StatisticsReport>(`${STATISTICS_API}/${report}`, { query, on401: 'throw', signal }),
    enabled: problem === null,
    placeholderData: keepPreviousData,
    retry: false,
    meta: { silent: true },
  });
  const current = answer.data && !answer.isPlaceholderData ? answer.data : null;
  const online = useOnline();
  const kinds = PERMIT_KINDS.filter((kind) => kind.report === report);
  const titles = [...new Set(kinds.map((kind) => t(kind.title)))].join('; ');

  return (
    <article className="page statistics-report">
      <PageHeader
        caption={`${segmentToCode(report)} · ${titles}`}
        title={t('route.publicInfoReport', { code: segmentToCode(report) })}
        lead={t('statistics.lead')}
      />
      <FiltersForm
        key={filtersSearch(filters).toString()}
        report={report}
        filters={filters}
        thisYear={thisYear}
        measures={current?.measures ?? answer.data?.measures ?? null}
        breakdowns={current?.breakdowns ?? null}
        onApply={(next) => setParams(filtersSearch(next))}
      />
      <section className="page-section" aria-labelledby="statistics-results">
        <h2 className="section-title" id="statistics-results">
          {t('statistics.resultsTitle', {
            measure: t(`statistics.measure.${filters.measure}` as MessageId),
            from: String(filters.fromYear),
            to: String(filters.toYear),
          })}
        </h2>
        <div role="status" aria-live="polite" className="catch-report__status">
          {problem ? (
            <Notice tone="warning">
              <p>
                {problem === 'order'
                  ? t('statistics.error.order')
                  : t('statistics.error.periodTooLong', { max: MAX_YEARS })}
              </p>
            </Notice>
          ) : answer.isFetching ? (
            <Spinner label={t('statistics.loading')} inline />
          ) : answer.isError ? (
            <Notice tone="warning">
              <p>
                {isApiError(answer.error) && answer.error.status === -1
                  ? t('statistics.offline')
                  : t('statistics.failed', { message: errorText(answer.error, t) })}
              </p>
              <p>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => void answer.refetch()}
                >
                  {t('common.retry')}
                </button>
              </p>
            </Notice>
          ) : current && current.rows.length === 0 ? (
            <Notice>
              <p>{t('statistics.empty')}</p>
            </Notice>
          ) : current ? (
            <>
              <p>{asOfText(current, language, t)}</p>
              {!online && (
                <Notice tone="warning">
                  <p>{t('statistics.offlineCopy')}</p>
                </Notice>
              )}
            </>
          ) : null}
        </div>
        {current && current.rows.length > 0 && !answer.isFetching && <Results report={current} />}
        {current && (
          <Downloads
            csv={buildUrl(`${STATISTICS_API}/${report}.csv`, query)}
            json={buildUrl(`${STATISTICS_API}/${report}`, query)}
          />
        )}
        <Notice>
          <p>{t('statistics.privacy')}</p>
        </Notice>
      </section>
      {report === 'l08' && (
        <section className="page-section" aria-labelledby="statistics-open-data">
          <h2 className="section-title" id="statistics-open-data">
            {t('statistics.openData.title')}
          </h2>
          <p>{t('statistics.openData.felling')}</p>
          <ul className="statistics-downloads">
            <li>
              <a href={`${FELLING_OPEN_DATA}.geojson`} download>
                {t('statistics.openData.geojson')}
              </a>
            </li>
            <li>
              <a href={`${FELLING_OPEN_DATA}.csv`} download>
                {t('statistics.openData.csv')}
              </a>
            </li>
          </ul>
        </section>
      )}
      <section className="page-section" aria-labelledby="statistics-related">
        <h2 className="section-title" id="statistics-related">
          {t('planned.related')}
        </h2>
        <LinkCards
          items={[
            ...kinds.map((kind) => ({
              to: `/permits/${kind.segment}`,
              label: `${kind.code} ${t(kind.title)}`,
              icon: 'book' as const,
            })),
            { to: '/public-info', label: t('publicInfo.allReports'), icon: 'chart' as const },
          ]}
        />
      </section>
    </article>
  );
}

function asOfText(report: StatisticsReport, language: Language, t: ReturnType<typeof useT>): string {
  if (!report.asOf) return t('statistics.notYet');
  const when = new Intl.DateTimeFormat(language === 'lt' ? 'lt-LT' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Vilnius',
  }).format(new Date(report.asOf));
  return t('statistics.asOf', { when, licence: report.licence.name });
}

function FiltersForm({
  report,
  filters,
  thisYear,
  measures,
  breakdowns,
  onApply,
}: {
  report: string;
  filters: StatisticsFilters;
  thisYear: number;
  measures: readonly string[] | null;
  breakdowns: readonly string[] | null;
  onApply: (filters: StatisticsFilters) => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState(filters);
  const [error, setError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const years = [];
  for (let year = thisYear; year >= FIRST_YEAR; year -= 1)
    years.push({ value: String(year), label: String(year) });
  const measureOptions = (measures ?? [filters.measure]).map((m) => ({
    value: m,
    label: t(`statistics.measure.${m}` as MessageId),
  }));
  // The breakdowns of the measure chosen; another measure's are offered once its report is shown.
  const byOptions = (draft.measure === filters.measure && breakdowns ? breakdowns : []).map((b) => ({
    value: b,
    label: t(`statistics.by.${b}` as MessageId),
  }));
  const id = (name: string) => `statistics-${report}-${name}`;
  return (
    <form
      className="catch-filters"
      aria-labelledby={id('title')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problem = yearsProblem(draft);
        if (problem) {
          setError(
            problem === 'order'
              ? t('statistics.error.order')
              : t('statistics.error.periodTooLong', { max: MAX_YEARS }),
          );
          setFailedSubmits((n) => n + 1);
          return;
        }
        setError(null);
        onApply(draft);
      }}
    >
      <h2 className="section-title" id={id('title')}>
        {t('statistics.filters')}
      </h2>
      {error && (
        <ErrorSummary
          title={t('form.errorSummaryTitle')}
          items={[{ fieldId: id('to'), message: error }]}
          focusKey={failedSubmits}
        />
      )}
      <div className="catch-filters__fields">
        <SelectField
          id={id('measure')}
          label={t('statistics.filter.measure')}
          options={measureOptions}
          value={draft.measure}
          onChange={(event) =>
            setDraft({ ...draft, measure: event.target.value as StatisticsFilters['measure'], by: null })
          }
        />
        <SelectField
          id={id('by')}
          label={t('statistics.filter.by')}
          options={byOptions}
          blankOption={byOptions.length === 0 ? t('statistics.filter.byDefault') : undefined}
          value={draft.by ?? byOptions[0]?.value ?? ''}
          onChange={(event) =>
            setDraft({ ...draft, by: (event.target.value || null) as StatisticsFilters['by'] })
          }
        />
        <SelectField
          id={id('period')}
          label={t('statistics.filter.period')}
          options={[
            { value: 'metai', label: t('statistics.period.metai') },
            { value: 'ketvirtis', label: t('statistics.period.ketvirtis') },
            { value: 'menuo', label: t('statistics.period.menuo') },
          ]}
          value={draft.period}
          onChange={(event) =>
            setDraft({ ...draft, period: event.target.value as StatisticsFilters['period'] })
          }
        />
        <SelectField
          id={id('from')}
          label={t('statistics.filter.from')}
          options={years}
          value={String(draft.fromYear)}
          onChange={(event) => setDraft({ ...draft, fromYear: Number(event.target.value) })}
        />
        <SelectField
          id={id('to')}
          label={t('statistics.filter.to')}
          options={years}
          value={String(draft.toYear)}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setDraft({ ...draft, toYear: Number(event.target.value) })}
        />
      </div>
      <button type="submit" className="button">
        {t('statistics.show')}
      </button>
    </form>
  );
}

/** A published count as people read it: "fewer than 5" for "<5". */
function countText(cell: StatisticsCell | null, language: Language, t: ReturnType<typeof useT>): string {
  if (cell === null) return t('statistics.withheld');
  return cell.count === FEWER_THAN ? t('statistics.fewerThan5') : formatCount(cell.count, language);
}

function amountText(
  value: number | null | undefined,
  language: Language,
  t: ReturnType<typeof useT>,
  whole = false,
) {
  if (value === null || value === undefined) return t('statistics.fewerThan5');
  return whole ? formatCount(value, language) : AMOUNT[language].format(value);
}

/** Quota units are whole; the felling amounts have two decimals. */
const WHOLE_VALUES = new Set<StatisticsValue>(['allocated', 'converted']);

function Results({ report }: { report: StatisticsReport }) {
  const t = useT();
  const { language } = useLanguage();
  const measure = t(`statistics.measure.${report.measure}` as MessageId);
  const by = t(`statistics.by.${report.by}` as MessageId);
  const bars: ChartBar[] = report.periods.map((period, index) => {
    const total = report.totals[index] ?? null;
    const value = total && typeof total.count === 'number' ? total.count : null;
    return {
      key: period.key,
      label: period.label,
      value,
      ...(value === null ? { valueText: total ? FEWER_THAN : '–' } : {}),
    };
  });
  const shown = bars.filter((bar) => bar.value !== null);
  const summary =
    shown.length === 0
      ? t('statistics.chart.summaryNone', { measure })
      : t('statistics.chart.summary', {
          measure,
          first: report.periods[0]!.label,
          last: report.periods[report.periods.length - 1]!.label,
          values: bars
            .map(
              (bar) =>
                `${bar.label}: ${bar.value === null ? countText(null, language, t) : formatCount(bar.value, language)}`,
            )
            .join('; '),
        });
  // One table per value: the count, then the measure's amounts (felling area and volume, quota units).
  const tables = report.values.map((value) => ({
    value,
    caption:
      value === 'count'
        ? t('statistics.table.caption', { measure, by })
        : t(`statistics.table.${value}`, { by }),
  }));
  return (
    <>
      <figure className="catch-chart" aria-labelledby="statistics-chart-title">
        <h3 className="catch-chart__title" id="statistics-chart-title">
          {t('statistics.chart.title', { measure })}
        </h3>
        <BarChart bars={bars} summary={summary} axisTitle={t('statistics.chart.axis')} />
      </figure>
      {tables.map((table) => (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard (WCAG 2.1.1)
        <section key={table.value} className="statistics-table" aria-label={table.caption} tabIndex={0}>
          <table className="catch-table">
            <caption>{table.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{by}</th>
                {report.periods.map((period) => (
                  <th scope="col" key={period.key} className="catch-table__number">
                    {period.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) => (
                <tr key={row.code}>
                  <th scope="row">{row.label}</th>
                  {row.cells.map((cell, index) => (
                    <td key={report.periods[index]!.key} className="catch-table__number">
                      {table.value === 'count'
                        ? countText(cell, language, t)
                        : amountText(cell[table.value], language, t, WHOLE_VALUES.has(table.value))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('statistics.total')}</th>
                {report.totals.map((cell, index) => (
                  <td key={report.periods[index]!.key} className="catch-table__number">
                    {table.value === 'count' || cell === null
                      ? countText(cell, language, t)
                      : amountText(cell[table.value], language, t, WHOLE_VALUES.has(table.value))}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </section>
      ))}
    </>
  );
}

function Downloads({ csv, json }: { csv: string; json: string }) {
  const t = useT();
  return (
    <ul className="statistics-downloads" aria-label={t('statistics.downloads')}>
      <li>
        <a href={csv} download>
          {t('statistics.download.csv')}
        </a>
      </li>
      <li>
        <a href={json} download>
          {t('statistics.download.json')}
        </a>
      </li>
    </ul>
  );
}
