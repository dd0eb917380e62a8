/**
 * A 400 answer names fields (spec §8 `fieldErrors`); the form shows each message at its field when
 * it has one by that name, and the rest above the form.
 */
import type { FieldError } from '../../platform/api.ts';

export function splitFieldErrors(
  errors: readonly FieldError[],
  fields: readonly string[],
): { matched: FieldError[]; other: FieldError[] } {
  const known = new Set(fields);
  const matched: FieldError[] = [];
  const other: FieldError[] = [];
  for (const error of errors) {
    // `tags[0]` or `owners.0.name` belongs to `tags` / `owners`.
    const root = error.field.split(/[.[]/)[0] ?? '';
    if (known.has(error.field)) matched.push(error);
    else if (known.has(root)) matched.push({ field: root, message: error.message });
    else other.push(error);
  }
  return { matched, other };
}
