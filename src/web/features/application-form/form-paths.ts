/**
 * Paths into an application's data as the kind's definition reads them (the path arithmetic itself
 * is the step form's, platform/forms/paths.ts): the element ids the form gives the inputs at those
 * paths so that the error summary can link to them, the step that shows a path (and so whether
 * the path's validity shows yet) and the fields along it. Pure.
 */
import { DECLARATION_FIELD, REVIEW_STEP_ID } from '../../../shared/permits/engine/common.ts';
import type { FieldDef, GroupField, StepDef } from '../../../shared/permits/engine/definition.ts';
import { isShownAt, type PathFormState } from '../../platform/forms/path-form.ts';
import { parsePath } from '../../platform/forms/paths.ts';

export function rowPath(groupPath: string, index: number): string {
  return `${groupPath}[${index}]`;
}

export function childPath(prefix: string, name: string): string {
  return prefix === '' ? name : `${prefix}.${name}`;
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

/** Spec §5: a field's validity shows once it was touched or a Continue/Submit covered its step. */
export function isShown(state: PathFormState, path: string, steps: readonly StepDef[]): boolean {
  return isShownAt(state, path, stepOfPath(path, steps));
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
