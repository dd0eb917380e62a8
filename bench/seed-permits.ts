/**
 * Seeds many anglers' permits at once for the load benchmark (issue 8 item 2: the lookup measured
 * against 1,000,000 permits). One INSERT … SELECT over generate_series inside PostgreSQL, nothing
 * row by row through Node: about 1,000,000 rows in well under a minute on the 2-core machine.
 *
 * The permits are year-long L05.1 and L06.1 tickets of the ten past years (2016–2025), 50,000 per
 * kind and year at most, so their numbers never meet the serial counters of this year's sales (a
 * purchase benchmark on the same database issues 2026 numbers). Those whose year is over are
 * already PASIBAIGES (expired), as the permit-expiry job would have left them: a node starting on
 * the database finds nothing to expire. Every number is whole: `TT YY NNNNNN C`
 * with its Damm check digit (src/shared/permits/permit-number.ts), computed in SQL by a temporary
 * function whose table is derived from `dammDigit` itself, so the two cannot disagree. Holders get
 * one of a few dozen Lithuanian names, kept in `data` as the download form's lookup reads them.
 *
 *   npx tsx bench/seed-permits.ts --database-url postgres://postgres@127.0.0.1:5432/bench --permits 1000000
 *
 * The database must be migrated (the load benchmark seeds a fresh one it made itself).
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { dammDigit, makePermitNumber } from '../src/shared/permits/permit-number.ts';

export const SEED_YEARS = [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025] as const;
export const SEED_KINDS = [
  { kind: 'l05_1', family: 5 },
  { kind: 'l06_1', family: 6 },
] as const;
const PER_SERIES_MAX = 50_000;

export const FIRST_NAMES = [
  'Jonas',
  'Petras',
  'Antanas',
  'Tomas',
  'Mindaugas',
  'Rūta',
  'Asta',
  'Eglė',
  'Ona',
  'Aušra',
];
export const LAST_NAMES = [
  'Kazlauskas',
  'Petrauskas',
  'Jankauskas',
  'Stankevičius',
  'Vasiliauskas',
  'Žukauskas',
  'Butkus',
  'Paulauskas',
  'Urbonas',
  'Kavaliauskas',
];

/** One seeded permit, as the benchmark asks for it: the i-th of `count` (0-based). */
export interface SeededPermit {
  number: string;
  kind: string;
  firstName: string;
  lastName: string;
}

/** How `count` permits are spread: series (kind × year) of `perSeries` serials each. */
function layout(count: number) {
  const series = SEED_KINDS.length * SEED_YEARS.length;
  const perSeries = Math.ceil(count / series);
  if (perSeries > PER_SERIES_MAX) throw new RangeError(`at most ${series * PER_SERIES_MAX} permits`);
  return { series, perSeries };
}

/** The i-th seeded permit (the same rule as the SQL below), for lookups that find something. */
export function seededPermit(i: number, count: number): SeededPermit {
  const { perSeries } = layout(count);
  const seriesIndex = Math.floor(i / perSeries);
  const serial = (i % perSeries) + 1;
  const { kind, family } = SEED_KINDS[seriesIndex % SEED_KINDS.length]!;
  const year = SEED_YEARS[Math.floor(seriesIndex / SEED_KINDS.length)]!;
  return {
    number: makePermitNumber(family, year, serial),
    kind,
    firstName: FIRST_NAMES[i % FIRST_NAMES.length]!,
    lastName: LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]!,
  };
}

/** The Damm table as one flat array, row r = the interim digit after a digit string ending in r. */
function dammTable(): number[] {
  // Row 0 is a permutation: the single digit c leads to interim DAMM[0][c], so row r is read
  // off two-digit strings starting with the c whose interim is r.
  const lead = Array.from(
    { length: 10 },
    (_, r) => [...Array(10).keys()].find((c) => dammDigit(String(c)) === r)!,
  );
  return lead.flatMap((c) => Array.from({ length: 10 }, (_, d) => dammDigit(`${c}${d}`)));
}

const sqlText = (values: readonly string[]) =>
  `(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}])`;

/** Inserts `count` permits; returns the seconds it took. */
export async function seedPermits(url: string, count: number): Promise<number> {
  const { perSeries } = layout(count);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  try {
    await client.query(`
      create function pg_temp.damm(digits text) returns int language plpgsql immutable as $$
      declare
        t constant int[] := array[${dammTable().join(',')}];
        interim int := 0;
      begin
        for i in 1..length(digits) loop
          interim := t[interim * 10 + ascii(substr(digits, i, 1)) - 48 + 1];
        end loop;
        return interim;
      end $$`);
    await client.query(
      `insert into permits (number, kind, state, holder_code, holder_kind, holder_name, issued_at,
                            valid_from, valid_until, schema_version, data)
       select body || pg_temp.damm(body), kind,
              case when issued + interval '1 year' < now() then 'PASIBAIGES' else 'GALIOJANTIS' end,
              holder_code, 'person', first || ' ' || last,
              issued, issued::date, (issued + interval '1 year')::date, 1,
              jsonb_build_object('firstName', first, 'lastName', last, 'citizenship', 'PILIETIS',
                                 'personCode', holder_code, 'period', '1y')
       from (
         select i,
                kinds[1 + series % $2] as kind,
                lpad(families[1 + series % $2]::text, 2, '0') || lpad((years[1 + series / $2] % 100)::text, 2, '0')
                  || lpad((i % $3 + 1)::text, 6, '0') as body,
                (years[1 + series / $2]::text || '-01-01')::timestamptz + ((i % 360) || ' days')::interval as issued,
                ${sqlText(FIRST_NAMES)}[1 + i % ${FIRST_NAMES.length}] as first,
                ${sqlText(LAST_NAMES)}[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] as last,
                (3 + i % 2)::text || lpad((i::bigint * 7919 % 10000000000)::text, 10, '0') as holder_code
         from (select i, i / $3 as series from generate_series(0, $1 - 1) as i) as numbered,
              (select ${sqlText(SEED_KINDS.map((k) => k.kind))} as kinds,
                      array[${SEED_KINDS.map((k) => k.family).join(',')}] as families,
                      array[${SEED_YEARS.join(',')}] as years) as constants
       ) as rows`,
      [count, SEED_KINDS.length, perSeries],
    );
    await client.query('vacuum (freeze, analyze) permits');
    await client.query('checkpoint').catch(() => undefined);
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      permits: { type: 'string', default: '1000000' },
    },
  });
  const url = values['database-url'] ?? process.env.DATABASE_URL;
  if (!url) {
    console.error('give --database-url (a migrated database) or DATABASE_URL');
    process.exit(1);
  }
  const count = Number(values.permits);
  const seconds = await seedPermits(url, count);
  process.stdout.write(`seeded ${count} permits in ${seconds.toFixed(1)} s\n`);
}
