/** The catch reports module's SQL: reports, the card they are filed on, species. */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Runner, Tx } from '../../db/index.ts';
import { anglerPermits, fishingLicences, fishSpecies, waterBodies } from '../../db/schema-anglers.ts';
import { catchReports } from '../../db/schema-catch-reports.ts';
import { type PermitRow, permitEvents, permits } from '../../db/schema-permits.ts';

export type CatchReportRow = typeof catchReports.$inferSelect;

export interface PermitWithCard {
  permit: PermitRow;
  card: typeof anglerPermits.$inferSelect | null;
  licenceSpecies: string | null;
}

/** The permit with this number, its card and the card's licence species; locked with `lock`. */
export async function permitWithCard(
  db: Runner,
  number: string,
  lock = false,
): Promise<PermitWithCard | null> {
  const query = db
    .select({ permit: permits, card: anglerPermits, licenceSpecies: fishingLicences.speciesCode })
    .from(permits)
    .leftJoin(anglerPermits, eq(anglerPermits.permitId, permits.id))
    .leftJoin(fishingLicences, eq(fishingLicences.id, anglerPermits.licenceId))
    .where(eq(permits.number, number))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: permits }) : await query;
  return row ?? null;
}

/**
 * The permit of a report's number, with its card and, in the same query, this report's row if it
 * was stored already (a repeat): one round trip whatever exists.
 */
export async function permitWithCardAndReport(db: Runner, number: string, clientId: string) {
  const [row] = await db
    .select({
      permit: permits,
      card: anglerPermits,
      licenceSpecies: fishingLicences.speciesCode,
      report: { requestHash: catchReports.requestHash, response: catchReports.response },
    })
    .from(permits)
    .leftJoin(anglerPermits, eq(anglerPermits.permitId, permits.id))
    .leftJoin(fishingLicences, eq(fishingLicences.id, anglerPermits.licenceId))
    .leftJoin(catchReports, and(eq(catchReports.permitId, permits.id), eq(catchReports.clientId, clientId)))
    .where(eq(permits.number, number))
    .limit(1);
  return row ?? null;
}

/** A stored report's hash and answer, by the permit and the phone's id for it. */
export async function reportOf(db: Runner, permitId: string, clientId: string) {
  const [row] = await db
    .select({ requestHash: catchReports.requestHash, response: catchReports.response })
    .from(catchReports)
    .where(and(eq(catchReports.permitId, permitId), eq(catchReports.clientId, clientId)))
    .limit(1);
  return row;
}

export function speciesNamesOf(
  db: Runner,
  codes: string[],
): Promise<{ code: string; nameLt: string; nameEn: string }[]> {
  return db
    .select({ code: fishSpecies.code, nameLt: fishSpecies.nameLt, nameEn: fishSpecies.nameEn })
    .from(fishSpecies)
    .where(inArray(fishSpecies.code, codes));
}

export async function speciesExists(db: Runner, code: string): Promise<boolean> {
  const [species] = await db
    .select({ code: fishSpecies.code })
    .from(fishSpecies)
    .where(eq(fishSpecies.code, code))
    .limit(1);
  return species !== undefined;
}

/** When the first report that ended the card arrived; null when none did. */
export async function cardEndedAt(db: Runner, permitId: string): Promise<Date | null> {
  const [ended] = await db
    .select({ at: sql<Date>`min(${catchReports.receivedAt})`.mapWith(catchReports.receivedAt) })
    .from(catchReports)
    .where(and(eq(catchReports.permitId, permitId), eq(catchReports.cardEnded, true)));
  return ended?.at ?? null;
}

/** Stores a report; false when one with its permit and id exists already. */
export async function insertReport(db: Runner, values: typeof catchReports.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(catchReports)
    .values(values)
    .onConflictDoNothing({ target: [catchReports.permitId, catchReports.clientId] })
    .returning({ seq: catchReports.seq });
  return inserted.length > 0;
}

export async function markReportFiled(db: Runner, permitId: string, at: Date): Promise<void> {
  await db.update(anglerPermits).set({ reportFiledAt: at }).where(eq(anglerPermits.permitId, permitId));
}

/** Moves the card's permit to `state` at `at`, with its history row. */
export async function endCard(
  tx: Tx,
  permitId: string,
  state: string,
  at: Date,
  event: Omit<typeof permitEvents.$inferInsert, 'permitId' | 'at'>,
): Promise<void> {
  await tx.update(permits).set({ state, updatedAt: at }).where(eq(permits.id, permitId));
  await tx.insert(permitEvents).values({ permitId, ...event, at });
}

