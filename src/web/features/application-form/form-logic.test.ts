// The message catalogs, which this file's assertions read (no global test setup loads them).
import '../../../shared/i18n/all-messages.ts';
import { describe, expect, it } from 'vitest';
import type { MessageId, MessageValues } from '../../../shared/i18n/index.ts';
import { translate } from '../../../shared/i18n/index.ts';
import { CONTACT_STEP_ID, REVIEW_STEP_ID } from '../../../shared/permits/engine/common.ts';
import type { KindDefinition } from '../../../shared/permits/engine/definition.ts';
import { stepsOf } from '../../../shared/permits/engine/validate.ts';
import { jvsDocumentSlot, jvsFields } from '../../../shared/permits/groups/jvs.ts';
import { l03Example, l03ExampleDocuments } from '../../../shared/permits/kinds/l03/example.ts';
import { l03 } from '../../../shared/permits/kinds/l03/index.ts';
import {
  companyContactsExample,
  l13Example,
  l13ExampleDocuments,
} from '../../../shared/permits/kinds/l13/example.ts';
import { l13 } from '../../../shared/permits/kinds/l13/index.ts';
import { initialPathForm, pathFormReducer } from '../../platform/forms/path-form.ts';
import { getIn, parsePath, setIn, shiftAfterRemoval } from '../../platform/forms/paths.ts';
import { checkForm, issuesOfStep, pathLabel, summaryEntries, visibleFields } from './form-check.ts';
import { fieldId, isShown, stepOfPath, targetId } from './form-paths.ts';

const t = (id: MessageId, values?: MessageValues) => translate('en', id, values);
const steps = stepsOf(l13, 'company');
const TODAY = '2026-11-21';

describe('paths into the data', () => {
  it('reads and writes nested rows without touching the original', () => {
    expect(parsePath('jvs[1].persons[0].code')).toEqual(['jvs', 1, 'persons', 0, 'code']);
    const data = { employees: [{ vardas: 'Jonas' }] };
    const next = setIn(data, 'employees[1].vardas', 'Ona');
    expect(next).toEqual({ employees: [{ vardas: 'Jonas' }, { vardas: 'Ona' }] });
    expect(data.employees).toHaveLength(1);
    expect(getIn(next, 'employees[1].vardas')).toBe('Ona');
    expect(getIn(next, 'flows[0].wasteCode')).toBeUndefined();
    expect(setIn({}, 'jvs[0].companies[0].code', '110051834')).toEqual({
      jvs: [{ companies: [{ code: '110051834' }] }],
    });
  });

  it('names inputs and document slots with valid ids the summary can link to', () => {
    expect(fieldId('employees[0].asmensKodas')).toBe('f-employees-0-asmensKodas');
    expect(targetId('documents.PARAISKA_PDF')).toBe('doc-PARAISKA_PDF');
    expect(targetId('siteName')).toBe('f-siteName');
  });

  it('places every path on the step that shows it', () => {
    expect(stepOfPath('siteName', steps)).toBe('activity');
    expect(stepOfPath('employees[2].vardas', steps)).toBe('employees');
    expect(stepOfPath('contactPosition', steps)).toBe(CONTACT_STEP_ID);
    expect(stepOfPath('documents.KVALIFIKACIJA', steps)).toBe('employees');
    expect(stepOfPath('documents.UNKNOWN', steps)).toBe(REVIEW_STEP_ID);
    expect(stepOfPath('declaration', steps)).toBe(REVIEW_STEP_ID);
  });

  it('renumbers touched paths after a row is removed', () => {
    const touched = { 'flows[0].wasteCode': 1, 'flows[1].wasteCode': 2, 'flows[2].activity': 3, siteName: 4 };
    expect(shiftAfterRemoval(touched, 'flows', 1)).toEqual({
      'flows[0].wasteCode': 1,
      'flows[1].activity': 3,
      siteName: 4,
    });
  });
});

