/**
 * State of one application form: the raw input, which fields were touched, which steps a
 * Continue/Submit was tried on, what the error summary covers and the messages of a refused save.
 * A plain reducer rather than react-hook-form: the validator already checks the whole data of any
 * kind in one call, nested rows included, so the form only needs to keep the input and decide what
 * to show (spec §5: invalid when touched or after a submit attempt and it has an error; valid when
 * touched without an error). Pure.
 */
import type { StepDef } from '../../../shared/permits/engine/definition.ts';
import { getIn, setIn, shiftAfterRemoval, stepOfPath } from './form-paths.ts';

/** What the error summary lists: one step (Continue), invalid values (Save) or everything (Submit). */
export type SummaryScope = { kind: 'step'; step: string } | { kind: 'save' } | { kind: 'submit' };

export interface FormState {
  data: Record<string, unknown>;
  /**
   * Fields the person changed and then left (or chose in). Leaving a field without typing does not
   * count: someone tabbing through is not told "Required" yet, and a message appearing on blur
   * would move the button they are about to press (the click would land beside it).
   */
  touched: Readonly<Record<string, true>>;
  /** Fields the person changed. */
  edited: Readonly<Record<string, true>>;
  attemptedSteps: Readonly<Record<string, true>>;
  summary: SummaryScope | null;
  /** Grows with every refused attempt, so the summary takes focus again. */
  attempts: number;
  /** Messages of a refused save or submit by path, until the field changes. */
  serverErrors: Readonly<Record<string, string>>;
  /** Grows with every change the person makes: the autosave follows it. */
  changes: number;
}

export type FormAction =
  | { type: 'change'; path: string; value: unknown; touch?: boolean }
  | { type: 'touch'; path: string }
  | { type: 'addRow'; path: string }
  | { type: 'removeRow'; path: string; index: number }
  | { type: 'refused'; scope: SummaryScope; touch?: readonly string[]; steps?: readonly string[] }
  | { type: 'serverErrors'; scope: SummaryScope; errors: readonly { path: string; message: string }[] }
  | { type: 'clearSummary' }
  | { type: 'replace'; data: Record<string, unknown> };

export function initialFormState(data: Record<string, unknown>): FormState {
  return {
    data,
    touched: {},
    edited: {},
    attemptedSteps: {},
    summary: null,
    attempts: 0,
    serverErrors: {},
    changes: 0,
  };
}

function without<V>(record: Readonly<Record<string, V>>, path: string): Record<string, V> {
  if (!(path in record)) return record as Record<string, V>;
  const { [path]: _, ...rest } = record;
  return rest;
}

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'change':
      return {
        ...state,
        data: setIn(state.data, action.path, action.value),
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
      const rows = getIn(state.data, action.path);
      const next = [...(Array.isArray(rows) ? rows : []), {}];
      return {
        ...state,
        data: setIn(state.data, action.path, next),
        serverErrors: without(state.serverErrors, action.path),
        changes: state.changes + 1,
      };
    }
    case 'removeRow': {
      const rows = getIn(state.data, action.path);
      const next = (Array.isArray(rows) ? rows : []).filter((_, index) => index !== action.index);
      return {
        ...state,
        data: setIn(state.data, action.path, next),
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
      const attemptedSteps = { ...state.attemptedSteps };
      for (const step of action.steps ?? []) attemptedSteps[step] = true;
      return { ...state, touched, attemptedSteps, summary: action.scope, attempts: state.attempts + 1 };
    }
    case 'serverErrors': {
      const serverErrors: Record<string, string> = {};
      const touched = { ...state.touched };
      for (const error of action.errors) {
        serverErrors[error.path] = error.message;
        touched[error.path] = true;
      }
      return { ...state, serverErrors, touched, summary: action.scope, attempts: state.attempts + 1 };
    }
    case 'clearSummary':
      return state.summary ? { ...state, summary: null } : state;
    case 'replace':
      return { ...state, data: action.data, serverErrors: {}, changes: state.changes + 1 };
  }
}

/** Spec §5: a field's validity shows once it was touched or a Continue/Submit covered its step. */
export function isShown(state: FormState, path: string, steps: readonly StepDef[]): boolean {
  return !!state.touched[path] || !!state.attemptedSteps[stepOfPath(path, steps)];
}
