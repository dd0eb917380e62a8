/**
 * `/ataskaita/l06_2`: the public report of caught fish (spec §2 Public routes; issue 6 item 4).
 * What salmon and sea trout anglers (L06.2 cards) reported keeping, by water body, species and
 * period, as a chart of fish kept per month and a table. No personal data: the API sends none.
 *
 * The filters and the table's sort live in the address, so a link shows the same report. When the
 * report cannot be fetched (no network, a server fault) the page says so and the filters stay as
 * they were, ready to try again.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type PublicCatchReport, REPORT_PERIOD_MAX_YEARS } from '../../../../shared/anglers/catch-reports.ts';
import { todayInLithuania } from '../../../../shared/fields/dates.ts';
import type { Language } from '../../../../shared/i18n/index.ts';
import { useLanguage, useT } from '../../../i18n/use-t.ts';
import { isApiError } from '../../../platform/api.ts';
import { errorText } from '../../../ui/feedback/error-text.ts';
import { LinkCards, Notice, PageHeader } from '../../../ui/page.tsx';
import { formatDay } from '../../../ui/permits/format.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { CatchChart, ChartTable, useChartSummary } from './catch-chart.tsx';
import { CatchFiltersForm, type FilterOption } from './catch-filters-form.tsx';
import { catchReportKey, fetchCatchReport } from './catch-report-api.ts';
import { CatchTable } from './catch-table.tsx';
import { monthBars } from './report-chart.ts';
import { type CatchFilters, filtersFromParams, filtersProblem, filtersSearch } from './report-filters.ts';
import { formatCount } from './report-format.ts';
import {
  nextSort,
  SORT_PARAM,
  type SortColumn,
  sortFromParam,
  sortParam,
  sortRows,
  tableRows,
  totals,
} from './report-table.ts';
import './catch-report.css';

type Options = { waterBodies: FilterOption[]; species: FilterOption[] };

export function CatchReportPage() {
  const t = useT();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const today = todayInLithuania();
  const filters = useMemo(() => filtersFromParams(params, today), [params, today]);
  const sort = sortFromParam(params.get(SORT_PARAM));
  const problem = filtersProblem(filters);
  const report = useQuery({
    queryKey: catchReportKey(filters),
    queryFn: ({ signal }) => fetchCatchReport(filters, signal),
    enabled: problem === null,
    // The last answer's lists of water bodies and species stay in the form while another filter loads.
    placeholderData: keepPreviousData,
    // A failure is told at once with a way to try again (and the query runs again when the network
    // returns); a paused retry would leave the page saying nothing while offline.
    retry: false,
    meta: { silent: true },
  });
  // The lists of the last answer, kept when a later request fails (offline): the form stays whole.
  const [options, setOptions] = useState<Options | null>(null);
  useEffect(() => {
    if (report.data) setOptions(optionsOf(report.data, language));
  }, [report.data, language]);

  // The answer for these filters only: a previous filter's answer is never shown as this one's.
  const current = report.data && !report.isPlaceholderData ? report.data : null;
  const period = t('publicCatch.period', {
    from: formatDay(filters.from, language),
    to: formatDay(filters.to, language),
  });

  function go(next: CatchFilters, nextSortParam: string | null, replace = false) {
    const search = new URLSearchParams(filtersSearch(next));
    if (nextSortParam) search.set(SORT_PARAM, nextSortParam);
    setParams(search, { replace });
  }

  return (
    <article className="page catch-report">
      <PageHeader
        caption={`L06.2 · ${t('kind.l06_2.title')}`}
        title={t('route.catchReport')}
        lead={t('publicCatch.lead')}
      />
      <CatchFiltersForm
        key={filtersSearch(filters)}
        filters={filters}
        waterBodies={options?.waterBodies ?? null}
        species={options?.species ?? null}
        onApply={(next) => {
          if (sameFilters(next, filters)) void report.refetch();
          else go(next, sortParam(sort));
        }}
        onReset={() => setParams(new URLSearchParams())}
      />
      <section className="page-section" aria-labelledby="catch-results-title">
        <h2 className="section-title" id="catch-results-title">
          {t('publicCatch.resultsTitle', { period })}
        </h2>
        {/* Always in the page, so that screen readers hear what a new filter found (WCAG 4.1.3). */}
        <div role="status" aria-live="polite" className="catch-report__status">
          {problem ? (
            <Notice tone="warning">
              <p>
                {problem === 'order'
                  ? t('publicCatch.orderProblem')
                  : t('publicCatch.error.periodTooLong', { max: REPORT_PERIOD_MAX_YEARS })}
              </p>
            </Notice>
          ) : report.isFetching ? (
            <Spinner label={t('publicCatch.loading')} inline />
          ) : report.isError ? (
            <Notice tone="warning">
              <p>
                {isApiError(report.error) && report.error.status === -1
                  ? t('publicCatch.offline')
                  : t('publicCatch.failed', { message: errorText(report.error, t) })}
              </p>
              <p>{t('publicCatch.filtersKept')}</p>
              <p>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => void report.refetch()}
                >
                  {t('common.retry')}
                </button>
              </p>
            </Notice>
          ) : current && current.rows.length === 0 ? (
            <Notice>
              <p>{t('publicCatch.empty')}</p>
            </Notice>
          ) : current ? (
            <p>
              {t('publicCatch.found', {
                fish: formatCount(totals(current.rows).fish, language),
                reports: formatCount(totals(current.rows).reports, language),
              })}
            </p>
          ) : null}
        </div>
        {current && current.rows.length > 0 && !report.isFetching && (
          <Results
            report={current}
            filters={filters}
            period={period}
            sort={sort}
            onSort={(column) => go(filters, sortParam(nextSort(sort, column)), true)}
          />
        )}
      </section>
      <section className="page-section" aria-labelledby="catch-related">
        <h2 className="section-title" id="catch-related">
          {t('planned.related')}
        </h2>
        <LinkCards
          items={[
            { to: '/l06_2', label: t('kind.l06.pageTitle'), icon: 'card' },
            { to: '/leidimo-paieska/l06_2', label: t('route.permitLookup'), icon: 'search' },
          ]}
        />
      </section>
    </article>
  );
}

