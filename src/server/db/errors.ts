/** PostgreSQL error codes the services answer for themselves (as `pg` raises them or Drizzle wraps them). */

/** PostgreSQL's unique_violation (23505), with the constraint it names; null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; cause?: unknown } | null;
  if (e?.code === '23505') return e.constraint ?? '';
  return e?.cause ? uniqueViolation(e.cause) : null;
}

export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolation(error) !== null;
}
