/**
 * Public statistics per permit kind (issue 22; ADRs 0030–0032): the scheduled refresh of the
 * figures and the open datasets, the reports read from the figures, their CSV, and the officers'
 * workload.
 *
 * A report never reads permits or applications: it sums the monthly cells the refresh made
 * (repository.ts), so its cost depends on the number of months and breakdown values, not on the
 * number of permits. Every published count goes through disclosure.ts.
 */

import { todayInLithuania } from '../../../shared/fields/dates.ts';
import { isKnownMessageId, type Language, type MessageId, translate } from '../../../shared/i18n/index.ts';
import { PERMIT_KINDS } from '../../../shared/permits/kind-list.ts';
import { L08_1_FELLING_TYPES } from '../../../shared/permits/kinds/l08_1/index.ts';
import { L08_2_FELLING_TYPES } from '../../../shared/permits/kinds/l08_2/index.ts';
import {
  type Breakdown,
  MAX_REPORT_YEARS,
  MEASURE_BREAKDOWNS,
  type Measure,
  measuresOf,
  OPEN_DATA_LICENCE,
  type Period,
  type StatisticsCell,
  type StatisticsReport,
  type Workload,
} from '../../../shared/statistics/api.ts';
import { type Db, transaction } from '../../db/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { publishedCell, publishedTotal, type RawCell } from './disclosure.ts';
import { fellingOpenData } from './open-data.ts';
import {
  decisionDays,
  FELLING_BY_MUNICIPALITY,
  lastRefresh,
  oldestWaiting,
  openDataFile,
  PERIOD_FORMAT,
  recordRefresh,
  replaceCells,
  speciesNames,
  summedCells,
  WAITING_STATES,
  waitingByState,
  writeOpenDataFile,
} from './repository.ts';

/** The reports of spec §2 and the kinds each covers (`l08` → L08.1, L08.2, L08.3). */
export function kindsOfReport(report: string): string[] {
  return PERMIT_KINDS.filter((kind) => kind.report === report).map((kind) => kind.segment);
}

/** The query as the service applies it, defaults filled in. */
export interface ReportQuery {
  measure: Measure;
  by: Breakdown;
  period: Period;
  /** `yyyy-MM`. */
  from: string;
  to: string;
  language: Language;
}

const addMonths = (month: string, months: number) => {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};
const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7));

/**
 * The parsed query with its defaults for `report`: applications by state per year over the last
 * five years. A measure the report lacks, a breakdown the measure lacks or a period longer than
 * MAX_REPORT_YEARS is a 400 on the field, in the caller's language.
 */
export function resolveReportQuery(
  report: string,
  parsed: {
    rodiklis?: Measure | undefined;
    pagal?: Breakdown | undefined;
    laikotarpis?: Period | undefined;
    nuo?: string | undefined;
    iki?: string | undefined;
    kalba?: Language | undefined;
  },
  lang: Language,
  today: string = todayInLithuania(),
): ReportQuery {
  if (kindsOfReport(report).length === 0) throw notFound();
  const measure = parsed.rodiklis ?? 'applications';
  const language = parsed.kalba ?? lang;
  const field = (name: string, message: MessageId, values?: Record<string, string | number>) =>
    new HttpError(400, 'error.validation', undefined, [
      { field: name, message: translate(lang, message, values) },
    ]);
  if (!measuresOf(report).includes(measure)) throw field('rodiklis', 'validation.choice');
  const breakdowns = MEASURE_BREAKDOWNS[measure];
  const by = parsed.pagal ?? breakdowns[0]!;
  if (!breakdowns.includes(by)) throw field('pagal', 'validation.choice');
  const thisMonth = today.slice(0, 7);
  const to = parsed.iki ?? (parsed.nuo && parsed.nuo > thisMonth ? parsed.nuo : thisMonth);
  const from = parsed.nuo ?? `${Number(to.slice(0, 4)) - 4}-01`;
  if (monthsBetween(from, to) >= MAX_REPORT_YEARS * 12)
    throw field('iki', 'statistics.error.periodTooLong', { max: MAX_REPORT_YEARS });
  return { measure, by, period: parsed.laikotarpis ?? 'metai', from, to, language };
}

