/**
 * Named statements: raw SQL run by `pg` as named prepared
 * statements, so that each is parsed and planned once per connection, and built once per process
 * instead of by Drizzle's query builder on every call. Used where one statement does what several
 * round trips did (data-modifying CTEs: a change and the event that records it, a reservation and
 * the rows that depend on it); everything else keeps using Drizzle.
 *
 * Rows come back in Drizzle's shape (`typeof table.$inferSelect`): `columnsOf` lists a table's
 * columns aliased to their property names, dates stay `yyyy-MM-dd` strings (Drizzle's `mode:
 * 'string'`), timestamps become `Date`s, jsonb is parsed, as Drizzle does.
 */
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Runner } from './runner.ts';

/** One named statement; the name must be unique in the process and the text never changes. */
export interface Statement {
  readonly name: string;
  readonly text: string;
}

const texts = new Map<string, string>();

export function statement(name: string, text: string): Statement {
  const flat = text.replace(/\s+/g, ' ').trim();
  // A connection keeps a name's first text: two texts under one name would run the wrong one.
  if ((texts.get(name) ?? flat) !== flat) throw new Error(`statement "${name}" defined twice`);
  texts.set(name, flat);
  return { name, text: flat };
}

/** Every statement defined so far in this process (those of the modules imported), by name. */
export function definedStatements(): Statement[] {
  return [...texts].map(([name, text]) => ({ name, text }));
}

const DATE_OID = pg.types.builtins.DATE;
const keepDates: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

export async function run<Row>(runner: Runner, st: Statement, values: unknown[]): Promise<Row[]> {
  const result = await runner.$client.query({ name: st.name, text: st.text, values, types: keepDates });
  return result.rows as Row[];
}

/** `"col" AS "property", …` for every column of a table, optionally qualified (`p."col"`). */
export function columnsOf(table: PgTable, qualifier?: string): string {
  const prefix = qualifier ? `${qualifier}.` : '';
  return Object.entries(getTableColumns(table))
    .map(([property, column]) => `${prefix}"${column.name}" AS "${property}"`)
    .join(', ');
}

/**
 * Columns of a table aliased `prefix.property`, for a statement that returns rows of several tables
 * at once; `part` takes one table's row back out.
 */
export function prefixedColumnsOf(table: PgTable, qualifier: string, prefix: string): string {
  return Object.entries(getTableColumns(table))
    .map(([property, column]) => `${qualifier}."${column.name}" AS "${prefix}.${property}"`)
    .join(', ');
}

/** One table's row out of a row of `prefixedColumnsOf` columns; null when `key` is null (an outer join missed). */
export function part<T>(row: Record<string, unknown>, prefix: string, key: string): T | null {
  if (row[`${prefix}.${key}`] === null || row[`${prefix}.${key}`] === undefined) return null;
  const out: Record<string, unknown> = {};
  const start = prefix.length + 1;
  for (const name in row) {
    if (name.startsWith(prefix) && name[prefix.length] === '.') out[name.slice(start)] = row[name];
  }
  return out as T;
}
