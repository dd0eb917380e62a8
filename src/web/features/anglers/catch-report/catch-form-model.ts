/**
 * The catch report form's values and their checks (spec §3 Catch report: fish species, amount,
 * length in cm, sex, the eel-caught question; the permit number, the holder's names and the card's
 * security code prove the permit, as on the download form; ADR 0015). The checks are the server's own (`validateCatchReport`, house
 * style habit 2), so the phone shows the same messages the server would send; the phone adds only
 * what it knows better: a catch time typed on the Lithuanian clock, and not in the future.
 *
 * The unsaved form is kept in the tab's sessionStorage as it is typed, so a reload (the "site
 * content changed" dialog, a phone that drops the tab) never loses a recorded catch time.
 */
import { CATCH_SEXES, type CatchSex, validateCatchReport } from '../../../../shared/anglers/catch-reports.ts';
import { VALIDATION } from '../../../../shared/fields/message-ids.ts';
import type { MessageId } from '../../../../shared/i18n/index.ts';
import type { FormStep, StepIssue } from '../../../platform/forms/step-form.ts';
import { fromWallClock, toWallClock } from './catch-time.ts';
import type { NewCatchReport, StoredCatchReport } from './report-types.ts';

export interface CatchFormValues {
  permitNumber: string;
  firstName: string;
  lastName: string;
  /** The card's security code as typed (ADR 0015); the wallet's when it keeps the card with one. */
  securityCode: string;
  speciesCode: string;
  amount: string;
  lengthCm: string;
  sex: CatchSex | '';
  eelCaught: 'yes' | 'no' | '';
  /** Lithuanian date and time of the catch, as the fields show them. */
  caughtDate: string;
  caughtTime: string;
  /** The exact moment the "I caught a fish" button recorded (ISO), while the fields still show it. */
  caughtExact: string | null;
}

export type CatchField = Exclude<keyof CatchFormValues, 'caughtExact'>;

export const FORM_FIELDS: readonly CatchField[] = [
  'permitNumber',
  'firstName',
  'lastName',
  'securityCode',
  'caughtDate',
  'caughtTime',
  'speciesCode',
  'amount',
  'lengthCm',
  'sex',
  'eelCaught',
];

export type FormIssue = StepIssue<CatchField>;

/** What the form hands to the outbox: the report's sent fields, normalised as the server reads them. */
export type CheckedReport = Pick<
  NewCatchReport,
  | 'permitNumber'
  | 'firstName'
  | 'lastName'
  | 'securityCode'
  | 'speciesCode'
  | 'amount'
  | 'lengthCm'
  | 'sex'
  | 'eelCaught'
  | 'caughtAt'
>;

export function emptyForm(
  prefill: Partial<Pick<CatchFormValues, 'permitNumber' | 'firstName' | 'lastName' | 'securityCode'>> = {},
) {
  return {
    permitNumber: prefill.permitNumber ?? '',
    firstName: prefill.firstName ?? '',
    lastName: prefill.lastName ?? '',
    securityCode: prefill.securityCode ?? '',
    speciesCode: '',
    amount: '',
    lengthCm: '',
    sex: '',
    eelCaught: '',
    caughtDate: '',
    caughtTime: '',
    caughtExact: null,
  } satisfies CatchFormValues;
}

/** A refused report back in the form, to be corrected. */
export function formFromReport(report: StoredCatchReport): CatchFormValues {
  const wall = toWallClock(new Date(report.caughtAt));
  return {
    permitNumber: report.permitNumber,
    firstName: report.firstName,
    lastName: report.lastName,
    securityCode: report.securityCode ?? '',
    speciesCode: report.speciesCode,
    amount: String(report.amount),
    lengthCm: report.lengthCm === null ? '' : String(report.lengthCm),
    sex: report.amount > 0 ? report.sex : '',
    eelCaught: report.eelCaught ? 'yes' : 'no',
    caughtDate: wall.date,
    caughtTime: wall.time,
    caughtExact: report.caughtAt,
  };
}

/** "I caught a fish": the moment is now, the fields show it. */
export function recordCatchNow(values: CatchFormValues, now: Date): CatchFormValues {
  const wall = toWallClock(now);
  return { ...values, caughtDate: wall.date, caughtTime: wall.time, caughtExact: now.toISOString() };
}

/**
 * The catch moment the form names: the recorded one while the fields still show it (to the
 * minute), else the one the fields name; null when they name none.
 */
export function resolveCaughtAt(values: CatchFormValues): Date | null {
  if (values.caughtExact) {
    const exact = new Date(values.caughtExact);
    const shown = toWallClock(exact);
    if (shown.date === values.caughtDate && shown.time === values.caughtTime) return exact;
  }
  return fromWallClock(values.caughtDate, values.caughtTime);
}

/** Any valid UUID: the report's own id is made when it is saved. */
const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

/**
 * "Required" says which field only beside it; the error summary needs the field named (GOV.UK),
 * so a missing answer gets its own message.
 */
const REQUIRED: Partial<Record<CatchField, MessageId>> = {
  firstName: 'catchForm.required.firstName',
  lastName: 'catchForm.required.lastName',
  securityCode: 'catchForm.required.securityCode',
  speciesCode: 'catchForm.required.speciesCode',
  amount: 'catchForm.required.amount',
  lengthCm: 'catchForm.required.lengthCm',
  sex: 'catchForm.required.sex',
  eelCaught: 'catchForm.required.eelCaught',
};

const FIELD_OF_PATH: Record<string, CatchField> = {
  permitNumber: 'permitNumber',
  firstName: 'firstName',
  lastName: 'lastName',
  securityCode: 'securityCode',
  speciesCode: 'speciesCode',
  amount: 'amount',
  lengthCm: 'lengthCm',
  sex: 'sex',
  eelCaught: 'eelCaught',
  caughtAt: 'caughtDate',
  savedAt: 'caughtDate',
};

