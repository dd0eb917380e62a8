/**
 * Server-side re-validation with the same valibot schemas the browser uses (architecture §3).
 * A failure becomes the spec §8 400 shape with field errors in the caller's language.
 */
import * as v from 'valibot';
import { issuesToFieldErrors } from '../../shared/fields/issues.ts';
import type { Language } from '../../shared/i18n/index.ts';
import { HttpError } from './errors.ts';

export function parseOr400<const S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  lang: Language,
): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  throw new HttpError(400, 'error.validation', undefined, issuesToFieldErrors(result.issues, lang));
}
