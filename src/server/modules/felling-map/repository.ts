/** The felling map's SQL: issued felling permits with their boundaries (service.ts shapes them). */
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { FELLING_KINDS, FELLING_MAP_STATES } from '../../../shared/felling/api-types.ts';
import type { FellingQuery } from '../../../shared/felling/query.ts';
import type { Runner } from '../../db/index.ts';
import { documents, permits } from '../../db/schema-permits.ts';

/** The document slot that holds the felling area's boundary (l08_1/forest.ts). */
export const BOUNDARY_DOCUMENT = 'KIRTAVIETES_RIBOS';

/** What the query reads of one permit. */
export interface FellingRow {
  number: string;
  kind: string;
  state: string;
  validFrom: string;
  validUntil: string | null;
  municipality: unknown;
  fellingTypes: unknown;
  geometry: unknown;
  areaHa: number | null;
  /** Read for the open dataset only, which names a company holder (ADR 0031); the map never shows it. */
  holderKind: 'person' | 'company';
  holderName: string;
}

/** Felling permits and notices on the map that match the query, newest first, at most `limit`. */
export async function fellingPermitRows(
  db: Runner,
  query: FellingQuery,
  limit: number,
): Promise<FellingRow[]> {
  // The latest boundary of the permit's application (a slot may have been filled more than once).
  const boundary = db
    .select({ geometry: documents.geometry, areaHa: documents.areaHa })
    .from(documents)
    .where(
      and(
        eq(documents.applicationId, permits.applicationId),
        eq(documents.type, BOUNDARY_DOCUMENT),
        isNotNull(documents.geometry),
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(1)
    .as('boundary');

  const conditions: SQL[] = [
    inArray(permits.kind, [...FELLING_KINDS]),
    inArray(permits.state, [...FELLING_MAP_STATES]),
    isNotNull(permits.applicationId),
  ];
  // Validity [validFrom, validUntil] overlaps [from, to]; no end date is valid for ever.
  if (query.to !== null) conditions.push(lte(permits.validFrom, query.to));
  if (query.from !== null)
    conditions.push(or(isNull(permits.validUntil), gte(permits.validUntil, query.from))!);
  if (query.municipality !== null)
    conditions.push(sql`${permits.data}->>'municipality' = ${query.municipality}`);

  const fellings = sql`case when jsonb_typeof(${permits.data}->'fellings') = 'array' then ${permits.data}->'fellings' else '[]'::jsonb end`;
  return db
    .select({
      number: permits.number,
      kind: permits.kind,
      state: permits.state,
      validFrom: permits.validFrom,
      validUntil: permits.validUntil,
      municipality: sql<unknown>`${permits.data}->>'municipality'`,
      fellingTypes: sql<unknown>`(select coalesce(jsonb_agg(distinct f->>'fellingType') filter (where f->>'fellingType' is not null), '[]'::jsonb) from jsonb_array_elements(${fellings}) as f)`,
      geometry: boundary.geometry,
      areaHa: boundary.areaHa,
      holderKind: permits.holderKind,
      holderName: permits.holderName,
    })
    .from(permits)
    .crossJoinLateral(boundary)
    .where(and(...conditions))
    .orderBy(desc(permits.validFrom), asc(permits.number))
    .limit(limit);
}
