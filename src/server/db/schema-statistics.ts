/**
 * Public statistics (issue 22, ADR 0030): the figures the /public-info reports read, refreshed
 * together by one scheduled job so that no report scans permits or applications per request.
 *
 * `statistics_cells` holds one count per month, kind, measure and breakdown: e.g. applications of
 * L13 submitted in 2026-03 that are now VERTINAMA and were NAUJA; the felled area of L08.2 notices
 * issued in 2026-04 in Trakai district for sanitary felling. A report sums the months of its
 * period (a quarter or a year) when asked. The table is small (months × kinds × states or
 * municipalities), whatever the number of permits.
 *
 * `open_data_files` holds the open datasets the same job writes (ADR 0032): the felling permits
 * and notices as GeoJSON and CSV, served as they were written, with the date of the data.
 *
 * `statistics_refreshes` has one row: when the figures were last made, so every answer says so.
 */
import { date, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

export const statisticsCells = pgTable(
  'statistics_cells',
  {
    /** applications, permits, felling, tickets, licences, waste, certificates, installations, quotas. */
    measure: text('measure').notNull(),
    /** The first day of the month (Lithuanian time) the application was submitted or the permit issued. */
    month: date('month', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    /** The first breakdown: a state, a municipality, a period, a species, an activity, a category, a quota type. */
    dim1: text('dim1').notNull(),
    /** The second breakdown (an application's type, a kind of felling, a quota kind), '' when none. */
    dim2: text('dim2').notNull().default(''),
    /** Applications or permits (never persons) in the cell. */
    count: integer('count').notNull(),
    /**
     * The cell's two amounts. L08: felled area in hectares and volume in m³ of the cell's permits;
     * L04 quotas: units allocated and units of them converted (ADR 0030).
     */
    area: doublePrecision('area'),
    volume: doublePrecision('volume'),
  },
  (t) => [index('statistics_cells_measure_idx').on(t.measure, t.kind, t.month)],
);

export const statisticsRefreshes = pgTable('statistics_refreshes', {
  /** Always 'figures'. */
  id: text('id').primaryKey(),
  refreshedAt: ts('refreshed_at').notNull(),
  cells: integer('cells').notNull(),
  tookMs: integer('took_ms').notNull(),
});

export const openDataFiles = pgTable(
  'open_data_files',
  {
    /** The dataset, e.g. `miskai-kirtimai`. */
    dataset: text('dataset').notNull(),
    /** `geojson` or `csv`. */
    format: text('format').notNull(),
    content: text('content').notNull(),
    /** When the data was read from the permits. */
    generatedAt: ts('generated_at').notNull(),
    rows: integer('rows').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dataset, t.format] })],
);
