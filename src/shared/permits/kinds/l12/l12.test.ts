import { describe, expect, it } from 'vitest';
import { validateApplication } from '../../engine/validate.ts';
import { companyContactsExample } from '../../parts/contacts-examples.ts';
import { l12Example, l12ExampleDocuments } from './example.ts';
import { l12 } from './index.ts';

const full = { ...l12Example, ...companyContactsExample };
const submit = (data: Record<string, unknown>, documentTypes = l12ExampleDocuments) =>
  validateApplication(l12, data, { mode: 'submit', filer: 'company', documentTypes, today: '2026-11-21' });
const messagesAt = (data: Record<string, unknown>, path: string) =>
  submit(data)
    .issues.filter((issue) => issue.path === path)
    .map((issue) => issue.message);

describe('L12 use of subsurface resources and cavities (spec §3 L11/L12, §5 L12, §5 JVS)', () => {
  it('accepts a complete application from a company, and only companies file it', () => {
    expect(submit(full).issues).toEqual([]);
    expect(l12.filers).toEqual(['company']);
    expect(l12.applicationTypes).toEqual(['NAUJA', 'LEIDIMO_KEITIMAS', 'LEIDIMO_TIKSLINIMAS']);
  });

  it('asks what changes and why on a change or an amendment', () => {
    expect(messagesAt({ ...full, applicationType: 'LEIDIMO_TIKSLINIMAS' }, 'changeDescription')).toEqual([
      'validation.required',
    ]);
    expect(submit({ ...full, applicationType: 'NAUJA' }).issues).toEqual([]);
  });

  it('needs at least one mining manager, each a valid worker record (spec §5 L12)', () => {
    expect(messagesAt({ ...full, miningManagers: [] }, 'miningManagers')).toEqual([
      'l12.error.miningManagerRequired',
    ]);
    const manager = (l12Example.miningManagers as Record<string, unknown>[])[0]!;
    expect(
      messagesAt({ ...full, miningManagers: [manager, manager] }, 'miningManagers[1].asmensKodas'),
    ).toEqual(['worker.error.duplicate']);
    const ended = { ...manager, dirbaIkiData: '2020-01-01' };
    expect(messagesAt({ ...full, miningManagers: [ended] }, 'miningManagers[0].dirbaIkiData')).toEqual([
      'validation.dateToAfterFrom',
    ]);
  });

  it('needs the specialist document and the mining site (spec §5 L12, §5 Files)', () => {
    expect(submit(full, ['PARAISKA', 'PARAISKA_PDF']).issues).toEqual([
      { path: 'documents.KASYBOS_SKLYPAS', message: 'validation.documentRequired' },
      { path: 'documents.SPECIALISTO_DOKUMENTAS', message: 'l12.error.specialistDocumentRequired' },
    ]);
  });

  it('needs the usage plan decision number and date', () => {
    expect(messagesAt({ ...full, usagePlanDecisionNumber: ' ' }, 'usagePlanDecisionNumber')).toEqual([
      'validation.required',
    ]);
    expect(messagesAt({ ...full, usagePlanDecisionDate: undefined }, 'usagePlanDecisionDate')).toEqual([
      'validation.required',
    ]);
  });

  it('needs a contract with a number and its file once joint activity is declared (spec §5 JVS)', () => {
    const joint = {
      ...full,
      jointActivity: true,
      jvs: [{ number: '', date: '2025-03-01', persons: [{ personCode: '38703181745' }] }],
    };
    const result = submit(joint);
    expect(result.issues.map((issue) => `${issue.path} ${issue.message}`)).toEqual([
      'jvs[0].number validation.required',
      'jvs[0].persons[0].firstName validation.required',
      'jvs[0].persons[0].lastName validation.required',
      'jvs[0].persons[0].position validation.required',
      'jvs[0].persons[0].worksFrom validation.required',
      'jvs[0].persons[0].companyCode validation.required',
      'documents.JVS_SUTARTIS jvs.error.documentRequired',
    ]);
  });

  it('asks for the water body and the tender data only when they apply', () => {
    expect(messagesAt({ ...full, resourceType: 'SAPROPELIS', inWaterBody: true }, 'waterBody')).toEqual([
      'validation.required',
    ]);
    expect(messagesAt({ ...full, acquisition: 'KONKURSAS' }, 'orderNumber')).toEqual(['validation.required']);
    expect(messagesAt({ ...full, acquisition: 'DOVANA' }, 'acquisition')).toEqual(['validation.choice']);
  });

  it('saves a half-filled draft but not one with a wrong value', () => {
    const draft = (data: Record<string, unknown>) =>
      validateApplication(l12, data, { mode: 'draft', filer: 'company', today: '2026-11-21' });
    expect(draft({ objectName: 'Kalotės telkinys', miningManagers: [] }).ok).toBe(true);
    expect(draft({ objectName: 'Kalotės telkinys', usagePlanDecisionDate: '19-06-2025' }).issues).toEqual([
      { path: 'usagePlanDecisionDate', message: 'validation.invalidDate' },
    ]);
  });
});