/** Every period key from `from` to `to` (`yyyy-MM`), in order. */
export function periodKeys(period: Period, from: string, to: string): string[] {
  const keys: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) {
    const year = month.slice(0, 4);
    const key =
      period === 'metai'
        ? year
        : period === 'ketvirtis'
          ? `${year}-Q${Math.floor((Number(month.slice(5, 7)) - 1) / 3) + 1}`
          : month;
    if (keys[keys.length - 1] !== key) keys.push(key);
  }
  return keys;
}

export function periodLabel(key: string, language: Language): string {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(key);
  if (quarter)
    return translate(language, 'statistics.quarterLabel', { year: quarter[1]!, quarter: quarter[2]! });
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  if (month)
    return translate(language, 'statistics.monthLabel', {
      year: month[1]!,
      month: translate(language, `publicCatch.monthLong.${Number(month[2])}` as MessageId),
    });
  return key;
}

/** The column of statistics_cells that holds a breakdown. */
function columnOf(measure: Measure, by: Breakdown): 'dim1' | 'dim2' | 'kind' {
  if (by === 'kind') return 'kind';
  if (by === 'type' || by === 'quotaKind' || (measure === 'felling' && by === 'fellingType')) return 'dim2';
  return 'dim1';
}

const FELLING_TYPE_LABELS = new Map<string, MessageId>(
  [...L08_1_FELLING_TYPES, ...L08_2_FELLING_TYPES].map((option) => [option.value, option.label as MessageId]),
);

/** A breakdown value's name in `language`; the code itself when the catalogs have no name. */
function labeller(measure: Measure, by: Breakdown, language: Language, species: Map<string, string>) {
  const known = (id: string, code: string) =>
    isKnownMessageId(id) ? translate(language, id as MessageId) : code;
  return (code: string): string => {
    if (code === '') return translate(language, 'statistics.notGiven');
    switch (by) {
      case 'state':
        return known(measure === 'applications' ? `applicationState.${code}` : `permitState.${code}`, code);
      case 'type':
        return known(`applicationType.${code}`, code);
      case 'kind': {
        const kind = PERMIT_KINDS.find((k) => k.segment === code);
        return kind ? `${kind.code} ${translate(language, kind.title)}` : code;
      }
      case 'municipality':
        return known(`municipality.${code}`, code);
      case 'fellingType': {
        const label = FELLING_TYPE_LABELS.get(code);
        return label ? translate(language, label) : code;
      }
      case 'period':
        return known(`angler.period.${code}`, code);
      case 'species':
        return species.get(code) ?? code;
      case 'activity':
        return known(`l13.activity.${code}`, code);
      case 'category':
        return isKnownMessageId(`l16.category.${code}`)
          ? translate(language, `l16.category.${code}` as MessageId)
          : known(`l16.programme.${code}`, code);
      case 'quotaType':
        return known(`l04.quotaType.${code}`, code);
      case 'quotaKind':
        return known(`l04.quotaKind.${code}`, code);
    }
  };
}

/** A report answer is kept in memory this long: the figures change every 15 minutes at most. */
const MEMO_MS = 60_000;
const MEMO_MAX = 500;

