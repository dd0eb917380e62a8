import {
  catchStep,
  checkForm,
  emptyForm,
  FORM_FIELDS,
  formFromReport,
  recordCatchNow,
  resolveCaughtAt,
} from './catch-form-model.ts';
import type { StoredCatchReport } from './report-types.ts';

const NOW = new Date('2026-11-21T12:40:00.000Z'); // 14:40 in Vilnius

function filled() {
  return {
    ...recordCatchNow(
      emptyForm({
        permitNumber: '0600 0000 010',
        firstName: ' Jonas ',
        lastName: 'Žvejys',
        securityCode: 'k7qm-3xrt',
      }),
      new Date('2026-11-21T12:34:56.789Z'),
    ),
    speciesCode: 'lasisa',
    amount: '1',
    lengthCm: '72,5',
    sex: 'PATELE' as const,
    eelCaught: 'no' as const,
  };
}

describe('the catch report form', () => {
  it('keeps the exact moment "I caught a fish" recorded while the fields still show it', () => {
    const values = filled();
    expect(values.caughtDate).toBe('2026-11-21');
    expect(values.caughtTime).toBe('14:34');
    expect(resolveCaughtAt(values)?.toISOString()).toBe('2026-11-21T12:34:56.789Z');
    // Corrected by hand: the fields' minute, Lithuanian time.
    expect(resolveCaughtAt({ ...values, caughtTime: '14:20' })?.toISOString()).toBe(
      '2026-11-21T12:20:00.000Z',
    );
  });

  it('hands over the report as the server reads it', () => {
    const checked = checkForm(filled(), NOW);
    expect(checked).toEqual({
      ok: true,
      report: {
        permitNumber: '06000000010',
        firstName: 'Jonas',
        lastName: 'Žvejys',
        securityCode: 'K7QM3XRT',
        speciesCode: 'lasisa',
        amount: 1,
        lengthCm: 72.5,
        sex: 'PATELE',
        eelCaught: false,
        caughtAt: '2026-11-21T12:34:56.789Z',
      },
    });
  });

  it('files "kept none" without a length or sex', () => {
    const checked = checkForm({ ...filled(), amount: '0', lengthCm: '', sex: '' }, NOW);
    expect(checked.ok && checked.report).toMatchObject({ amount: 0, lengthCm: null, sex: 'NEZINOMA' });
  });

  it('says what is missing, field by field, in the form’s order, naming each field', () => {
    const checked = checkForm(emptyForm(), NOW);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.issues.map((issue) => [issue.field, issue.message])).toEqual([
      ['permitNumber', 'permitDocument.error.numberRequired'],
      ['firstName', 'catchForm.required.firstName'],
      ['lastName', 'catchForm.required.lastName'],
      ['securityCode', 'catchForm.required.securityCode'],
      ['caughtDate', 'catchForm.timeRequired'],
      ['speciesCode', 'catchForm.required.speciesCode'],
      ['amount', 'catchForm.required.amount'],
      ['eelCaught', 'catchForm.required.eelCaught'],
    ]);
  });

  it('asks for the card’s security code without a login, of the code’s shape; logged in it may be left out', () => {
    const none = checkForm({ ...filled(), securityCode: '' }, NOW);
    expect(!none.ok && none.issues).toEqual([
      { field: 'securityCode', message: 'catchForm.required.securityCode' },
    ]);
    const zero = checkForm({ ...filled(), securityCode: 'K0QM-3XRT' }, NOW);
    expect(!zero.ok && zero.issues.map((i) => [i.field, i.message])).toEqual([
      ['securityCode', 'anglers.securityCode.format'],
    ]);
    const loggedIn = checkForm({ ...filled(), securityCode: '' }, NOW, { codeOptional: true });
    expect(loggedIn.ok && loggedIn.report.securityCode).toBe('');
  });

  it('refuses a catch time in the future, one that is not real, a wrong check digit and a length without a size', () => {
    const future = checkForm({ ...filled(), caughtTime: '14:41', caughtExact: null }, NOW);
    expect(!future.ok && future.issues).toEqual([{ field: 'caughtDate', message: 'catchForm.future' }]);
    const unreal = checkForm({ ...filled(), caughtDate: '2026-02-30' }, NOW);
    expect(!unreal.ok && unreal.issues).toEqual([{ field: 'caughtDate', message: 'catchForm.timeInvalid' }]);
    const typo = checkForm({ ...filled(), permitNumber: '06000000011' }, NOW);
    expect(!typo.ok && typo.issues.map((i) => i.message)).toEqual(['permitDocument.error.checkDigit']);
    const noLength = checkForm({ ...filled(), lengthCm: '' }, NOW);
    expect(!noLength.ok && noLength.issues.map((i) => i.field)).toEqual(['lengthCm']);
  });

  it('brings a refused report back with its data, to be corrected', () => {
    const report = {
      id: '7f1c2f4e-1f1f-4c1c-9c1c-1f1f1f1f1f1f',
      permitNumber: '06000000010',
      firstName: 'Jonas',
      lastName: 'Žvejys',
      speciesCode: 'lydeka',
      amount: 2,
      lengthCm: 55,
      sex: 'PATINAS',
      eelCaught: true,
      caughtAt: '2026-11-21T08:05:00.000Z',
      savedAt: '2026-11-21T08:06:00.000Z',
      sentAt: null,
      state: 'REFUSED',
      kind: null,
      speciesLt: 'Lydeka',
      speciesEn: 'Northern pike',
      attempts: 1,
      result: null,
      refusal: null,
      corrects: null,
    } satisfies StoredCatchReport;
    const values = formFromReport(report);
    expect(values).toMatchObject({
      speciesCode: 'lydeka',
      amount: '2',
      lengthCm: '55',
      sex: 'PATINAS',
      eelCaught: 'yes',
      caughtDate: '2026-11-21',
      caughtTime: '10:05',
    });
    expect(resolveCaughtAt(values)?.toISOString()).toBe(report.caughtAt);
  });
});

describe('the catch report as a step of the step form', () => {
  const walletKnows = (number: string) => number.replace(/\s/g, '') === '06000000010';

  it('checks with the form’s own checks and names a permit the wallet knows is not a card first', () => {
    const step = catchStep({ codeOptional: false, notACard: walletKnows });
    expect(step.id).toBe('catch');
    expect(step.fields).toEqual(FORM_FIELDS);
    expect(step.check(filled())).toEqual([{ field: 'permitNumber', message: 'catchForm.notACard' }]);
    const card = catchStep({ codeOptional: true, notACard: () => false });
    expect(card.check({ ...filled(), securityCode: '' })).toEqual([]);
    const missing = checkForm(emptyForm(), new Date());
    expect(card.check(emptyForm())).toEqual(
      (missing.ok ? [] : missing.issues).filter((issue) => issue.field !== 'securityCode'),
    );
  });
});
