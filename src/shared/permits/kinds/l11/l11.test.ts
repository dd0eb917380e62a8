import { describe, expect, it } from 'vitest';
import { validateApplication } from '../../engine/validate.ts';
import { companyContactsExample } from '../../parts/contacts-examples.ts';
import { l11Example, l11ExampleDocuments } from './example.ts';
import { l11 } from './index.ts';

const full = { ...l11Example, ...companyContactsExample };
const submit = (data: Record<string, unknown>, documentTypes = l11ExampleDocuments) =>
  validateApplication(l11, data, { mode: 'submit', filer: 'company', documentTypes, today: '2026-11-21' });
const messagesAt = (data: Record<string, unknown>, path: string) =>
  submit(data)
    .issues.filter((issue) => issue.path === path)
    .map((issue) => issue.message);
const jvsContract = (l11Example.jvs as Record<string, unknown>[])[0]!;

describe('L11 exploring the earth’s depths (spec §3 L11/L12, §5 JVS)', () => {
  it('accepts a complete application from a company, and only companies file it', () => {
    expect(submit(full).issues).toEqual([]);
    expect(l11.filers).toEqual(['company']);
    expect(l11.applicationTypes).toEqual(['NAUJA', 'LEIDIMO_KEITIMAS', 'LEIDIMO_TIKSLINIMAS']);
  });

  it('asks what changes and why on a change or an amendment, not on a new application', () => {
    for (const applicationType of ['LEIDIMO_KEITIMAS', 'LEIDIMO_TIKSLINIMAS']) {
      expect(messagesAt({ ...full, applicationType }, 'changeDescription')).toEqual(['validation.required']);
      const described = submit({
        ...full,
        applicationType,
        changeDescription: 'Tyrimų plotas padidinamas 3 ha',
      });
      expect(described.issues).toEqual([]);
      expect(described.data.changeDescription).toBe('Tyrimų plotas padidinamas 3 ha');
      expect(described.data.applicationType).toBeUndefined();
    }
    const fresh = submit({ ...full, applicationType: 'NAUJA', changeDescription: 'Nieko' });
    expect(fresh.issues).toEqual([]);
    expect(fresh.data.changeDescription).toBeUndefined();
  });

  it('needs a joint activity contract number, or a dash when it has none (spec §5 JVS)', () => {
    expect(messagesAt({ ...full, jvs: [{ ...jvsContract, number: '' }] }, 'jvs[0].number')).toEqual([
      'validation.required',
    ]);
    expect(messagesAt({ ...full, jvs: [{ ...jvsContract, number: '#?' }] }, 'jvs[0].number')).toEqual([
      'jvs.error.number',
    ]);
    expect(submit({ ...full, jvs: [{ ...jvsContract, number: '-' }] }).issues).toEqual([]);
    expect(messagesAt({ ...full, jvs: [] }, 'jvs')).toEqual(['validation.arrayMin']);
  });

  it('needs the contract file while joint activity is declared, and drops the contracts without it', () => {
    const withoutFile = l11ExampleDocuments.filter((type) => type !== 'JVS_SUTARTIS');
    expect(submit(full, withoutFile).issues).toEqual([
      { path: 'documents.JVS_SUTARTIS', message: 'jvs.error.documentRequired' },
    ]);
    const alone = submit({ ...full, jointActivity: false }, withoutFile);
    expect(alone.issues).toEqual([]);
    expect(alone.data.jvs).toBeUndefined();
  });

  it('checks the companies and persons of a contract', () => {
    const jvs = [
      {
        ...jvsContract,
        companies: [
          { code: '188607913', name: 'UAB „Geologijos projektai“', office: 'Savanorių pr. 174, Kaunas' },
        ],
        persons: [
          { personCode: '38703181745', firstName: 'Jonas', lastName: 'Jonaitis', position: 'Geologas' },
        ],
      },
    ];
    expect(messagesAt({ ...full, jvs }, 'jvs[0].companies[0].code')).toEqual(['validation.companyCode']);
    expect(messagesAt({ ...full, jvs }, 'jvs[0].persons[0].worksFrom')).toEqual(['validation.required']);
  });

  it('asks for the other resource, the water body and the research duty only when they apply', () => {
    expect(messagesAt({ ...full, resourceType: 'KITA' }, 'resourceTypeOther')).toEqual([
      'validation.required',
    ]);
    expect(messagesAt({ ...full, resourceType: 'URANAS' }, 'resourceType')).toEqual(['validation.choice']);
    expect(messagesAt({ ...full, inWaterBody: true }, 'waterBody')).toEqual(['validation.required']);
    const dropped = submit({ ...full, waterBody: 'Platelių ežeras', resourceTypeOther: 'Gintaras' });
    expect(dropped.issues).toEqual([]);
    expect(dropped.data.waterBody).toBeUndefined();
    expect(dropped.data.resourceTypeOther).toBeUndefined();
    expect(messagesAt({ ...full, researchDutyDescription: '' }, 'researchDutyDescription')).toEqual([
      'validation.required',
    ]);
    expect(submit({ ...full, researchDuty: 'NE' }).data.researchDutyDescription).toBeUndefined();
    expect(messagesAt({ ...full, researchDuty: undefined }, 'researchDuty')).toEqual(['validation.required']);
  });

  it('needs a title and a value in every resource parameter, each title once', () => {
    expect(
      messagesAt({ ...full, resourceParameters: [{ title: 'Plotas' }] }, 'resourceParameters[0].value'),
    ).toEqual(['validation.required']);
    const twice = [
      { title: 'Plotas', value: '24,6 ha' },
      { title: 'Plotas', value: '25 ha' },
    ];
    expect(messagesAt({ ...full, resourceParameters: twice }, 'resourceParameters[1].title')).toEqual([
      'subsurface.error.duplicateParameter',
    ]);
  });

  it('asks for the order number, date and price only for a tender or an auction', () => {
    const tender = { ...full, acquisition: 'AUKCIONAS' };
    expect(submit(tender).issues.map((issue) => `${issue.path} ${issue.message}`)).toEqual([
      'orderNumber validation.required',
      'orderDate validation.required',
      'price validation.required',
    ]);
    const complete = submit({ ...tender, orderNumber: '1-87', orderDate: '2025-08-04', price: '12500,50' });
    expect(complete.issues).toEqual([]);
    expect(complete.data.price).toBe(12500.5);
    expect(messagesAt({ ...tender, price: '0' }, 'price')).toEqual(['validation.positive']);
    expect(messagesAt({ ...tender, price: '10.123' }, 'price')).toEqual(['validation.decimals']);
    const byApplication = submit({ ...full, orderNumber: '1-87', price: '100' });
    expect(byApplication.data.orderNumber).toBeUndefined();
    expect(byApplication.data.price).toBeUndefined();
  });

  it('leaves the usage plan and mining managers optional, but checks what is given', () => {
    expect(messagesAt({ ...full, usagePlanDecisionDate: '2025-02-30' }, 'usagePlanDecisionDate')).toEqual([
      'validation.invalidDate',
    ]);
    const manager = { asmensKodas: '38703181746', vardas: 'Jonas', pavarde: 'Jonaitis', pareigos: 'Vadovas' };
    expect(messagesAt({ ...full, miningManagers: [manager] }, 'miningManagers[0].asmensKodas')).toEqual([
      'validation.personCode',
    ]);
  });

  it('needs the application, the exploration project and the boundary of the area', () => {
    expect(submit(full, ['JVS_SUTARTIS']).issues.map((issue) => issue.path)).toEqual([
      'documents.PARAISKA',
      'documents.PARAISKA_PDF',
      'documents.TYRIMU_PLOTAS',
      'documents.TYRIMU_PROJEKTAS',
    ]);
  });

  it('saves a half-filled draft but not one with a wrong value', () => {
    const draft = (data: Record<string, unknown>) =>
      validateApplication(l11, data, { mode: 'draft', filer: 'company', today: '2026-11-21' });
    expect(draft({ objectName: 'Dovilų plotas', jointActivity: true, jvs: [{}] }).ok).toBe(true);
    expect(draft({ objectName: 'Dovilų plotas', acquisition: 'KONKURSAS', price: '-5' }).issues).toEqual([
      { path: 'price', message: 'validation.positive' },
    ]);
  });
});