function Results({
  report,
  filters,
  period,
  sort,
  onSort,
}: {
  report: PublicCatchReport;
  filters: CatchFilters;
  period: string;
  sort: ReturnType<typeof sortFromParam>;
  onSort: (column: SortColumn) => void;
}) {
  const t = useT();
  const { language } = useLanguage();
  const bars = useMemo(() => monthBars(filters.from, filters.to, report.byMonth), [filters, report.byMonth]);
  const summary = useChartSummary(bars, period);
  const rows = useMemo(() => sortRows(tableRows(report, language), sort, language), [report, language, sort]);
  const whose = filterDescription(report, filters, language);
  return (
    <>
      <figure className="catch-chart" aria-labelledby="catch-chart-title">
        <h3 className="catch-chart__title" id="catch-chart-title">
          {t('publicCatch.chart.title')}
        </h3>
        <CatchChart bars={bars} summary={summary} />
        <ChartTable bars={bars} caption={t('publicCatch.chart.tableCaption', { period })} />
      </figure>
      <h3 className="catch-report__table-title">{t('publicCatch.table.title')}</h3>
      <CatchTable
        rows={rows}
        totals={totals(report.rows)}
        caption={
          whose
            ? t('publicCatch.table.captionFiltered', { period, filters: whose })
            : t('publicCatch.table.caption', { period })
        }
        sort={sort}
        onSort={onSort}
      />
    </>
  );
}

/** "Neris, salmon": the chosen water body and species in words, for the table's caption. */
function filterDescription(report: PublicCatchReport, filters: CatchFilters, language: Language): string {
  const parts: string[] = [];
  if (filters.waterBody)
    parts.push(report.waterBodies.find((w) => w.id === filters.waterBody)?.name ?? filters.waterBody);
  if (filters.species) {
    const species = report.species.find((s) => s.code === filters.species);
    parts.push(species ? (language === 'lt' ? species.nameLt : species.nameEn) : filters.species);
  }
  return parts.length > 0 ? parts.join(', ') : '';
}

/** The API's own order: water bodies by name, species in the catalogue's order. */
function optionsOf(report: PublicCatchReport, language: Language): Options {
  return {
    waterBodies: report.waterBodies.map((w) => ({ value: w.id, label: w.name })),
    species: report.species.map((s) => ({ value: s.code, label: language === 'lt' ? s.nameLt : s.nameEn })),
  };
}

function sameFilters(a: CatchFilters, b: CatchFilters): boolean {
  return a.waterBody === b.waterBody && a.species === b.species && a.from === b.from && a.to === b.to;
}
