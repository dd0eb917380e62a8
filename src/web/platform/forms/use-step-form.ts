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
  issues: StepIssue<F>[];
  /** The first message about a field, if one is shown. */
  issueOf: (field: F) => StepIssue<F> | undefined;
  /** Grows with every refused try: the error summary's focus key. */
  refusals: number;
  set: <K extends keyof V>(field: K, value: V[K]) => void;
  update: (update: (values: V) => V) => void;
  /** Check the shown step: refused, or moved to the next one, or done (the last step passed). */
  next: () => 'refused' | 'moved' | 'done';
  back: () => void;
  /** A try that failed for a reason outside the checks (storage refused a save): refocus the summary. */
  refuse: () => void;
  state: StepFormState<V>;
}

export function useStepForm<V, F extends string>(
  steps: readonly FormStep<V, F>[],
  initial: () => V,
): StepForm<V, F> {
  const [state, dispatch] = useReducer(stepFormReducer<V>, undefined, () => initialStepForm(initial()));
  const step = steps[state.step] ?? steps[0]!;
  const issues = useMemo(() => shownIssues(state, step), [state, step]);
  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    dispatch({ type: 'change', field, value });
  }, []);
  const update = useCallback((fn: (values: V) => V) => dispatch({ type: 'update', update: fn }), []);
  return {
    values: state.values,
    step,
    stepIndex: state.step,
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
      dispatch({ type: 'tried', step: step.id });
      if (state.step === steps.length - 1) return 'done';
      dispatch({ type: 'goTo', step: state.step + 1, count: steps.length });
      return 'moved';
    },
    back: () => dispatch({ type: 'goTo', step: state.step - 1, count: steps.length }),
    refuse: () => dispatch({ type: 'refused', step: step.id }),
    state,
  };
}