export function createStatisticsService({ db }: { db: Db }) {
  const memo = new Map<string, { at: number; answer: Promise<StatisticsReport> }>();
  const refreshListeners: (() => void)[] = [];
  return {
    /** Called after each refresh on this node (the routes forget their copies). */
    onRefresh(listener: () => void) {
      refreshListeners.push(listener);
    },

    /** The report, kept for MEMO_MS per query on this node (the answers are the same for everyone). */
    cachedReport(report: string, query: ReportQuery): Promise<StatisticsReport> {
      const key = `${report}|${query.measure}|${query.by}|${query.period}|${query.from}|${query.to}|${query.language}`;
      const now = Date.now();
      const kept = memo.get(key);
      if (kept && now - kept.at < MEMO_MS) return kept.answer;
      if (memo.size >= MEMO_MAX) memo.clear();
      const answer = this.report(report, query);
      memo.set(key, { at: now, answer });
      answer.catch(() => memo.delete(key));
      return answer;
    },

    /**
     * Makes every figure and open dataset again (the scheduled job; one node runs it). The figures
     * are replaced in one transaction, so a report never reads half of a refresh.
     */
    async refresh(now = new Date()): Promise<{ cells: number; fellingPermits: number; tookMs: number }> {
      const started = performance.now();
      const cells = await transaction(db, async (tx) => {
        const made = await replaceCells(tx);
        await recordRefresh(tx, now, made, Math.round(performance.now() - started));
        return made;
      });
      memo.clear();
      for (const listener of refreshListeners) listener();
      const felling = await fellingOpenData(db, now);
      await transaction(db, async (tx) => {
        for (const file of felling.files) await writeOpenDataFile(tx, file);
      });
      return { cells, fellingPermits: felling.rows, tookMs: Math.round(performance.now() - started) };
    },

    async report(report: string, query: ReportQuery): Promise<StatisticsReport> {
      const kinds = kindsOfReport(report);
      const { measure, by, period, from, to, language } = query;
      const [rows, refreshedAt] = await Promise.all([
        summedCells(db, {
          measure: measure === 'felling' && by === 'municipality' ? FELLING_BY_MUNICIPALITY : measure,
          kinds,
          from: `${from}-01`,
          to: `${to}-01`,
          column: columnOf(measure, by),
          format: PERIOD_FORMAT[period],
        }),
        lastRefresh(db),
      ]);
      const species =
        by === 'species'
          ? new Map(
              (await speciesNames(db, [...new Set(rows.map((r) => r.code))])).map((s) => [
                s.code,
                language === 'lt' ? s.nameLt : s.nameEn,
              ]),
            )
          : new Map<string, string>();
      const keys = periodKeys(period, from, to);
      const column = new Map(keys.map((key, index) => [key, index]));
      const byCode = new Map<string, RawCell[]>();
      for (const row of rows) {
        const index = column.get(row.period);
        if (index === undefined) continue;
        let cells = byCode.get(row.code);
        if (!cells) {
          cells = keys.map(() => ({ count: 0, area: 0, volume: 0 }));
          byCode.set(row.code, cells);
        }
        cells[index] = { count: row.count, area: row.area, volume: row.volume };
      }
      const amounts = measure === 'felling' || measure === 'quotas';
      // The quotas' two amounts are kept in the cells' area and volume (repository.ts).
      const publish = (cell: StatisticsCell | null): StatisticsCell | null => {
        if (cell === null || measure !== 'quotas') return cell;
        return { count: cell.count, allocated: cell.area ?? null, converted: cell.volume ?? null };
      };
      const label = labeller(measure, by, language, species);
      const collator = new Intl.Collator(language === 'lt' ? 'lt-LT' : 'en-GB');
      const named = [...byCode].map(([code, cells]) => ({ code, label: label(code), cells }));
      // Largest first, so the chart's and the table's first rows are the main ones; names break ties.
      const total = (cells: RawCell[]) => cells.reduce((sum, cell) => sum + cell.count, 0);
      named.sort((a, b) => total(b.cells) - total(a.cells) || collator.compare(a.label, b.label));
      return {
        report,
        kinds,
        measure,
        measures: measuresOf(report),
        by,
        breakdowns: [...MEASURE_BREAKDOWNS[measure]],
        period,
        from,
        to,
        language,
        values:
          measure === 'felling'
            ? ['count', 'area', 'volume']
            : measure === 'quotas'
              ? ['count', 'allocated', 'converted']
              : ['count'],
        periods: keys.map((key) => ({ key, label: periodLabel(key, language) })),
        rows: named.map((row) => ({
          code: row.code,
          label: row.label,
          cells: row.cells.map((cell) => publish(publishedCell(cell, amounts))!),
        })),
        totals: keys.map((_, index) =>
          publish(
            publishedTotal(
              named.map((row) => row.cells[index]!),
              amounts,
            ),
          ),
        ),
        asOf: refreshedAt ? refreshedAt.toISOString() : null,
        licence: { ...OPEN_DATA_LICENCE },
      };
    },

    /** The open dataset as written by the last refresh, or undefined before the first. */
    openData(dataset: string, format: 'geojson' | 'csv') {
      return openDataFile(db, dataset, format);
    },

    async workload(now = new Date()): Promise<Workload> {
      const yearAgo = new Date(now.getTime() - 365 * 86_400_000);
      const [waiting, decided, oldest] = await Promise.all([
        waitingByState(db),
        decisionDays(db, yearAgo),
        oldestWaiting(db, 20),
      ]);
      const kinds = new Map<string, Workload['kinds'][number]>();
      const entry = (kind: string) => {
        let found = kinds.get(kind);
        if (!found) {
          found = { kind, byState: {}, waiting: 0, decided: 0, medianDays: null };
          kinds.set(kind, found);
        }
        return found;
      };
      for (const row of waiting) {
        const found = entry(row.kind);
        found.byState[row.state] = row.count;
        found.waiting += row.count;
      }
      for (const row of decided) {
        const found = entry(row.kind);
        found.decided = row.decided;
        found.medianDays = row.medianDays === null ? null : Math.round(row.medianDays * 10) / 10;
      }
      const order = PERMIT_KINDS.map((kind) => kind.segment as string);
      return {
        kinds: [...kinds.values()].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind)),
        oldest: oldest.map((row) => ({
          id: row.id,
          number: row.number,
          kind: row.kind,
          state: row.state,
          submittedAt: row.submittedAt.toISOString(),
          waitingDays: Math.floor((now.getTime() - row.submittedAt.getTime()) / 86_400_000),
        })),
        asOf: now.toISOString(),
      };
    },
  };
}
export type StatisticsService = ReturnType<typeof createStatisticsService>;