/**
 * Checks the form. `codeOptional`: the person is logged in, and the holder's or buyer's session
 * proves the card without its security code (ADR 0015); otherwise the code is required.
 */
export function checkForm(
  values: CatchFormValues,
  now: Date,
  options: { codeOptional?: boolean } = {},
): { ok: true; report: CheckedReport } | { ok: false; issues: FormIssue[] } {
  const issues: FormIssue[] = [];
  if (!options.codeOptional && values.securityCode.trim() === '')
    issues.push({ field: 'securityCode', message: 'catchForm.required.securityCode' });
  const typedTime = values.caughtDate.trim() !== '' || values.caughtTime.trim() !== '';
  const caughtAt = resolveCaughtAt(values);
  if (!typedTime) issues.push({ field: 'caughtDate', message: 'catchForm.timeRequired' });
  else if (!caughtAt) issues.push({ field: 'caughtDate', message: 'catchForm.timeInvalid' });
  else if (caughtAt.getTime() > now.getTime())
    issues.push({ field: 'caughtDate', message: 'catchForm.future' });

  const checked = validateCatchReport(
    {
      id: PLACEHOLDER_ID,
      permitNumber: values.permitNumber,
      firstName: values.firstName,
      lastName: values.lastName,
      securityCode: values.securityCode,
      speciesCode: values.speciesCode,
      amount: values.amount,
      lengthCm: values.lengthCm,
      sex: values.sex,
      eelCaught: values.eelCaught === '' ? undefined : values.eelCaught === 'yes',
      // The time's own problems are told above; here only a real time is passed on.
      caughtAt: caughtAt && caughtAt.getTime() <= now.getTime() ? caughtAt.toISOString() : now.toISOString(),
      savedAt: now.toISOString(),
    },
    { sending: false },
  );
  if (!checked.ok) {
    for (const issue of checked.issues) {
      const field = FIELD_OF_PATH[issue.path];
      if (!field || issues.some((known) => known.field === field)) continue;
      const required = issue.message === VALIDATION.required ? REQUIRED[field] : undefined;
      if (required) issues.push({ field, message: required });
      else
        issues.push(
          issue.values
            ? { field, message: issue.message, values: issue.values }
            : { field, message: issue.message },
        );
    }
  }
  if (!checked.ok || issues.length > 0) {
    return {
      ok: false,
      issues: FORM_FIELDS.flatMap((field) => issues.filter((issue) => issue.field === field)),
    };
  }
  const { request } = checked;
  return {
    ok: true,
    report: {
      permitNumber: request.permitNumber,
      firstName: request.firstName,
      lastName: request.lastName,
      securityCode: request.securityCode,
      speciesCode: request.speciesCode,
      amount: request.amount,
      lengthCm: request.lengthCm,
      sex: request.sex,
      eelCaught: request.eelCaught,
      caughtAt: request.caughtAt,
    },
  };
}

/**
 * The catch report as the step form's one step (ADR 0039): its fields in the page's order and
 * `checkForm`'s checks, with what only the phone knows: the wallet says the permit is not a card.
 */
export function catchStep(options: {
  /** Whether the wallet knows the typed permit number as a permit that is not a card. */
  notACard: (permitNumber: string) => boolean;
  codeOptional: boolean;
}): FormStep<CatchFormValues, CatchField> {
  return {
    id: 'catch',
    fields: FORM_FIELDS,
    check: (values) => {
      const checked = checkForm(values, new Date(), { codeOptional: options.codeOptional });
      const issues = checked.ok ? [] : checked.issues;
      // checkForm gives one message a field, in the form's order; the card's comes first, alone.
      return options.notACard(values.permitNumber)
        ? [
            { field: 'permitNumber', message: 'catchForm.notACard' },
            ...issues.filter((issue) => issue.field !== 'permitNumber'),
          ]
        : issues;
    },
  };
}

// --- The unsaved form, kept across a reload ----------------------------------------------------

const DRAFT_PREFIX = 'catch-report-form:';

function isValues(value: unknown): value is CatchFormValues {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const strings: (keyof CatchFormValues)[] = [
    'permitNumber',
    'firstName',
    'lastName',
    'speciesCode',
    'amount',
    'lengthCm',
    'caughtDate',
    'caughtTime',
  ];
  // A form kept before the code field existed has none: it is read with an empty one.
  if (v.securityCode === undefined) v.securityCode = '';
  return (
    typeof v.securityCode === 'string' &&
    strings.every((key) => typeof v[key] === 'string') &&
    (v.sex === '' || (CATCH_SEXES as readonly unknown[]).includes(v.sex)) &&
    (v.eelCaught === '' || v.eelCaught === 'yes' || v.eelCaught === 'no') &&
    (v.caughtExact === null || typeof v.caughtExact === 'string')
  );
}

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The unsaved form of this address (`key`: which report or permit it is for), if the tab kept one. */
export function loadUnsaved(key: string): CatchFormValues | null {
  try {
    const value: unknown = JSON.parse(session()?.getItem(DRAFT_PREFIX + key) ?? 'null');
    return isValues(value) ? value : null;
  } catch {
    return null;
  }
}

export function keepUnsaved(key: string, values: CatchFormValues): void {
  try {
    session()?.setItem(DRAFT_PREFIX + key, JSON.stringify(values));
  } catch {
    // Storage full or refused: the form still works, only a reload would lose it.
  }
}

export function forgetUnsaved(key: string): void {
  try {
    session()?.removeItem(DRAFT_PREFIX + key);
  } catch {
    // Nothing kept.
  }
}