describe('the resolver: the validator the server runs', () => {
  it('asks for the L03 research report on the documents step when the area is over 100 ha (spec §5)', () => {
    // L03's dates count from the real today (its example is built from it).
    const data = { ...l03Example, ...companyContactsExample, areaHa: '150' };
    const check = checkForm(l03, data, { filer: 'company', documentTypes: l03ExampleDocuments });
    const issue = check.byPath.get('documents.TYRIMU_ATASKAITA');
    expect(issue?.message).toBe('l03.error.researchReportRequired');
    expect(translate('lt', issue!.message)).toBe(
      'Plotas didesnis nei 100 ha: pridėkite žuvų išteklių tyrimų ataskaitą',
    );
    expect(issuesOfStep(check.submitIssues, 'documents', stepsOf(l03, 'company'))).toEqual([issue]);
    const withReport = checkForm(l03, data, {
      filer: 'company',
      documentTypes: [...l03ExampleDocuments, 'TYRIMU_ATASKAITA'],
    });
    expect(withReport.submitIssues).toEqual([]);
    const exactly100 = checkForm(
      l03,
      { ...data, areaHa: '100' },
      { filer: 'company', documentTypes: l03ExampleDocuments },
    );
    expect(exactly100.submitIssues).toEqual([]);
  });

  it('finds nothing wrong with a complete application', () => {
    const check = checkForm(
      l13,
      { ...l13Example, ...companyContactsExample },
      { filer: 'company', documentTypes: l13ExampleDocuments, today: TODAY },
    );
    expect(check.submitIssues).toEqual([]);
    expect(check.draftIssues).toEqual([]);
  });

  it('saves an unfinished form but not a wrong value, and lists everything a submit needs', () => {
    const check = checkForm(
      l13,
      { siteName: 'Aikštelė', contactPhone: '861234567' },
      { filer: 'company', documentTypes: [], today: TODAY },
    );
    expect(check.draftIssues).toEqual([{ path: 'contactPhone', message: 'validation.phone' }]);
    const paths = check.submitIssues.map((issue) => issue.path);
    expect(paths).toContain('siteAddress');
    expect(paths).toContain('flows');
    expect(paths).toContain('declaration');
    expect(paths).toContain('documents.PARAISKA');
    expect(check.byPath.get('employees')?.message).toBe('l13.error.employeeRequired');
  });

  it('checks one step for Continue, its document slots included', () => {
    const check = checkForm(l13, {}, { filer: 'company', documentTypes: [], today: TODAY });
    expect(issuesOfStep(check.submitIssues, 'activity', steps).map((issue) => issue.path)).toEqual([
      'siteName',
      'siteAddress',
      'activities',
      'hasPollutionPermit',
      'documents.TECHNOLOGINIS_REGLAMENTAS',
    ]);
  });

  it('labels summary lines with the row and field, in the language shown', () => {
    expect(pathLabel('employees[1].asmensKodas', steps, l13.documents, t)).toBe('Employee 2 – Personal code');
    expect(pathLabel('documents.PARAISKA_PDF', steps, l13.documents, t)).toBe('Application (pdf)');
    const check = checkForm(
      l13,
      {
        employees: [{ asmensKodas: '38703181746' }],
        activities: [{ activity: 'LAIKYMAS' }, { activity: 'LAIKYMAS' }],
      },
      { filer: 'company', documentTypes: [], today: TODAY },
    );
    const entries = summaryEntries(check.draftIssues, steps, l13.documents, t);
    expect(entries.map((entry) => [entry.step, entry.targetId])).toEqual([
      ['activity', 'f-activities-1-activity'],
      ['employees', 'f-employees-0-asmensKodas'],
    ]);
    expect(entries[1]!.text).toMatch(/^Employee 1 – Personal code: /);
    expect(translate('lt', 'validation.personCode')).not.toBe(t('validation.personCode'));
  });
});

