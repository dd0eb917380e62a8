/**
 * The hook on the step form (step-form.ts, ADR 0039): the values, the step shown and its messages,
 * and the moves a page makes. `next()` checks the step shown: with issues it is refused (the
 * messages show, the error summary takes the focus); otherwise it moves on, or on the last step
 * says `done` for the page to save.
 */
import { useCallback, useMemo, useReducer } from 'react';
import {
  type FormStep,
  initialStepForm,
  type StepFormState,
  type StepIssue,
  shownIssues,
  stepFormReducer,
} from './step-form.ts';

export interface StepForm<V, F extends string> {
  values: V;
  step: FormStep<V, F>;
  stepIndex: number;
  /** The shown step's messages (after a try), in the order of its fields. */
  issues: readonly StepIssue<F>[];
  /** The first message about a field, if one is shown. */
  issueOf: (field: F) => StepIssue<F> | undefined;
  /** Grows with every refused try: the error summary's focus key. */
  refusals: number;
  set: <K extends keyof V>(field: K, value: V[K]) => void;
  update: (update: (values: V) => V) => void;
  /** Check the shown step: refused, moved to the next one, or done (the last step, or one the page owns, passed). */
  next: () => 'refused' | 'moved' | 'done';
  back: () => void;
  /** A try that failed for a reason outside the checks (storage refused a save): refocus the summary. */
  refuse: () => void;
  state: StepFormState<V>;
}

export interface StepFormOptions {
  /**
   * The step shown, when the page owns it (the purchase journey's `?zingsnis=`, so Back and a
   * reload work): `next()` then never moves, it says `done` and the page goes where it goes.
   */
  stepId?: string;
}

export function useStepForm<V, F extends string>(
  steps: readonly FormStep<V, F>[],
  initial: () => V,
  { stepId }: StepFormOptions = {},
): StepForm<V, F> {
  const [state, dispatch] = useReducer(stepFormReducer<V>, undefined, () => initialStepForm(initial()));
  const owned = stepId === undefined ? -1 : steps.findIndex((candidate) => candidate.id === stepId);
  const index = owned === -1 ? state.step : owned;
  const step = steps[index] ?? steps[0]!;
  const issues = useMemo(() => shownIssues(state, step), [state, step]);
  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    dispatch({ type: 'change', field, value });
  }, []);
  const update = useCallback((fn: (values: V) => V) => dispatch({ type: 'update', update: fn }), []);
  return {
    values: state.values,
    step,
    stepIndex: index,
    issues,
    issueOf: (field) => issues.find((issue) => issue.field === field),
    refusals: state.refusals,
    set,
    update,
    next: () => {
      if (step.check(state.values).length > 0) {
        dispatch({ type: 'refused', step: step.id });
        return 'refused';
      }
      if (stepId !== undefined || index === steps.length - 1) return 'done';
      dispatch({ type: 'goTo', step: state.step + 1, count: steps.length });
      return 'moved';
    },
    back: () => dispatch({ type: 'goTo', step: state.step - 1, count: steps.length }),
    refuse: () => dispatch({ type: 'refused', step: step.id }),
    state,
  };
}
