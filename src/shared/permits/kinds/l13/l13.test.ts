import { describe, expect, it } from 'vitest';
import { validateApplication } from '../../engine/validate.ts';
import { companyContactsExample, l13Example, l13ExampleDocuments } from './example.ts';
import { l13 } from './index.ts';

const full = { ...l13Example, ...companyContactsExample };
const submit = (data: Record<string, unknown>, documentTypes = l13ExampleDocuments) =>
  validateApplication(l13, data, { mode: 'submit', filer: 'company', documentTypes, today: '2026-11-21' });
const messagesAt = (data: Record<string, unknown>, path: string) =>
  submit(data)
    .issues.filter((issue) => issue.path === path)
    .map((issue) => issue.message);

describe('L13 hazardous waste licence (spec §3, §5 L13)', () => {
  it('accepts a complete application and types its numbers', () => {
    const result = submit(full);
    expect(result.issues).toEqual([]);
    expect((result.data.flows as { tonnesPerYear: number }[])[0]?.tonnesPerYear).toBe(120.5);
  });

  it('needs at least one employee and one technological flow', () => {
    expect(messagesAt({ ...full, employees: [] }, 'employees')).toEqual(['l13.error.employeeRequired']);
    expect(messagesAt({ ...full, flows: [] }, 'flows')).toEqual(['l13.error.flowRequired']);
  });

  it('refuses a duplicate activity and a duplicate flow', () => {
    const activities = [{ activity: 'LAIKYMAS' }, { activity: 'LAIKYMAS' }];
    expect(messagesAt({ ...full, activities }, 'activities[1].activity')).toEqual([
      'l13.error.duplicateActivity',
    ]);
    const flow = (l13Example.flows as object[])[0]!;
    expect(messagesAt({ ...full, flows: [flow, flow] }, 'flows[1].wasteCode')).toEqual([
      'l13.error.duplicateFlow',
    ]);
  });

  it('asks for the pollution permit number only when the company has one', () => {
    expect(messagesAt({ ...full, pollutionPermitNumber: '' }, 'pollutionPermitNumber')).toEqual([
      'validation.required',
    ]);
    const without = submit({ ...full, hasPollutionPermit: 'NE', pollutionPermitNumber: 'TL-1' });
    expect(without.issues).toEqual([]);
    expect(without.data.pollutionPermitNumber).toBeUndefined();
  });

  it('checks waste codes, quantities, the employees and the flow activities', () => {
    const flows = [{ ...(l13Example.flows as object[])[0]!, wasteCode: '13 02 05', tonnesPerYear: '0' }];
    expect(messagesAt({ ...full, flows }, 'flows[0].wasteCode')).toEqual(['l13.error.wasteCode']);
    expect(messagesAt({ ...full, flows }, 'flows[0].tonnesPerYear')).toEqual(['validation.positive']);
    const employees = [{ ...(l13Example.employees as object[])[0]!, asmensKodas: '38703181746' }];
    expect(messagesAt({ ...full, employees }, 'employees[0].asmensKodas')).toEqual(['validation.personCode']);
    const stray = [{ ...(l13Example.flows as object[])[0]!, activity: 'SALINIMAS' }];
    expect(messagesAt({ ...full, flows: stray }, 'flows')).toEqual(['l13.error.flowActivityNotListed']);
  });

  it('needs the declaration, the contact position of a company and every required document', () => {
    expect(messagesAt({ ...full, declaration: false }, 'declaration')).toEqual(['validation.declaration']);
    expect(messagesAt({ ...full, contactPosition: '' }, 'contactPosition')).toEqual(['validation.required']);
    const result = submit(full, ['PARAISKA']);
    expect(result.issues.map((issue) => issue.path)).toEqual([
      'documents.PARAISKA_PDF',
      'documents.TECHNOLOGINIS_REGLAMENTAS',
      'documents.KVALIFIKACIJA',
    ]);
  });

  it('saves a half-filled draft but not one with a wrong value', () => {
    const draft = (data: Record<string, unknown>) =>
      validateApplication(l13, data, { mode: 'draft', filer: 'company', today: '2026-11-21' });
    expect(draft({ siteName: 'Aikštelė' }).ok).toBe(true);
    expect(draft({ siteName: 'Aikštelė', contactPhone: '861234567' }).issues).toEqual([
      { path: 'contactPhone', message: 'validation.phone' },
    ]);
  });
});