export { WAITING_STATES };

// --- CSV ---------------------------------------------------------------------------------------

const csvField = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csvNumber = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const csvCount = (cell: StatisticsCell | null) => (cell === null ? '' : String(cell.count));

/**
 * The report's table as CSV (RFC 4180: `,`-separated, `.` decimals, like the open felling
 * dataset, so that programs read both alike; a UTF-8 mark so that spreadsheets read the letters), one row per breakdown value and period, then the totals; "<5" as in the JSON. The date of the data
 * and the licence go in the answer's headers (routes.ts) and the open data page.
 */
export function reportCsv(report: StatisticsReport): string {
  const t = (id: MessageId, values?: Record<string, string>) => translate(report.language, id, values);
  const amounts = report.values.filter(
    (value): value is 'area' | 'volume' | 'allocated' | 'converted' => value !== 'count',
  );
  const header = [
    t('statistics.csv.breakdown'),
    t('statistics.csv.code'),
    t('statistics.csv.period'),
    t('statistics.csv.count'),
    ...amounts.map((value) => t(`statistics.csv.${value}`)),
  ];
  const lines = [header.map(csvField).join(',')];
  const line = (label: string, code: string, period: string, cell: StatisticsCell | null) =>
    [
      csvField(label),
      csvField(code),
      csvField(period),
      csvCount(cell),
      ...amounts.map((value) => csvNumber(cell?.[value])),
    ].join(',');
  for (const row of report.rows)
    report.periods.forEach((period, index) => {
      lines.push(line(row.label, row.code, period.key, row.cells[index]!));
    });
  report.periods.forEach((period, index) => {
    lines.push(line(t('statistics.total'), '', period.key, report.totals[index]!));
  });
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