/** The permit's reports' answers, oldest first. */
export function reportsOfPermit(db: Runner, permitId: string): Promise<{ response: unknown }[]> {
  return db
    .select({ response: catchReports.response })
    .from(catchReports)
    .where(eq(catchReports.permitId, permitId))
    .orderBy(asc(catchReports.receivedAt), asc(catchReports.seq));
}

/** Midnight at the start of `day` in Lithuania, as PostgreSQL computes it (daylight saving included). */
const lithuanianMidnight = (day: string) => sql`((${day}::date)::timestamp at time zone 'Europe/Vilnius')`;

/** The public report's filters: water bodies and species with licences or reports of `kind`. */
export async function reportFilterOptions(db: Runner, kind: 'l06_1' | 'l06_2') {
  const [licensedWaters, reportedWaters, licensedSpecies, reportedSpecies] = await Promise.all([
    db
      .selectDistinct({ id: waterBodies.id, name: waterBodies.name })
      .from(fishingLicences)
      .innerJoin(waterBodies, eq(waterBodies.id, fishingLicences.waterBodyId))
      .where(eq(fishingLicences.kind, kind)),
    db
      .selectDistinct({ id: waterBodies.id, name: waterBodies.name })
      .from(catchReports)
      .innerJoin(waterBodies, eq(waterBodies.id, catchReports.waterBodyId))
      .where(eq(catchReports.kind, kind)),
    db
      .selectDistinct({
        code: fishSpecies.code,
        nameLt: fishSpecies.nameLt,
        nameEn: fishSpecies.nameEn,
        sort: fishSpecies.sort,
      })
      .from(fishingLicences)
      .innerJoin(fishSpecies, eq(fishSpecies.code, fishingLicences.speciesCode))
      .where(eq(fishingLicences.kind, kind)),
    db
      .selectDistinct({
        code: fishSpecies.code,
        nameLt: fishSpecies.nameLt,
        nameEn: fishSpecies.nameEn,
        sort: fishSpecies.sort,
      })
      .from(catchReports)
      .innerJoin(fishSpecies, eq(fishSpecies.code, catchReports.speciesCode))
      .where(eq(catchReports.kind, kind)),
  ]);
  return { licensedWaters, reportedWaters, licensedSpecies, reportedSpecies };
}

/**
 * The public report's totals of `kind` caught from `from` to `to` (Lithuanian days), per water body
 * and species and per month, optionally of one water body (its id in lower case) and one species.
 */
export async function reportTotals(
  db: Runner,
  kind: 'l06_1' | 'l06_2',
  filter: { from: string; to: string; waterBodyId: string | null; speciesCode: string | null },
) {
  const conditions: SQL[] = [
    eq(catchReports.kind, kind),
    sql`${catchReports.caughtAtServer} >= ${lithuanianMidnight(filter.from)}`,
    sql`${catchReports.caughtAtServer} < ${lithuanianMidnight(filter.to)} + interval '1 day'`,
  ];
  if (filter.waterBodyId !== null) conditions.push(eq(catchReports.waterBodyId, filter.waterBodyId));
  if (filter.speciesCode !== null) conditions.push(eq(catchReports.speciesCode, filter.speciesCode));
  const where = and(...conditions);

  const month = sql<string>`to_char(${catchReports.caughtAtServer} at time zone 'Europe/Vilnius', 'YYYY-MM')`;
  const [rows, months] = await Promise.all([
    db
      .select({
        waterBodyId: waterBodies.id,
        waterBodyName: waterBodies.name,
        speciesCode: catchReports.speciesCode,
        fish: sql<number>`sum(${catchReports.amount})::int`,
        reports: sql<number>`count(*)::int`,
        averageLengthCm: sql<
          number | null
        >`round(avg(${catchReports.lengthCm}) filter (where ${catchReports.amount} > 0)::numeric, 1)::float8`,
        // The same reports as the average's: count(x) skips nulls as avg(x) does.
        measuredLengths: sql<number>`(count(${catchReports.lengthCm}) filter (where ${catchReports.amount} > 0))::int`,
      })
      .from(catchReports)
      .innerJoin(waterBodies, eq(waterBodies.id, catchReports.waterBodyId))
      .where(where)
      .groupBy(waterBodies.id, waterBodies.name, catchReports.speciesCode)
      .orderBy(asc(waterBodies.name), asc(catchReports.speciesCode)),
    db
      .select({ month, fish: sql<number>`sum(${catchReports.amount})::int` })
      .from(catchReports)
      .where(where)
      .groupBy(month),
  ]);
  return { rows, months };
}
