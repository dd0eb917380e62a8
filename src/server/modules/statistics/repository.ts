/**
 * The statistics module's SQL (issue 22, ADR 0030): the refresh that turns applications and permits
 * into monthly counts (`statistics_cells`), the report's read of those counts, the open datasets
 * the refresh writes, and the officers' workload.
 *
 * The refresh reads only the columns and data fields a figure needs: kind, state, type, the months
 * of submission and issue, and of the permit's data the municipality, the fellings' kind, area and
 * volume, the angler period and species, the waste activities and the F-gas categories; of the L04
 * quota allocations their month, the quota's type and kind and the units allocated and converted.
 * It never reads a holder, an owner, a name or a code.
 */
import { sql } from 'drizzle-orm';
import type { Runner } from '../../db/index.ts';
import { openDataFiles, statisticsRefreshes } from '../../db/schema-statistics.ts';
import { run, statement } from '../../db/statements.ts';

/** A month in Lithuanian time, as the first day of it. */
const monthOf = (column: string) => `date_trunc('month', ${column} AT TIME ZONE 'Europe/Vilnius')::date`;

/**
 * Permits issued and not cancelled (the felling map's states): left out are drafts, refusals, the
 * annulled, and those replaced by a changed permit (NEGALIOJANTIS: the new one counts) or archived.
 */
export const ISSUED_STATES_SQL = `('GALIOJANTIS','PATIKSLINTAS_GALIOJANTIS','ISDUOTAS','LAIKINAI_SUSTABDYTAS',
  'PATIKSLINTAS_LAIKINAI_SUSTABDYTAS','SUSTABDYTAS','PASIBAIGES')`;

/** A decimal string of the form as a number; anything else is null. */
const decimal = (expression: string) =>
  `CASE WHEN (${expression}) ~ '^\\s*[0-9]+([.,][0-9]+)?\\s*$' THEN replace(trim(${expression}), ',', '.')::numeric END`;

/** The array at `path` of the permit's data, or an empty array when the data has none. */
const arrayAt = (path: string) =>
  `CASE WHEN jsonb_typeof(p.data->'${path}') = 'array' THEN p.data->'${path}' ELSE '[]'::jsonb END`;

/** The stored measure of the felling figures by municipality alone (each permit once). */
export const FELLING_BY_MUNICIPALITY = 'felling-municipality';

/**
 * Each measure's cells, one INSERT … SELECT each (ADR 0030). Applications count once submitted
 * (drafts are the applicant's own); permits count in the month they were issued.
 */
