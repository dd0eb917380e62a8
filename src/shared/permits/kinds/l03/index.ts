/**
 * L03 use of a fishing area (žvejybos ploto naudojimas; spec §3 L03: account number, decision date,
 * research report; spec §5 L03 and §9: account number 18 digits, decision date not later than 30
 * days after submission, research report needed if the area is over 100 ha, files must include a
 * type 53 entry). A person or a company asks to use a fishing area of a state water body.
 */
import { todayInLithuania } from '../../../fields/index.ts';
import type { DocumentSlot, KindDefinition, Option } from '../../engine/definition.ts';
import { MUNICIPALITIES } from '../../groups/municipalities.ts';
import { addDays } from '../../parts/dates.ts';

/** Spec §9: "account 18 digits" – a Lithuanian IBAN is LT and 18 digits; the form asks for the digits. */
export const ACCOUNT_NUMBER_LENGTH = 18;
/** Spec §5 L03, §9: the decision date is at most 30 days after submission. */
export const DECISION_DAYS_MAX = 30;
/** Spec §5 L03, §9: a research report is needed for an area over 100 ha. */
export const RESEARCH_REPORT_AREA_HA = 100;
/** Spec §5 L03 "a type 53 entry": the National Land Service (NŽT) document for the water body's area. */
export const NZT_DOCUMENT_TYPE = '53';

export const L03_PURPOSES: readonly Option[] = [
  { value: 'MEGEJU_ZVEJYBA', label: 'l03.purpose.MEGEJU_ZVEJYBA' },
  { value: 'VERSLINE_ZVEJYBA', label: 'l03.purpose.VERSLINE_ZVEJYBA' },
  { value: 'AKVAKULTURA', label: 'l03.purpose.AKVAKULTURA' },
];

/**
 * Submission is the moment the rules run (they run on submit only), so "30 days after submission"
 * is today in Lithuania plus 30 days. `today` is for tests.
 */
export function decisionDateInTime(data: Readonly<Record<string, unknown>>, today = todayInLithuania()) {
  return typeof data.decisionDate !== 'string' || data.decisionDate <= addDays(today, DECISION_DAYS_MAX);
}

export function accountNumberWhole(data: Readonly<Record<string, unknown>>) {
  return typeof data.accountNumber !== 'string' || data.accountNumber.length === ACCOUNT_NUMBER_LENGTH;
}

/**
 * Spec §5 L03: the research report is needed only when the area is over 100 ha. The engine passes
 * the cleaned data (a number); the form's documents panel passes what is typed (a string), so both
 * are read here, or the slot would not say "required" while the person types.
 */
export function needsResearchReport(data: Readonly<Record<string, unknown>>): boolean {
  const raw = data.areaHa;
  const area =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && raw.trim() !== ''
        ? Number(raw.replace(',', '.').replace(/\s/g, ''))
        : NaN;
  return Number.isFinite(area) && area > RESEARCH_REPORT_AREA_HA;
}

/** Spec §5 L03: a research report when the area is over 100 ha, which a field condition cannot say. */
const researchReport: DocumentSlot = {
  type: 'TYRIMU_ATASKAITA',
  title: 'l03.document.TYRIMU_ATASKAITA',
  hint: 'l03.document.TYRIMU_ATASKAITA.hint',
  accept: 'attachment',
  required: false,
  requiredWhen: needsResearchReport,
  requiredMessage: 'l03.error.researchReportRequired',
};

export const l03: KindDefinition = {
  segment: 'l03',
  listing: { category: 'fishing', title: 'kind.l03.title' },
  schemaVersion: 1,
  filers: ['person', 'company'],
  applicationTypes: ['NAUJA'],
  // The user pays for the fishing area under its use contract, not as a fee for this permit.
  price: { type: 'free' },
  // Fishing areas are given for use for up to ten years; the officer may set a shorter term.
  validity: { months: 120 },
  permitLifecycle: 'general',
  titleField: 'waterBodyName',
  steps: [
    {
      id: 'area',
      title: 'l03.step.area',
      description: 'l03.step.area.description',
      fields: [
        { type: 'text', name: 'waterBodyName', label: 'l03.waterBodyName', maxLength: 200, width: 'half' },
        {
          type: 'text',
          name: 'waterBodyCode',
          label: 'l03.waterBodyCode',
          hint: 'l03.waterBodyCode.hint',
          // The water bodies the area covers (issue 18): one UETK code, or several separated by commas.
          maxLength: 200,
          pattern: { regex: '\\d+(?:\\s*,\\s*\\d+)*', message: 'l03.error.waterBodyCodes' },
          width: 'half',
        },
        {
          type: 'select',
          name: 'municipality',
          label: 'l03.municipality',
          options: MUNICIPALITIES,
          width: 'half',
        },
        {
          type: 'number',
          name: 'areaHa',
          label: 'l03.areaHa',
          hint: 'l03.areaHa.hint',
          min: 0,
          exclusiveMin: true,
          decimals: 2,
          unit: 'unit.ha',
          width: 'half',
        },
        { type: 'select', name: 'purpose', label: 'l03.purpose', options: L03_PURPOSES },
        {
          type: 'textarea',
          name: 'purposeDescription',
          label: 'l03.purposeDescription',
          required: false,
          maxLength: 2000,
        },
        {
          type: 'date',
          name: 'periodFrom',
          label: 'l03.periodFrom',
          notBefore: 'today',
          width: 'half',
        },
        { type: 'date', name: 'periodTo', label: 'l03.periodTo', after: 'periodFrom', width: 'half' },
      ],
    },
    {
      id: 'decision',
      title: 'l03.step.decision',
      description: 'l03.step.decision.description',
      fields: [
        {
          type: 'text',
          name: 'accountNumber',
          label: 'l03.accountNumber',
          hint: 'l03.accountNumber.hint',
          inputMode: 'numeric',
          maxLength: 34,
          pattern: { regex: '\\d+', message: 'validation.digitsOnly' },
        },
        {
          type: 'date',
          name: 'decisionDate',
          label: 'l03.decisionDate',
          hint: 'l03.decisionDate.hint',
          notBefore: 'today',
          width: 'half',
        },
      ],
    },
    {
      id: 'documents',
      title: 'l03.step.documents',
      description: 'l03.step.documents.description',
      fields: [],
      documents: [NZT_DOCUMENT_TYPE, 'TYRIMU_ATASKAITA', 'KITA'],
    },
  ],
  documents: [
    {
      type: NZT_DOCUMENT_TYPE,
      title: 'l03.document.53',
      hint: 'l03.document.53.hint',
      accept: 'attachment',
      required: true,
      requiredMessage: 'validation.nztFileRequired',
    },
    researchReport,
    { type: 'KITA', title: 'document.KITA', accept: 'attachment' },
  ],
  rules: [
    // The pattern refuses anything but digits on every save; the length is whole only on submit.
    { path: 'accountNumber', message: 'l03.error.accountLength', test: accountNumberWhole },
    {
      path: 'decisionDate',
      message: 'l03.error.decisionDateTooLate',
      test: (data) => decisionDateInTime(data),
    },
  ],
};
