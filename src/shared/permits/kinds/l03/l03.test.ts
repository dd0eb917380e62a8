import { describe, expect, it } from 'vitest';
import { todayInLithuania } from '../../../fields/index.ts';
import { validateApplication } from '../../engine/validate.ts';
import { companyContactsExample, personContactsExample } from '../../parts/contacts-examples.ts';
import { addDays } from '../../parts/dates.ts';
import { l03Example, l03ExampleDocuments } from './example.ts';
import { decisionDateInTime, l03, needsResearchReport } from './index.ts';

const full = { ...l03Example, ...companyContactsExample };
// The decision date rule counts from the real day of submission, so these tests use the real today.
const today = todayInLithuania();
const submit = (data: Record<string, unknown>, documentTypes = l03ExampleDocuments) =>
  validateApplication(l03, data, { mode: 'submit', filer: 'company', documentTypes, today });
const messagesAt = (data: Record<string, unknown>, path: string) =>
  submit(data)
    .issues.filter((issue) => issue.path === path)
    .map((issue) => issue.message);

describe('L03 use of a fishing area (spec §3, §5 L03, §9)', () => {
  it('accepts a complete application from a company and from a person', () => {
    const result = submit(full);
    expect(result.issues).toEqual([]);
    expect(result.data.areaHa).toBe(86.4);
    const person = validateApplication(
      l03,
      { ...l03Example, ...personContactsExample },
      { mode: 'submit', filer: 'person', documentTypes: l03ExampleDocuments, today },
    );
    expect(person.issues).toEqual([]);
  });

  it('takes an account number of exactly 18 digits', () => {
    expect(messagesAt({ ...full, accountNumber: 'LT121000011101001000' }, 'accountNumber')).toEqual([
      'validation.digitsOnly',
    ]);
    expect(messagesAt({ ...full, accountNumber: '12100001110100100' }, 'accountNumber')).toEqual([
      'l03.error.accountLength',
    ]);
    expect(messagesAt({ ...full, accountNumber: '1210000111010010001' }, 'accountNumber')).toEqual([
      'l03.error.accountLength',
    ]);
    expect(messagesAt({ ...full, accountNumber: '' }, 'accountNumber')).toEqual(['validation.required']);
  });

  it('takes a decision date from today to 30 days after submission', () => {
    expect(messagesAt({ ...full, decisionDate: addDays(today, 31) }, 'decisionDate')).toEqual([
      'l03.error.decisionDateTooLate',
    ]);
    expect(submit({ ...full, decisionDate: addDays(today, 30) }).issues).toEqual([]);
    expect(messagesAt({ ...full, decisionDate: addDays(today, -1) }, 'decisionDate')).toEqual([
      'validation.dateNotBeforeToday',
    ]);
    expect(decisionDateInTime({ decisionDate: '2026-12-21' }, '2026-11-21')).toBe(true);
    expect(decisionDateInTime({ decisionDate: '2026-12-22' }, '2026-11-21')).toBe(false);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('needs the National Land Service document of type 53', () => {
    expect(submit(full, []).issues).toEqual([
      { path: 'documents.53', message: 'validation.nztFileRequired' },
    ]);
  });

  it('needs a research report for an area over 100 ha', () => {
    expect(needsResearchReport({ areaHa: 100.01 })).toBe(true);
    expect(needsResearchReport({ areaHa: 100 })).toBe(false);
    const slot = l03.documents.find((document) => document.type === 'TYRIMU_ATASKAITA') as {
      requiredWhen?: (data: Record<string, unknown>) => boolean;
    };
    const area = (areaHa: string) => submit({ ...full, areaHa }).data;
    expect(slot.requiredWhen?.(area('150'))).toBe(true);
    expect(slot.requiredWhen?.(area('86.4'))).toBe(false);
    // The form's documents panel asks with what is typed, a string (a decimal comma too).
    expect(needsResearchReport({ areaHa: '100,5' })).toBe(true);
    expect(needsResearchReport({ areaHa: '100' })).toBe(false);
    expect(needsResearchReport({ areaHa: '' })).toBe(false);
  });

  it('refuses submitting over 100 ha without the research report, and not at exactly 100 ha', () => {
    expect(submit({ ...full, areaHa: '100.01' }).issues).toEqual([
      { path: 'documents.TYRIMU_ATASKAITA', message: 'l03.error.researchReportRequired' },
    ]);
    expect(submit({ ...full, areaHa: '150' }, ['53', 'TYRIMU_ATASKAITA']).issues).toEqual([]);
    expect(submit({ ...full, areaHa: '100' }).issues).toEqual([]);
    // A draft is saved without it; the rule runs on submit.
    expect(
      validateApplication(l03, { ...full, areaHa: '150' }, { mode: 'draft', filer: 'company', today }).issues,
    ).toEqual([]);
  });

  it('checks the area, the period, the water body code and the municipality', () => {
    expect(messagesAt({ ...full, areaHa: '0' }, 'areaHa')).toEqual(['validation.positive']);
    expect(messagesAt({ ...full, areaHa: '12.345' }, 'areaHa')).toEqual(['validation.decimals']);
    expect(messagesAt({ ...full, periodTo: l03Example.periodFrom }, 'periodTo')).toEqual([
      'validation.dateToAfterFrom',
    ]);
    expect(messagesAt({ ...full, periodFrom: addDays(today, -1) }, 'periodFrom')).toEqual([
      'validation.dateNotBeforeToday',
    ]);
    expect(messagesAt({ ...full, waterBodyCode: 'ASV-1' }, 'waterBodyCode')).toEqual([
      'l03.error.waterBodyCodes',
    ]);
    // Several water bodies (issue 18): UETK codes separated by commas.
    expect(messagesAt({ ...full, waterBodyCode: '20010014, 20010016' }, 'waterBodyCode')).toEqual([]);
    expect(messagesAt({ ...full, waterBodyCode: '20010014,,1' }, 'waterBodyCode')).toEqual([
      'l03.error.waterBodyCodes',
    ]);
    expect(messagesAt({ ...full, municipality: 'MOLETAI' }, 'municipality')).toEqual(['validation.choice']);
  });

  it('saves a half-filled draft but refuses letters in the account number even there', () => {
    const draft = (data: Record<string, unknown>) =>
      validateApplication(l03, data, { mode: 'draft', filer: 'company', today });
    expect(draft({ waterBodyName: 'Asvejos ežeras', accountNumber: '1210' }).issues).toEqual([]);
    expect(draft({ accountNumber: '12 10' }).issues).toEqual([
      { path: 'accountNumber', message: 'validation.digitsOnly' },
    ]);
  });
});
