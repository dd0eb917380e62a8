import type { StepDef } from '../../../shared/permits/engine/definition.ts';
import { engineStep } from './engine-step.ts';
import { initialPathForm, isShownAt, pathFormReducer } from './path-form.ts';
import { getIn, setIn, shiftAfterRemoval } from './paths.ts';
import { shownIssues, stepFormReducer } from './step-form.ts';

const site: StepDef = {
  id: 'site',
  title: 'angler.step.angler',
  fields: [
    { type: 'text', name: 'siteName', label: 'angler.firstName', maxLength: 50 },
    {
      type: 'group',
      name: 'flows',
      label: 'angler.lastName',
      itemLabel: 'angler.lastName',
      addLabel: 'angler.lastName',
      min: 1,
      fields: [{ type: 'text', name: 'wasteCode', label: 'angler.lastName', maxLength: 20 }],
    },
  ],
};

describe('the step form with values by path (the application editor’s)', () => {
  it('is the step form’s state: its values, refused steps and shown issues', () => {
    let state = initialPathForm({});
    const step = engineStep(site);
    expect(shownIssues(state, step)).toEqual([]);
    state = pathFormReducer(state, {
      type: 'refused',
      scope: { kind: 'step', step: 'site' },
      steps: ['site'],
    });
    expect(state.attempted).toEqual({ site: true });
    expect(shownIssues(state, step).map((issue) => issue.field)).toEqual(['siteName', 'flows']);
    state = pathFormReducer(state, { type: 'change', path: 'siteName', value: 'Karjeras' });
    state = pathFormReducer(state, { type: 'addRow', path: 'flows' });
    state = pathFormReducer(state, { type: 'change', path: 'flows[0].wasteCode', value: '16 01 07*' });
    expect(state.values).toEqual({ siteName: 'Karjeras', flows: [{ wasteCode: '16 01 07*' }] });
    expect(shownIssues(state, step)).toEqual([]);
    // The step form's own reducer moves it and keeps what the path form adds.
    const moved = { ...state, ...stepFormReducer(state, { type: 'goTo', step: 2, count: 3 }) };
    expect(moved).toMatchObject({ step: 2, changes: 3, edited: { siteName: true } });
  });

  it('counts one refusal for a Submit over several steps, and one for the server’s refusal', () => {
    let state = initialPathForm({ a: '' });
    state = pathFormReducer(state, {
      type: 'refused',
      scope: { kind: 'submit' },
      steps: ['one', 'two', 'three'],
      touch: ['a', 'documents.PLANAS'],
    });
    expect(state.refusals).toBe(1);
    expect(state.attempted).toEqual({ one: true, two: true, three: true });
    expect(isShownAt(state, 'documents.PLANAS', 'review')).toBe(true);
    expect(isShownAt(state, 'b', 'four')).toBe(false);
    expect(isShownAt(state, 'b', 'two')).toBe(true);
    state = pathFormReducer(state, {
      type: 'serverErrors',
      scope: { kind: 'save' },
      errors: [{ path: 'b', message: 'Jau yra' }],
    });
    expect(state).toMatchObject({ refusals: 2, summary: { kind: 'save' }, serverErrors: { b: 'Jau yra' } });
    expect(pathFormReducer(state, { type: 'clearSummary' }).summary).toBeNull();
  });

  it('takes another copy of the values (the server’s, chosen in a conflict) and forgets the server’s messages', () => {
    let state = pathFormReducer(initialPathForm({ a: '1' }), {
      type: 'serverErrors',
      scope: { kind: 'save' },
      errors: [{ path: 'a', message: 'Per ilgas' }],
    });
    state = pathFormReducer(state, { type: 'replace', values: { a: '2' } });
    expect(state).toMatchObject({ values: { a: '2' }, serverErrors: {}, changes: 1 });
  });

  it('removes a row: later rows’ marks move up, the group counts as touched', () => {
    let state = initialPathForm({ flows: [{ code: 'a' }, { code: 'b' }, { code: 'c' }] });
    state = pathFormReducer(state, { type: 'change', path: 'flows[2].code', value: 'C', touch: true });
    state = pathFormReducer(state, {
      type: 'serverErrors',
      scope: { kind: 'save' },
      errors: [{ path: 'flows[0].code', message: 'Netinka' }],
    });
    state = pathFormReducer(state, { type: 'removeRow', path: 'flows', index: 0 });
    expect(state.values).toEqual({ flows: [{ code: 'b' }, { code: 'C' }] });
    expect(state.touched).toEqual({ 'flows[1].code': true, flows: true });
    expect(state.edited).toEqual({ 'flows[1].code': true });
    expect(state.serverErrors).toEqual({});
  });
});

describe('paths into nested values', () => {
  it('writes a copy, creating rows on the way, and renumbers after a removal', () => {
    const data = { rows: [{ a: 1 }] };
    const next = setIn(data, 'rows[2].b', 2);
    expect(next).toEqual({ rows: [{ a: 1 }, {}, { b: 2 }] });
    expect(data).toEqual({ rows: [{ a: 1 }] });
    expect(getIn(next, 'rows[2].b')).toBe(2);
    expect(getIn(next, 'rows[5].b')).toBeUndefined();
    expect(shiftAfterRemoval({ 'rows[0].a': 1, 'rows[1].a': 2, rowsX: 3 }, 'rows', 0)).toEqual({
      'rows[0].a': 2,
      rowsX: 3,
    });
  });
});
