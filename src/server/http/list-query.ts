/**
 * The query string of the applications' and permits' lists (api-types.ts `Page`): filters, a sort
 * among the list's own, a search text and the page. Declared on each list route (core/route.ts).
 */
import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../shared/permits/api-types.ts';

export const pageNumberSchema = v.optional(
  v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)),
  '1',
);

export const listQuerySchema = v.object({
  kind: v.optional(v.pipe(v.string(), v.regex(/^l\d{2}(_\d)?$/))),
  state: v.optional(v.pipe(v.string(), v.regex(/^[A-Z_]+(,[A-Z_]+)*$/), v.maxLength(300))),
  sort: v.optional(v.string()),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  page: pageNumberSchema,
  pageSize: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(MAX_PAGE_SIZE)),
    String(DEFAULT_PAGE_SIZE),
  ),
});

export interface ListQuery<S extends string> {
  kind?: string | undefined;
  state?: string | undefined;
  sort?: S | undefined;
  q?: string | undefined;
  page: number;
  pageSize: number;
}

/** The parsed query with a sort the list knows (any other is ignored) and an empty search dropped. */
export function toListQuery<const S extends string>(
  parsed: v.InferOutput<typeof listQuerySchema>,
  sorts: readonly S[],
): ListQuery<S> {
  return {
    kind: parsed.kind,
    state: parsed.state,
    sort: parsed.sort && (sorts as readonly string[]).includes(parsed.sort) ? (parsed.sort as S) : undefined,
    q: parsed.q === '' ? undefined : parsed.q,
    page: parsed.page,
    pageSize: parsed.pageSize,
  };
}
