/**
 * Every kind of the registry goes from draft to permit on the one engine (issue 4 "Done when"):
 * its example is created, documented, submitted, taken up and accepted, and the permit can be
 * downloaded; a kind with a state fee is paid online first (issue 20). Angler tickets are bought, not applied for (issue 5), so they stop at the filer check.
 */

import type { ApplicationDetail, PermitDetail } from '../../src/shared/permits/api-types.ts';
import { REGISTERED_KINDS } from '../../src/shared/permits/registry.ts';
import type { Client } from '../support/app.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { submitWithDocuments } from '../support/applications.ts';
import { payFeeOnline } from '../support/fees.ts';
import { COMPANIES, loginAs } from '../support/personas.ts';

let t: TestApp;
let company: Client;
let person: Client;
let officer: Client;
beforeAll(async () => {
  t = await createTestApp();
  company = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos);
  person = await loginAs(t.app, 'jonas');
  officer = await loginAs(t.app, 'officer');
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

describe('every kind on the engine', () => {
  for (const kind of REGISTERED_KINDS.filter((k) => k.definition.journey !== 'angler')) {
    it(`${kind.code}: draft → submitted → accepted → permit PDF`, async () => {
      const asCompany = kind.definition.filers.includes('company');
      const client = asCompany ? company : person;
      const owner = asCompany ? COMPANIES.baltijosAtliekos : '38703181745';
      const example = (await import(`../../src/shared/permits/kinds/${kind.segment}/example.ts`)) as Record<
        string,
        unknown
      >;
      const { draft, response: submitted } = await submitWithDocuments(t, client, {
        kind: kind.segment,
        owner,
        documents: example[`${kind.segment}ExampleDocuments`] as string[],
        data: { ...(example[`${kind.segment}Example`] as object), ...contacts },
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
      // A fee owed at submission is paid now (issue 20); one owed at acceptance after it.
      const fee = kind.definition.fee;
      if (fee?.due === 'submission') await payFeeOnline(t, client, kind.segment, draft.id);
      expect((await officer.post(`/api/v1/tarnyba/paraiskos/${draft.id}/veiksmai/take`, {})).statusCode).toBe(
        200,
      );
      const accepted = await officer.post(`/api/v1/tarnyba/paraiskos/${draft.id}/veiksmai/accept`, {});
      expect(accepted.statusCode, accepted.body).toBe(200);
      const permitId = (accepted.json() as ApplicationDetail).permitId!;
      if (fee?.due === 'acceptance') {
        const project = (
          await client.get(`/api/v1/leidimai/${kind.segment}/${permitId}`)
        ).json() as PermitDetail;
        expect(project.state).toBe('LEIDIMO_PROJEKTAS');
        expect((await client.get(project.downloadUrl)).statusCode).toBe(409);
        await payFeeOnline(t, client, kind.segment, draft.id);
      }
      const permit = (
        await client.get(`/api/v1/leidimai/${kind.segment}/${permitId}`)
      ).json() as PermitDetail;
      expect(permit.state).toBe('GALIOJANTIS');
      expect(permit.validUntil === null).toBe('indefinite' in kind.definition.validity);
      const pdf = await client.get(permit.downloadUrl);
      expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });
  }

  it('refuses a company buying an angler ticket through the applications API', async () => {
    for (const kind of REGISTERED_KINDS.filter((k) => k.definition.journey === 'angler')) {
      const res = await company.post(`/api/v1/paraiskos/${kind.segment}`, { type: 'NAUJA' });
      expect(res.statusCode, kind.segment).toBe(400);
    }
  });

  it('sends a person to the angler journey instead of filing an angler ticket as an application', async () => {
    for (const kind of REGISTERED_KINDS.filter((k) => k.definition.journey === 'angler')) {
      const res = await person.post(`/api/v1/paraiskos/${kind.segment}`, { type: 'NAUJA' });
      expect(res.statusCode, kind.segment).toBe(400);
      expect(res.json().message, kind.segment).toMatch(/bought on their own pages/);
    }
  });
});
