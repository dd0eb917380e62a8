/**
 * Paths into an application's data, as the validator names them (`employees[0].asmensKodas`,
 * `documents.<type>`), and the element ids the form gives the inputs at those paths so that the
 * error summary can link to them. Pure.
 */
import { DECLARATION_FIELD, REVIEW_STEP_ID } from '../../../shared/permits/engine/common.ts';
import type { FieldDef, GroupField, StepDef } from '../../../shared/permits/engine/definition.ts';

export type Segment = string | number;

export function parsePath(path: string): Segment[] {
  const segments: Segment[] = [];
  for (const part of path.split('.')) {
    const match = /^([^[\]]*)((?:\[\d+\])*)$/.exec(part);
    if (!match) {
      segments.push(part);
      continue;
    }
    if (match[1]) segments.push(match[1]);
    for (const index of match[2]!.matchAll(/\[(\d+)\]/g)) segments.push(Number(index[1]));
  }
  return segments;
}

export function rowPath(groupPath: string, index: number): string {
  return `${groupPath}[${index}]`;
}

export function childPath(prefix: string, name: string): string {
  return prefix === '' ? name : `${prefix}.${name}`;
}

export function getIn(data: unknown, path: string): unknown {
  let current: unknown = data;
  for (const segment of parsePath(path)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}

/** A copy of `data` with `value` at `path`; missing objects and arrays on the way are created. */
export function setIn<T>(data: T, path: string, value: unknown): T {
  return setSegments(data, parsePath(path), value) as T;
}

function setSegments(current: unknown, segments: Segment[], value: unknown): unknown {
  if (segments.length === 0) return value;
  const [head, ...rest] = segments as [Segment, ...Segment[]];
  if (typeof head === 'number') {
    const array = Array.isArray(current) ? [...current] : [];
    while (array.length < head) array.push({});
    array[head] = setSegments(array[head], rest, value);
    return array;
  }
  const object =
    current !== null && typeof current === 'object' && !Array.isArray(current)
      ? { ...(current as Record<string, unknown>) }
      : {};
  object[head] = setSegments(object[head], rest, value);
  return object;
}

/** `employees[0].asmensKodas` → `f-employees-0-asmensKodas`: a valid, unique element id. */
export function fieldId(path: string): string {
  return `f-${path.replace(/\[(\d+)\]/g, '-$1').replace(/\./g, '-')}`;
}

export function documentSlotId(type: string): string {
  return `doc-${type}`;
}

/** The element the summary links to for an issue path. */
export function targetId(path: string): string {
  return path.startsWith('documents.') ? documentSlotId(path.slice('documents.'.length)) : fieldId(path);
}

/**
 * Which step shows a path: its top field's step; a document slot's step (the review step when no
 * step lists it); the declaration and anything unknown belong to the review step.
 */
export function stepOfPath(path: string, steps: readonly StepDef[]): string {
  if (path.startsWith('documents.')) {
    const type = path.slice('documents.'.length);
    return steps.find((step) => step.documents?.includes(type))?.id ?? REVIEW_STEP_ID;
  }
  const top = parsePath(path)[0];
  if (top === DECLARATION_FIELD) return REVIEW_STEP_ID;
  return steps.find((step) => step.fields.some((field) => field.name === top))?.id ?? REVIEW_STEP_ID;
}

/** The fields along a path: `employees[0].vardas` → [employees group, vardas field]. */
export function fieldsAlong(path: string, steps: readonly StepDef[]): FieldDef[] {
  const chain: FieldDef[] = [];
  let level: readonly FieldDef[] = steps.flatMap((step) => step.fields);
  for (const segment of parsePath(path)) {
    if (typeof segment === 'number') continue;
    const field = level.find((candidate) => candidate.name === segment);
    if (!field) break;
    chain.push(field);
    level = field.type === 'group' ? (field as GroupField).fields : [];
  }
  return chain;
}

/** Row numbers along a path, 1-based: `jvs[1].persons[0].code` → [2, 1]. */
export function rowNumbersAlong(path: string): number[] {
  return parsePath(path)
    .filter((segment): segment is number => typeof segment === 'number')
    .map((index) => index + 1);
}

/**
 * Renumbers paths keyed in `record` after row `index` of the group at `groupPath` was removed:
 * the row's own paths go, later rows move up one.
 */
export function shiftAfterRemoval<V>(
  record: Readonly<Record<string, V>>,
  groupPath: string,
  index: number,
): Record<string, V> {
  const out: Record<string, V> = {};
  const prefix = `${groupPath}[`;
  for (const [path, value] of Object.entries(record)) {
    if (!path.startsWith(prefix)) {
      out[path] = value;
      continue;
    }
    const match = /^(\d+)\]/.exec(path.slice(prefix.length));
    if (!match) {
      out[path] = value;
      continue;
    }
    const row = Number(match[1]);
    if (row === index) continue;
    const rest = path.slice(prefix.length + match[0].length);
    out[row > index ? `${prefix}${row - 1}]${rest}` : path] = value;
  }
  return out;
}