describe('conditions show and hide fields', () => {
  it('shows the pollution permit number only with a pollution permit', () => {
    const activity = l13.steps[0]!.fields;
    const names = (data: Record<string, unknown>) => visibleFields(activity, data).map((field) => field.name);
    expect(names({ hasPollutionPermit: 'NE' })).not.toContain('pollutionPermitNumber');
    expect(names({ hasPollutionPermit: 'TAIP' })).toContain('pollutionPermitNumber');
  });

  it('shows joint activity contracts when the flag is ticked, and needs their file then', () => {
    const kind: KindDefinition = {
      ...l13,
      steps: [{ id: 'jvs', title: 'jvs.title', fields: jvsFields, documents: ['JVS_SUTARTIS'] }],
      documents: [jvsDocumentSlot],
      rules: [],
    };
    expect(visibleFields(jvsFields, { jointActivity: false }).map((f) => f.name)).toEqual(['jointActivity']);
    expect(visibleFields(jvsFields, { jointActivity: true }).map((f) => f.name)).toEqual([
      'jointActivity',
      'jvs',
    ]);
    const check = checkForm(
      kind,
      { jointActivity: true, jvs: [{ number: '', companies: [{}] }] },
      { filer: 'company', documentTypes: [], today: TODAY },
    );
    const paths = check.submitIssues.map((issue) => issue.path);
    expect(paths).toContain('jvs[0].number');
    expect(paths).toContain('jvs[0].companies[0].code');
    expect(paths).toContain('documents.JVS_SUTARTIS');
    expect(pathLabel('jvs[0].companies[0].code', stepsOf(kind, 'company'), kind.documents, t)).toBe(
      'Contract 1 – Company 1 – Company code',
    );
    const hidden = checkForm(
      kind,
      { jointActivity: false, jvs: [{ number: '' }] },
      { filer: 'company', documentTypes: [], today: TODAY },
    );
    expect(hidden.submitIssues.map((issue) => issue.path)).not.toContain('jvs[0].number');
  });
});

describe('what the form shows (spec §5)', () => {
  it('shows a field once changed and left, and a whole step after a refused Continue', () => {
    let state = initialPathForm({});
    expect(isShown(state, 'siteName', steps)).toBe(false);
    // Leaving a field without typing in it does not count as touched.
    state = pathFormReducer(state, { type: 'touch', path: 'siteName' });
    expect(isShown(state, 'siteName', steps)).toBe(false);
    state = pathFormReducer(state, { type: 'change', path: 'siteName', value: 'A' });
    expect(isShown(state, 'siteName', steps)).toBe(false);
    state = pathFormReducer(state, { type: 'touch', path: 'siteName' });
    expect(isShown(state, 'siteName', steps)).toBe(true);
    state = pathFormReducer(state, {
      type: 'refused',
      scope: { kind: 'step', step: 'flows' },
      steps: ['flows'],
    });
    expect(isShown(state, 'flows[0].wasteCode', steps)).toBe(true);
    expect(isShown(state, 'employees', steps)).toBe(false);
    expect(state.refusals).toBe(1);
    expect(state.summary).toEqual({ kind: 'step', step: 'flows' });
  });

  it('keeps server messages until the field changes, and counts every change for the autosave', () => {
    let state = initialPathForm({ siteName: 'A' });
    state = pathFormReducer(state, {
      type: 'serverErrors',
      scope: { kind: 'save' },
      errors: [{ path: 'siteName', message: 'Jau yra' }],
    });
    expect(state.serverErrors).toEqual({ siteName: 'Jau yra' });
    expect(isShown(state, 'siteName', steps)).toBe(true);
    state = pathFormReducer(state, { type: 'change', path: 'siteName', value: 'B' });
    expect(state.serverErrors).toEqual({});
    expect(state.changes).toBe(1);
  });

  it('adds and removes rows, renumbering what was touched', () => {
    let state = initialPathForm({});
    state = pathFormReducer(state, { type: 'addRow', path: 'flows' });
    state = pathFormReducer(state, { type: 'addRow', path: 'flows' });
    state = pathFormReducer(state, {
      type: 'change',
      path: 'flows[1].wasteCode',
      value: '16 01 07*',
      touch: true,
    });
    state = pathFormReducer(state, { type: 'removeRow', path: 'flows', index: 0 });
    expect(state.values).toEqual({ flows: [{ wasteCode: '16 01 07*' }] });
    expect(state.touched).toEqual({ 'flows[0].wasteCode': true, flows: true });
  });
});
