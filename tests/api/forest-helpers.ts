/**
 * Filing forest applications through the real API for the suites that need issued felling permits
 * (the felling map, the volume specification): a draft, its boundary file, the submission with the
 * kind's example data, and the officer's take and accept.
 */
import type { ApplicationDetail, DocumentDto, PermitDetail } from '../../src/shared/permits/api-types.ts';
import { personContactsExample } from '../../src/shared/permits/kinds/l08_1/example.ts';
import type { Client } from '../support/app.ts';
import { encodeForm } from '../support/app.ts';

/** A small plot in Trakai district as GeoJSON text, `shift` degrees east of the first. */
export function plot(shift: number): Buffer {
  const ring = [
    [24.562, 54.5905],
    [24.5635, 54.59045],
    [24.5636, 54.59086],
    [24.5631, 54.59111],
    [24.5622, 54.59106],
    [24.562, 54.5905],
  ].map(([lon, lat]) => [lon! + shift, lat!]);
  return Buffer.from(JSON.stringify({ type: 'Polygon', coordinates: [ring] }));
}

export function forestFiling(applicant: Client, officer: Client) {
  async function upload(kind: string, applicationId: string, name: string, content: Buffer) {
    const form = new FormData();
    form.append('type', 'KIRTAVIETES_RIBOS');
    form.append('title', 'Kirtavietės ribos');
    form.append('file', new Blob([new Uint8Array(content)], { type: 'application/octet-stream' }), name);
    const res = await applicant.request({
      method: 'POST',
      url: `/api/v1/paraiskos/${kind}/${applicationId}/dokumentai`,
      ...(await encodeForm(form)),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as DocumentDto;
  }

  /** Files a notice or permit with its boundary and submits it; returns the application and boundary. */
  async function submitted(
    kind: string,
    data: Record<string, unknown>,
    boundary: Buffer,
    name = 'ribos.geojson',
  ) {
    const created = await applicant.post(`/api/v1/paraiskos/${kind}`, { type: 'NAUJA' });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json() as ApplicationDetail;
    const document = await upload(kind, draft.id, name, boundary);
    const res = await applicant.post(`/api/v1/paraiskos/${kind}/${draft.id}/veiksmai/submit`, {
      data: { ...data, ...personContactsExample },
      revision: draft.revision,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { application: res.json() as ApplicationDetail, document };
  }

  async function decide(id: string, action: string, body: object = {}) {
    const res = await officer.post(`/api/v1/tarnyba/paraiskos/${id}/veiksmai/${action}`, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ApplicationDetail;
  }

  /** Submitted, taken up and accepted: the permit as its holder sees it. */
  async function issued(kind: string, data: Record<string, unknown>, boundary: Buffer, terms: object = {}) {
    const { application, document } = await submitted(kind, data, boundary);
    await decide(application.id, 'take');
    const accepted = await decide(application.id, 'accept', terms);
    const permit = (
      await applicant.get(`/api/v1/leidimai/${kind}/${accepted.permitId}`)
    ).json() as PermitDetail;
    return { number: permit.number, permit, application: accepted, document };
  }

  return { upload, submitted, decide, issued };
}