const REFRESH_STEPS: readonly string[] = [
  `INSERT INTO statistics_cells (measure, month, kind, dim1, dim2, count)
   SELECT 'applications', ${monthOf('submitted_at')}, kind, state, type, count(*)::int
   FROM applications WHERE submitted_at IS NOT NULL GROUP BY 2, 3, 4, 5`,
  `INSERT INTO statistics_cells (measure, month, kind, dim1, dim2, count)
   SELECT 'permits', ${monthOf('issued_at')}, kind, state, '', count(*)::int
   FROM permits GROUP BY 2, 3, 4`,
  // L08: per municipality and kind of felling, the permits and the area and volume they allow;
  // then per municipality alone, where a permit with two kinds of felling counts once.
  ...["coalesce(f->>'fellingType', '')", "''"].map(
    (dim2) => `INSERT INTO statistics_cells (measure, month, kind, dim1, dim2, count, area, volume)
   SELECT '${dim2 === "''" ? FELLING_BY_MUNICIPALITY : 'felling'}', ${monthOf('p.issued_at')}, p.kind,
          coalesce(p.data->>'municipality', ''), ${dim2}, count(DISTINCT p.id)::int,
          coalesce(sum(${decimal("f->>'area'")}), 0)::float8, coalesce(sum(${decimal("f->>'volume'")}), 0)::float8
   FROM permits p CROSS JOIN LATERAL jsonb_array_elements(${arrayAt('fellings')}) AS f
   WHERE p.kind IN ('l08_1', 'l08_2', 'l08_3') AND p.state IN ${ISSUED_STATES_SQL}
   GROUP BY 2, 3, 4, 5`,
  ),
  // L05, L06: tickets and cards sold (an angler permit exists once paid), by kind and period.
  `INSERT INTO statistics_cells (measure, month, kind, dim1, dim2, count)
   SELECT 'tickets', ${monthOf('issued_at')}, kind, coalesce(data->>'period', ''), '', count(*)::int
   FROM permits WHERE kind IN ('l05_1', 'l05_2', 'l06_1', 'l06_2') GROUP BY 2, 3, 4`,
  // L06: licences sold, by species (the catalogue's code kept with the ticket).
  `INSERT INTO statistics_cells (measure, month, kind, dim1, dim2, count)
   SELECT 'licences', ${monthOf('issued_at')}, kind, data->'ticket'->'licence'->>'speciesCode', '', count(*)::int
   FROM permits WHERE kind IN ('l06_1', 'l06_2') AND data->'ticket'->'licence'->>'speciesCode' IS NOT NULL
   GROUP BY 2, 3, 4`,
  // L13: licences by waste handling activity (a licence with two activities counts under each).
  `INSERT INTO statistics_cells (measure, month, kind, dim1, dim2, count)
   SELECT 'waste', ${monthOf('p.issued_at')}, p.kind, a->>'activity', '', count(DISTINCT p.id)::int
   FROM permits p CROSS JOIN LATERAL jsonb_array_elements(${arrayAt('activities')}) AS a
   WHERE p.kind = 'l13' AND p.state IN ${ISSUED_STATES_SQL} AND a->>'activity' IS NOT NULL
   GROUP BY 2, 3, 4`,
  // L16: certificates by category: L16.1 by training programme, L16.2 by category recognised,
  // L16.3 by the categories of its activities.
  `INSERT INTO statistics_cells (measure, month, kind, dim1, dim2, count)
   SELECT 'certificates', month, kind, category, '', count(DISTINCT id)::int FROM (
     SELECT p.id, ${monthOf('p.issued_at')} AS month, p.kind, x->>'programme' AS category
       FROM permits p CROSS JOIN LATERAL jsonb_array_elements(${arrayAt('programmes')}) AS x
       WHERE p.kind = 'l16_1' AND p.state IN ${ISSUED_STATES_SQL}
     UNION ALL
     SELECT p.id, ${monthOf('p.issued_at')}, p.kind, x #>> '{}'
       FROM permits p CROSS JOIN LATERAL jsonb_array_elements(${arrayAt('requestedCategories')}) AS x
       WHERE p.kind = 'l16_2' AND p.state IN ${ISSUED_STATES_SQL}
     UNION ALL
     SELECT p.id, ${monthOf('p.issued_at')}, p.kind, c #>> '{}'
       FROM permits p CROSS JOIN LATERAL jsonb_array_elements(${arrayAt('activities')}) AS a
       CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(a->'categories') = 'array'
         THEN a->'categories' ELSE '[]'::jsonb END) AS c
       WHERE p.kind = 'l16_3' AND p.state IN ${ISSUED_STATES_SQL}
   ) certificates WHERE category IS NOT NULL GROUP BY 2, 3, 4`,
  // L09, L10: installations permitted, by municipality.
  `INSERT INTO statistics_cells (measure, month, kind, dim1, dim2, count)
   SELECT 'installations', ${monthOf('issued_at')}, kind, coalesce(data->>'municipality', ''), '', count(*)::int
   FROM permits WHERE kind IN ('l09', 'l10') AND state IN ${ISSUED_STATES_SQL} GROUP BY 2, 3, 4`,
  // L04: the officers' quota allocations in the month made, by quota type and kind, with the units
  // allocated (in `area`) and the units of them since converted into other gear (in `volume`).
  // An allocation a conversion made is left out: its units are the converted ones again, in other
  // gear, and would count them twice (ADR 0030).
  `INSERT INTO statistics_cells (measure, month, kind, dim1, dim2, count, area, volume)
   SELECT 'quotas', ${monthOf('a.created_at')}, 'l04', q.quota_type, q.quota_kind, count(*)::int,
          sum(a.allocated)::float8, sum(a.converted)::float8
   FROM l04_quota_allocations a JOIN l04_quotas q ON q.id = a.quota_id
   WHERE a.source_conversion_id IS NULL
   GROUP BY 2, 4, 5`,
];

/**
 * Replaces every cell in one transaction (readers see the old figures until it commits); returns
 * how many cells there are now. The caller gives the transaction.
 */
export async function replaceCells(tx: Runner): Promise<number> {
  await tx.execute(sql`DELETE FROM statistics_cells`);
  for (const step of REFRESH_STEPS) await tx.execute(sql.raw(step));
  const [row] = await run<{ cells: number }>(tx, COUNT_CELLS, []);
  return row?.cells ?? 0;
}
const COUNT_CELLS = statement('statistics.countCells', 'SELECT count(*)::int AS cells FROM statistics_cells');

export async function recordRefresh(tx: Runner, at: Date, cells: number, tookMs: number): Promise<void> {
  await tx
    .insert(statisticsRefreshes)
    .values({ id: 'figures', refreshedAt: at, cells, tookMs })
    .onConflictDoUpdate({ target: statisticsRefreshes.id, set: { refreshedAt: at, cells, tookMs } });
}

/** One summed row of the report's read: a period key, a breakdown value, the sums. */
export interface SummedCell {
  period: string;
  code: string;
  count: number;
  area: number | null;
  volume: number | null;
}

/**
 * The report's figures: the cells of the measure and kinds between two months (first days),
 * summed per period (`YYYY`, `YYYY-Qn`, `YYYY-MM`) and breakdown column. One named statement per
 * breakdown column; the period's format is a parameter.
 */
