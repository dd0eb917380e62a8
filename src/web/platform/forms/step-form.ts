/**
 * One way to build a form in the web app (issue 23 item 3, ADR 0039): a form is a list of steps,
 * each naming its fields in the order a person reads them and how they are checked; this reducer
 * keeps what the person typed, which step they are on and on which steps a Continue or Save was
 * refused. What a step's check says is shown only after that, and then follows the corrections as
 * they are typed (spec §5; GOV.UK: no "Required" before the person asked to go on).
 *
 * The checks are the same functions the server runs (house style habit 2): a permit kind's step
 * through the engine's `validateFields` (engine-step.ts), a catch report through
 * `validateCatchReport`. The layer does not know which: it only orders and shows their issues.
 *
 * Pure: no React, no DOM (use-step-form.ts is the hook on it; path-form.ts adds what the permit
 * application editor needs on top: changes by path, rows, touched fields, the server's messages).
 */
import type { MessageId, MessageValues } from '../../../shared/i18n/index.ts';

/** A message about one field; `field` is its path (`rows[0].name` inside rows). */
export interface StepIssue<F extends string = string> {
  field: F;
  message: MessageId;
  values?: MessageValues;
}

export interface FormStep<V, F extends string = string> {
  /** Stable id: the step's address and element ids. */
  id: string;
  /** The step's fields in the order the page shows them. */
  fields: readonly F[];
  /**
   * What stands in the way of leaving the step forward (Continue, or Save on the last one), in the
   * order of the step's fields: the error summary lists them so, a field shows its first.
   */
  check: (values: V) => readonly StepIssue<F>[];
}

export interface StepFormState<V> {
  values: V;
  /** Index of the step shown. */
  step: number;
  /** Steps a Continue or Save was refused on: their messages show from then on. */
  attempted: Readonly<Record<string, true>>;
  /** Grows with every refused try, so the error summary takes the focus again. */
  refusals: number;
}

export type StepFormAction<V> =
  | { type: 'change'; field: keyof V; value: V[keyof V] }
  /** Several values at once, computed from the current ones (a button that fills a few fields). */
  | { type: 'update'; update: (values: V) => V }
  | { type: 'replace'; values: V }
  /**
   * A try that did not go through: the messages of its step (or steps: a Submit covers them all)
   * show, and the summary takes the focus again. An empty list: a refusal from outside the checks.
   */
  | { type: 'refused'; step: string | readonly string[] }
  | { type: 'goTo'; step: number; count: number };

export function initialStepForm<V>(values: V, step = 0): StepFormState<V> {
  return { values, step, attempted: {}, refusals: 0 };
}

export function stepFormReducer<V>(state: StepFormState<V>, action: StepFormAction<V>): StepFormState<V> {
  switch (action.type) {
    case 'change':
      return Object.is(state.values[action.field], action.value)
        ? state
        : { ...state, values: { ...state.values, [action.field]: action.value } };
    case 'update': {
      const values = action.update(state.values);
      return values === state.values ? state : { ...state, values };
    }
    case 'replace':
      return { ...state, values: action.values };
    case 'refused': {
      const steps = typeof action.step === 'string' ? [action.step] : action.step;
      const fresh = steps.filter((step) => !state.attempted[step]);
      const attempted = { ...state.attempted };
      for (const step of fresh) attempted[step] = true;
      return {
        ...state,
        attempted: fresh.length === 0 ? state.attempted : attempted,
        refusals: state.refusals + 1,
      };
    }
    case 'goTo': {
      const step = Math.max(0, Math.min(action.count - 1, action.step));
      return step === state.step ? state : { ...state, step };
    }
  }
}

/** What the step shows: its issues once a try was made on it, else none. */
export function shownIssues<V, F extends string>(
  state: StepFormState<V>,
  step: FormStep<V, F>,
): readonly StepIssue<F>[] {
  return state.attempted[step.id] ? step.check(state.values) : [];
}
