import { ANGLER_STEP } from '../../../shared/permits/parts/angler.ts';
import { engineStep } from './engine-step.ts';
import {
  type FormStep,
  initialStepForm,
  type StepFormState,
  shownIssues,
  stepFormReducer,
} from './step-form.ts';

interface Values {
  name: string;
  count: string;
}
type Field = keyof Values;

const steps: FormStep<Values, Field>[] = [
  {
    id: 'who',
    fields: ['name'],
    check: (values) => (values.name.trim() === '' ? [{ field: 'name', message: 'validation.required' }] : []),
  },
  {
    id: 'how-many',
    fields: ['count'],
    check: (values) => (/^\d+$/.test(values.count) ? [] : [{ field: 'count', message: 'validation.number' }]),
  },
];

const start = (): StepFormState<Values> => initialStepForm({ name: '', count: '' });

describe('the step form', () => {
  it('shows a step’s messages only after a try on it, then follows the corrections', () => {
    let state = start();
    expect(shownIssues(state, steps[0]!)).toEqual([]);
    state = stepFormReducer(state, { type: 'refused', step: 'who' });
    expect(state.refusals).toBe(1);
    expect(shownIssues(state, steps[0]!)).toEqual([{ field: 'name', message: 'validation.required' }]);
    state = stepFormReducer(state, { type: 'change', field: 'name', value: 'Jonas' });
    expect(shownIssues(state, steps[0]!)).toEqual([]);
    // Another step keeps quiet until a try is made on it.
    expect(shownIssues(state, steps[1]!)).toEqual([]);
    state = stepFormReducer(state, { type: 'refused', step: 'who' });
    expect(state.refusals).toBe(2);
  });

  it('moves between steps within the form and keeps the values', () => {
    let state = stepFormReducer(start(), { type: 'change', field: 'name', value: 'Jonas' });
    state = stepFormReducer(state, { type: 'goTo', step: 1, count: steps.length });
    expect(state.step).toBe(1);
    expect(stepFormReducer(state, { type: 'goTo', step: 5, count: steps.length }).step).toBe(1);
    state = stepFormReducer(state, { type: 'goTo', step: -1, count: steps.length });
    expect(state).toMatchObject({ step: 0, values: { name: 'Jonas', count: '' } });
  });

  it('changes several values at once and keeps the same state when nothing changed', () => {
    const state = start();
    expect(stepFormReducer(state, { type: 'change', field: 'name', value: '' })).toBe(state);
    expect(stepFormReducer(state, { type: 'update', update: (values) => values })).toBe(state);
    const both = stepFormReducer(state, { type: 'update', update: () => ({ name: 'A', count: '2' }) });
    expect(both.values).toEqual({ name: 'A', count: '2' });
    expect(stepFormReducer(both, { type: 'replace', values: { name: '', count: '' } }).values.name).toBe('');
  });

  it('takes a permit kind’s step with the engine’s checks and conditions (the angler’s)', () => {
    const angler = engineStep(ANGLER_STEP, { today: '2026-11-21' });
    expect(angler.fields.slice(0, 3)).toEqual(['firstName', 'lastName', 'citizenship']);
    const issues = angler.check({
      firstName: 'Jonas',
      lastName: 'Žvejys',
      citizenship: 'PILIETIS',
      personCode: '123',
    });
    expect(issues).toEqual([{ field: 'personCode', message: 'validation.personCodeFormat' }]);
    // A foreigner gives no person code: the field is hidden, neither checked nor asked for.
    expect(
      angler
        .check({ firstName: 'Jonas', lastName: 'Žvejys', citizenship: 'UZSIENIETIS', personCode: '123' })
        .map((issue) => issue.field),
    ).not.toContain('personCode');
    let state = stepFormReducer(initialStepForm<Record<string, unknown>>({}), {
      type: 'refused',
      step: 'angler',
    });
    state = stepFormReducer(state, { type: 'change', field: 'firstName', value: '' });
    expect(shownIssues(state, angler)[0]).toEqual({ field: 'firstName', message: 'validation.required' });
  });
});
