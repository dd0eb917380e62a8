/**
 * The filters every list of applications or permits takes (kind, states, free-text search) and the
 * page it answers; shared by the applicant's lists and the back office.
 */
import { and, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface ListFilterQuery {
  kind?: string | undefined;
  /** Comma-separated states. */
  state?: string | undefined;
  q?: string | undefined;
}

/** `where` and the query's filters together; `q` matches any of `searched` as a substring. */
export function listFilter(
  where: SQL | undefined,
  query: ListFilterQuery,
  columns: { kind: PgColumn; state: PgColumn; searched: readonly PgColumn[] },
): SQL | undefined {
  const conditions = [where];
  if (query.kind) conditions.push(eq(columns.kind, query.kind));
  if (query.state) conditions.push(inArray(columns.state, query.state.split(',')));
  if (query.q) {
    // The person's text is matched literally: LIKE's own wildcards are escaped.
    const like = `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(...columns.searched.map((column) => ilike(column, like))));
  }
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}
