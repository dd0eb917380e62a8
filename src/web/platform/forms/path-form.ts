/**
 * The step form (step-form.ts) for a form whose values are nested: a permit application, whose
 * kind's definition has groups of rows and document slots, checked as a whole by the engine's
 * validator (application-form/form-check.ts). The values, the steps a Continue or Submit was
 * refused on and the refusal counter are the step form's own, changed by its reducer; this adds
 * what a long form on a desk needs beside them:
 * - changes by path (`flows[1].wasteCode`), rows added and removed (what was touched or said about
 *   later rows moves up with them);
 * - fields touched: changed and then left (spec §5: a field's validity shows once it was touched or
 *   a Continue covered its step). Leaving a field without typing does not count: someone tabbing
 *   through is not told "Required" yet, and a message appearing on blur would move the button they
 *   are about to press (the click would land beside it);
 * - what the error summary covers (one step, invalid values or everything) and the messages of a
 *   refused save, kept until their field changes;
 * - a change counter the autosave follows.
 *
 * Pure: no React, no DOM.
 */
import { getIn, setIn, shiftAfterRemoval } from './paths.ts';
import { initialStepForm, type StepFormState, stepFormReducer } from './step-form.ts';

type Values = Record<string, unknown>;

/** What the error summary lists: one step (Continue), invalid values (Save) or everything (Submit). */
export type SummaryScope = { kind: 'step'; step: string } | { kind: 'save' } | { kind: 'submit' };

export interface PathFormState extends StepFormState<Values> {
  /** Fields the person changed and then left (or chose in), by path. */
  touched: Readonly<Record<string, true>>;
  /** Fields the person changed. */
  edited: Readonly<Record<string, true>>;
  summary: SummaryScope | null;
  /** Messages of a refused save or submit by path, until the field changes. */
  serverErrors: Readonly<Record<string, string>>;
  /** Grows with every change the person makes: the autosave follows it. */
  changes: number;
}

export type PathFormAction =
  | { type: 'change'; path: string; value: unknown; touch?: boolean }
  | { type: 'touch'; path: string }
  | { type: 'addRow'; path: string }
  | { type: 'removeRow'; path: string; index: number }
  /** A Continue, Save or Submit the checks refused: `steps` show their messages, `touch` their fields. */
  | { type: 'refused'; scope: SummaryScope; touch?: readonly string[]; steps?: readonly string[] }
  | { type: 'serverErrors'; scope: SummaryScope; errors: readonly { path: string; message: string }[] }
  | { type: 'clearSummary' }
  | { type: 'replace'; values: Values };

export function initialPathForm(values: Values): PathFormState {
  return {
    ...initialStepForm(values),
    touched: {},
    edited: {},
    summary: null,
    serverErrors: {},
    changes: 0,
  };
}

function without<V>(record: Readonly<Record<string, V>>, path: string): Record<string, V> {
  if (!(path in record)) return record as Record<string, V>;
  const { [path]: _, ...rest } = record;
  return rest;
}

/** The step form's part of the state after `action`, with this form's own part kept. */
function withStepForm(
  state: PathFormState,
  action: Parameters<typeof stepFormReducer<Values>>[1],
): PathFormState {
  return { ...state, ...stepFormReducer<Values>(state, action) };
}

/** Values with `path` changed. */
const changed = (state: PathFormState, path: string, value: unknown) =>
  withStepForm(state, { type: 'update', update: (values) => setIn(values, path, value) });

export function pathFormReducer(state: PathFormState, action: PathFormAction): PathFormState {
  switch (action.type) {
    case 'change':
      return {
        ...changed(state, action.path, action.value),
        touched: action.touch ? { ...state.touched, [action.path]: true } : state.touched,
        edited: state.edited[action.path] ? state.edited : { ...state.edited, [action.path]: true },
        serverErrors: without(state.serverErrors, action.path),
        changes: state.changes + 1,
      };
    case 'touch':
      return state.touched[action.path] || !state.edited[action.path]
        ? state
        : { ...state, touched: { ...state.touched, [action.path]: true } };
    case 'addRow': {
      const rows = getIn(state.values, action.path);
      return {
        ...changed(state, action.path, [...(Array.isArray(rows) ? rows : []), {}]),
        serverErrors: without(state.serverErrors, action.path),
        changes: state.changes + 1,
      };
    }
    case 'removeRow': {
      const rows = getIn(state.values, action.path);
      const next = (Array.isArray(rows) ? rows : []).filter((_, index) => index !== action.index);
      return {
        ...changed(state, action.path, next),
        // The group itself counts as touched: removing the last row shows its minimum at once.
        touched: { ...shiftAfterRemoval(state.touched, action.path, action.index), [action.path]: true },
        edited: shiftAfterRemoval(state.edited, action.path, action.index),
        serverErrors: shiftAfterRemoval(state.serverErrors, action.path, action.index),
        changes: state.changes + 1,
      };
    }
    case 'refused': {
      const touched = { ...state.touched };
      for (const path of action.touch ?? []) touched[path] = true;
      return {
        ...withStepForm(state, { type: 'refused', step: action.steps ?? [] }),
        touched,
        summary: action.scope,
      };
    }
    case 'serverErrors': {
      const serverErrors: Record<string, string> = {};
      const touched = { ...state.touched };
      for (const error of action.errors) {
        serverErrors[error.path] = error.message;
        touched[error.path] = true;
      }
      return {
        ...withStepForm(state, { type: 'refused', step: [] }),
        serverErrors,
        touched,
        summary: action.scope,
      };
    }
    case 'clearSummary':
      return state.summary ? { ...state, summary: null } : state;
    case 'replace':
      return {
        ...withStepForm(state, { type: 'replace', values: action.values }),
        serverErrors: {},
        changes: state.changes + 1,
      };
  }
}

/** Spec §5: a field's validity shows once it was touched or a try covered its step (`step`). */
export function isShownAt(state: PathFormState, path: string, step: string): boolean {
  return !!state.touched[path] || !!state.attempted[step];
}
