/**
 * L03's own rule (spec §5 L03, §9; issue 18): an area over 100 ha needs the fish stock research
 * report. The server re-validates on submit with the kind's definition, so an application over
 * 100 ha without the report is refused with the message in the filer's language; exactly 100 ha
 * needs none.
 */

import type { ApplicationDetail } from '../../src/shared/permits/api-types.ts';
import { l03Example } from '../../src/shared/permits/kinds/l03/example.ts';
import type { Client } from '../support/app.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { submitWithDocuments } from '../support/applications.ts';
import { COMPANIES, loginAs } from '../support/personas.ts';

let t: TestApp;
let company: Client;
let companyLt: Client;
beforeAll(async () => {
  t = await createTestApp();
  company = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos);
  companyLt = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos, 'lt');
});
afterAll(() => t.close());

const contacts = {
  contactFirstName: 'Tomas',
  contactLastName: 'Kazlauskas',
  contactPosition: 'Direktorius',
  contactEmail: 'info@baltijos-atliekos.lt',
  contactPhone: '+37061234567',
  contactAddress: 'Minijos g. 180, Klaipėda',
  declaration: true,
};

/** A draft with the given documents attached, submitted with the given area. */
async function submitWithArea(client: Client, areaHa: string, documentTypes: string[]) {
  const { response } = await submitWithDocuments(t, client, {
    kind: 'l03',
    owner: COMPANIES.baltijosAtliekos,
    documents: documentTypes,
    data: { ...l03Example, ...contacts, areaHa },
  });
  return response;
}

describe('L03: the research report for an area over 100 ha', () => {
  it('refuses an application over 100 ha without the research report, in English and in Lithuanian', async () => {
    const refused = await submitWithArea(company, '100.01', ['53']);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.body).toContain('The area is over 100 ha: attach the fish stock research report');
    const refusedLt = await submitWithArea(companyLt, '150', ['53']);
    expect(refusedLt.statusCode, refusedLt.body).toBe(400);
    expect(refusedLt.body).toContain('Plotas didesnis nei 100 ha: pridėkite žuvų išteklių tyrimų ataskaitą');
  });

  it('accepts an application over 100 ha with the research report', async () => {
    const submitted = await submitWithArea(company, '150', ['53', 'TYRIMU_ATASKAITA']);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((submitted.json() as ApplicationDetail).state).toBe('PATEIKTA');
  });

  it('needs no research report for exactly 100 ha', async () => {
    const submitted = await submitWithArea(company, '100', ['53']);
    expect(submitted.statusCode, submitted.body).toBe(200);
  });
});
