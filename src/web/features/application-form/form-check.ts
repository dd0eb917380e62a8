/**
 * The form's resolver: the same `validateApplication` the server runs (architecture §3), in both
 * modes, with each issue placed on its step and labelled for the error summary. Pure.
 *
 * Spec §5: a form with errors cannot be saved (draft mode: what is filled in must be valid) or
 * submitted (submit mode: everything, the declaration and the required documents too).
 */
import { DECLARATION_FIELD } from '../../../shared/permits/engine/common.ts';
import type {
  ApplicationType,
  DocumentSlot,
  Filer,
  KindDefinition,
  StepDef,
} from '../../../shared/permits/engine/definition.ts';
import {
  conditionHolds,
  type FieldIssue,
  validateApplication,
} from '../../../shared/permits/engine/validate.ts';
import type { Translate } from '../../i18n/use-t.ts';
import { isMessageId } from '../../platform/message-text.ts';
import { fieldsAlong, rowNumbersAlong, stepOfPath, targetId } from './form-paths.ts';

export interface FormCheck {
  /** Everything a submit would refuse, in step order, documents last. */
  submitIssues: FieldIssue[];
  /** What a save would refuse: invalid values only. */
  draftIssues: FieldIssue[];
  /** The first submit issue of each path, for the field to show. */
  byPath: ReadonlyMap<string, FieldIssue>;
}

export interface CheckContext {
  filer: Filer;
  /** Types of the documents attached so far. */
  documentTypes: readonly string[];
  applicationType?: ApplicationType | undefined;
  /** `yyyy-MM-dd` in Lithuania; injectable for tests. */
  today?: string | undefined;
}

export function checkForm(
  definition: KindDefinition,
  data: Record<string, unknown>,
  { filer, documentTypes, applicationType, today }: CheckContext,
): FormCheck {
  const context = {
    filer,
    ...(today ? { today } : {}),
    ...(applicationType ? { applicationType } : {}),
  };
  const submitIssues = validateApplication(definition, data, {
    ...context,
    mode: 'submit',
    documentTypes,
  }).issues;
  const draftIssues = validateApplication(definition, data, { ...context, mode: 'draft' }).issues;
  const byPath = new Map<string, FieldIssue>();
  for (const issue of submitIssues) if (!byPath.has(issue.path)) byPath.set(issue.path, issue);
  return { submitIssues, draftIssues, byPath };
}

/** Issues shown on one step (Continue checks only these). */
export function issuesOfStep(issues: readonly FieldIssue[], stepId: string, steps: readonly StepDef[]) {
  return issues.filter((issue) => stepOfPath(issue.path, steps) === stepId);
}

/** A field's name as the summary says it: "Employee 1 – Personal code". */
export function pathLabel(
  path: string,
  steps: readonly StepDef[],
  slots: readonly DocumentSlot[],
  t: Translate,
): string {
  if (path.startsWith('documents.')) {
    const slot = slots.find((candidate) => `documents.${candidate.type}` === path);
    return slot ? t(slot.title) : t('applicationForm.documents');
  }
  if (path === DECLARATION_FIELD) return t('applicationForm.declarationShort');
  const chain = fieldsAlong(path, steps);
  const numbers = rowNumbersAlong(path);
  const parts: string[] = [];
  chain.forEach((field, index) => {
    const isLast = index === chain.length - 1;
    if (field.type === 'group' && !isLast) {
      parts.push(t(field.itemLabel, { number: numbers[parts.length] ?? 1 }));
    } else {
      parts.push(t(field.label));
    }
  });
  return parts.join(' – ') || path;
}

/** Issue or server message text: catalog ids are translated, server text is shown as sent. */
export function issueText(issue: { message: string; values?: FieldIssue['values'] }, t: Translate): string {
  return isMessageId(issue.message) ? t(issue.message, issue.values) : issue.message;
}

export interface SummaryEntry {
  path: string;
  step: string;
  targetId: string;
  text: string;
}

export function summaryEntries(
  issues: readonly { path: string; message: string; values?: FieldIssue['values'] }[],
  steps: readonly StepDef[],
  slots: readonly DocumentSlot[],
  t: Translate,
): SummaryEntry[] {
  const seen = new Set<string>();
  const entries: SummaryEntry[] = [];
  for (const issue of issues) {
    if (seen.has(issue.path)) continue;
    seen.add(issue.path);
    entries.push({
      path: issue.path,
      step: stepOfPath(issue.path, steps),
      targetId: targetId(issue.path),
      text: `${pathLabel(issue.path, steps, slots, t)}: ${issueText(issue, t)}`,
    });
  }
  return entries;
}

/** The fields shown at one level (the top or one row): a field whose condition fails is hidden and not checked. */
export function visibleFields<F extends { when?: Parameters<typeof conditionHolds>[0] }>(
  fields: readonly F[],
  siblings: Readonly<Record<string, unknown>>,
): F[] {
  return fields.filter((field) => conditionHolds(field.when, siblings));
}