const SUM_BY = (column: 'dim1' | 'dim2' | 'kind') =>
  statement(
    `statistics.sum.${column}`,
    `SELECT to_char(month, $5) AS period, ${column} AS code, sum(count)::int AS count,
            sum(area)::float8 AS area, sum(volume)::float8 AS volume
     FROM statistics_cells
     WHERE measure = $1 AND kind = ANY($2::text[]) AND month >= $3::date AND month <= $4::date
     GROUP BY 1, 2`,
  );
const SUMS = { dim1: SUM_BY('dim1'), dim2: SUM_BY('dim2'), kind: SUM_BY('kind') } as const;

/** `to_char` formats of the three periods. */
export const PERIOD_FORMAT = { metai: 'YYYY', ketvirtis: 'YYYY-"Q"Q', menuo: 'YYYY-MM' } as const;

export async function summedCells(
  runner: Runner,
  query: {
    measure: string;
    kinds: readonly string[];
    from: string;
    to: string;
    column: 'dim1' | 'dim2' | 'kind';
    format: string;
  },
): Promise<SummedCell[]> {
  return run<SummedCell>(runner, SUMS[query.column], [
    query.measure,
    query.kinds,
    query.from,
    query.to,
    query.format,
  ]);
}

const REFRESHED_AT = statement(
  'statistics.refreshedAt',
  `SELECT refreshed_at AS "refreshedAt" FROM statistics_refreshes WHERE id = 'figures'`,
);

export async function lastRefresh(runner: Runner): Promise<Date | null> {
  const [row] = await run<{ refreshedAt: Date }>(runner, REFRESHED_AT, []);
  return row?.refreshedAt ?? null;
}

/** L06 species names from the catalogue, for the licences' breakdown. */
export async function speciesNames(
  runner: Runner,
  codes: readonly string[],
): Promise<{ code: string; nameLt: string; nameEn: string }[]> {
  if (codes.length === 0) return [];
  return run(runner, SPECIES_NAMES, [codes]);
}
const SPECIES_NAMES = statement(
  'statistics.speciesNames',
  `SELECT code, name_lt AS "nameLt", name_en AS "nameEn" FROM fish_species WHERE code = ANY($1::text[])`,
);

// --- Open data ----------------------------------------------------------------------------------

export async function writeOpenDataFile(
  tx: Runner,
  file: { dataset: string; format: string; content: string; generatedAt: Date; rows: number },
): Promise<void> {
  await tx
    .insert(openDataFiles)
    .values(file)
    .onConflictDoUpdate({
      target: [openDataFiles.dataset, openDataFiles.format],
      set: { content: file.content, generatedAt: file.generatedAt, rows: file.rows },
    });
}

const OPEN_DATA_FILE = statement(
  'statistics.openDataFile',
  `SELECT content, generated_at AS "generatedAt", rows FROM open_data_files WHERE dataset = $1 AND format = $2`,
);

export async function openDataFile(
  runner: Runner,
  dataset: string,
  format: string,
): Promise<{ content: string; generatedAt: Date; rows: number } | undefined> {
  const [row] = await run<{ content: string; generatedAt: Date; rows: number }>(runner, OPEN_DATA_FILE, [
    dataset,
    format,
  ]);
  return row;
}

// --- The officers' workload -----------------------------------------------------------------------

/** Applications waiting on the institution or the applicant, not yet decided. */
export const WAITING_STATES = ['PATEIKTA', 'GRAZINTA', 'VERTINAMA', 'PATIKRINTA'] as const;

const WAITING_BY_STATE = statement(
  'statistics.waitingByState',
  `SELECT kind, state, count(*)::int AS count FROM applications
   WHERE state = ANY($1::text[]) GROUP BY kind, state`,
);

export async function waitingByState(
  runner: Runner,
): Promise<{ kind: string; state: string; count: number }[]> {
  return run(runner, WAITING_BY_STATE, [WAITING_STATES]);
}

const DECISION_DAYS = statement(
  'statistics.decisionDays',
  `SELECT kind, count(*)::int AS decided,
     percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM decided_at - submitted_at) / 86400)::float8 AS "medianDays"
   FROM applications
   WHERE decided_at IS NOT NULL AND submitted_at IS NOT NULL AND decided_at >= $1
   GROUP BY kind`,
);

/** Per kind: decisions since `since` and the median days from submission to decision. */
export async function decisionDays(
  runner: Runner,
  since: Date,
): Promise<{ kind: string; decided: number; medianDays: number | null }[]> {
  return run(runner, DECISION_DAYS, [since]);
}

const OLDEST_WAITING = statement(
  'statistics.oldestWaiting',
  `SELECT id, number, kind, state, submitted_at AS "submittedAt" FROM applications
   WHERE state = ANY($1::text[]) AND submitted_at IS NOT NULL
   ORDER BY submitted_at ASC, number ASC LIMIT $2`,
);

export async function oldestWaiting(
  runner: Runner,
  limit: number,
): Promise<{ id: string; number: string; kind: string; state: string; submittedAt: Date }[]> {
  return run(runner, OLDEST_WAITING, [WAITING_STATES, limit]);
}
