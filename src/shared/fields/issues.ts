/**
 * From valibot issues to what a person reads (architecture §3, spec §8 "fieldErrors"): the server
 * answers a failed validation with `{ field, message }` pairs in the caller's language, and the web
 * form shows the same text next to the field and in the error summary.
 */
import type * as v from 'valibot';
import { type Language, type Message, type MessageValues, translate } from '../i18n/index.ts';
import { isMessageId, VALIDATION } from './message-ids.ts';

export interface FieldError {
  /** Dotted path of the field, array items in brackets: `owners[0].personCode`; `''` for the whole input. */
  field: string;
  /** Translated text. */
  message: string;
}

/**
 * The value name a limit action's `requirement` fills in its message: `v.length` → `{length}`,
 * `v.minLength`/`v.minValue`/`v.gtValue`… → `{min}`, `v.maxLength`/`v.maxValue`/`v.ltValue`… → `{max}`.
 */
function limitName(issueType: string): string | null {
  if (issueType === 'length') return 'length';
  if (issueType.startsWith('min_') || issueType === 'gt_value') return 'min';
  if (issueType.startsWith('max_') || issueType === 'lt_value') return 'max';
  return null;
}

/**
 * The message of one issue: its `message` as the id (validation.invalid when it is not a catalog
 * id, e.g. a valibot default text) and, for limit actions, the limit as a value (see rules.ts).
 */
export function issueToMessage(issue: v.BaseIssue<unknown>): Message {
  const id = isMessageId(issue.message) ? issue.message : VALIDATION.invalid;
  const name = limitName(issue.type);
  const limit = issue.requirement;
  if (name !== null && (typeof limit === 'number' || limit instanceof Date)) {
    const values: MessageValues = { [name]: limit };
    return { id, values };
  }
  return { id };
}

/** `a.b[0].c` from the issue's path; `''` when the issue concerns the whole input. */
export function issuePath(issue: v.BaseIssue<unknown>): string {
  let path = '';
  for (const item of issue.path ?? []) {
    const key = item.key;
    if (typeof key === 'number') path += `[${key}]`;
    else path += path === '' ? String(key) : `.${String(key)}`;
  }
  return path;
}

/** Every issue as a translated `{ field, message }` pair, in issue order, exact repeats dropped. */
export function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[], lang: Language): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    const { id, values } = issueToMessage(issue);
    const error = { field: issuePath(issue), message: translate(lang, id, values) };
    const key = `${error.field}\u0000${error.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push(error);
  }
  return errors;
}
