/**
 * The volume-specification request of the forest kinds (issue 7 item 1, spec §3 L08,
 * parts/forest-volume-specification.ts): the holder of an issued felling notice files it from the
 * permit; the rows (place, area and the permit's volume of each felling) come from the permit and
 * cannot be changed from the browser; only the specified volumes and the reason are the person's;
 * a request that changes nothing is refused; on acceptance the permit is amended with the new
 * volumes and its history says by which request. Kinds that are not forest kinds do not offer it.
 */
import { translate } from '../../src/shared/i18n/index.ts';
import type { ApplicationDetail, PermitDetail } from '../../src/shared/permits/api-types.ts';
import { personContactsExample } from '../../src/shared/permits/kinds/l08_1/example.ts';
import { l08_2Example } from '../../src/shared/permits/kinds/l08_2/example.ts';
import { type Client, createTestApp, type TestApp } from '../support/app.ts';
import { loginAs } from '../support/personas.ts';
import { forestFiling, plot } from './forest-helpers.ts';

let t: TestApp;
let jonas: Client;
let officer: Client;
let filing: ReturnType<typeof forestFiling>;
beforeAll(async () => {
  t = await createTestApp();
  jonas = await loginAs(t.app, 'jonas');
  officer = await loginAs(t.app, 'officer');
  filing = forestFiling(jonas, officer);
});
afterAll(() => t.close());

const rows = (data: Record<string, unknown>) => data.fellings as Record<string, unknown>[];

describe('specifying the felled volume of an issued notice', () => {
  it('copies the rows from the permit, keeps them, and amends the permit on acceptance', async () => {
    const { permit } = await filing.issued('l08_2', l08_2Example, plot(0.05));
    expect(permit.requests).toContain('TURIO_TIKSLINIMAS');

    const created = await jonas.post('/api/v1/paraiskos/l08_2', {
      type: 'TURIO_TIKSLINIMAS',
      permitId: permit.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json() as ApplicationDetail;
    expect(rows(draft.data).map((row) => [row.quarter, row.plot, row.area, row.volume])).toEqual([
      ['45', '12', 2.4, 38.2],
      ['45', '14', 1.1, 22.75],
    ]);

    // Nothing specified yet: the request would change nothing.
    const unchanged = await jonas.post(`/api/v1/paraiskos/l08_2/${draft.id}/veiksmai/submit`, {
      data: { fellings: rows(draft.data).map((row) => ({ ...row, specifiedVolume: row.volume })) },
      revision: draft.revision,
    });
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.body).toContain(translate('en', 'l08.volumeSpecification.error.unchanged'));

    // The browser tries to move the felling and add a row: the permit's rows stay.
    const saved = await jonas.put(`/api/v1/paraiskos/l08_2/${draft.id}`, {
      data: {
        fellings: [
          { quarter: '99', plot: '1', area: 9, volume: 1, specifiedVolume: '41,60' },
          { specifiedVolume: '22.75' },
          { quarter: '7', plot: '7', area: 1, volume: 1, specifiedVolume: 5 },
        ],
        reason: 'Biržė išmatuota: eglynas tankesnis, nei nurodyta taksacijoje.',
      },
      revision: draft.revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const kept = saved.json() as ApplicationDetail;
    expect(rows(kept.data)).toEqual([
      { quarter: '45', plot: '12', area: 2.4, volume: 38.2, specifiedVolume: 41.6 },
      { quarter: '45', plot: '14', plotPart: 'b', area: 1.1, volume: 22.75, specifiedVolume: 22.75 },
    ]);

    const submitted = await jonas.post(`/api/v1/paraiskos/l08_2/${draft.id}/veiksmai/submit`, {
      data: { ...kept.data, ...personContactsExample, declaration: true },
      revision: kept.revision,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    await filing.decide(draft.id, 'take');
    const accepted = await filing.decide(draft.id, 'accept');
    expect(accepted.state).toBe('PRIIMTA');

    const after = (await jonas.get(`/api/v1/leidimai/l08_2/${permit.id}`)).json() as PermitDetail;
    expect(after.number).toBe(permit.number);
    expect(after.validUntil).toBe(permit.validUntil);
    expect(rows(after.data).map((row) => row.volume)).toEqual([41.6, 22.75]);
    expect(rows(after.data)[0]).toMatchObject({ species: 'EGLE', fellingType: 'NEPLYNIEJI_SANITARINIAI' });
    const amend = after.history.find((entry) => entry.action === 'amend');
    expect(amend?.note).toBe(draft.number);
  });

  it('is not offered for kinds that are not forest kinds, nor without a permit of the person', async () => {
    const l13 = await jonas.post('/api/v1/paraiskos/l13', {
      type: 'TURIO_TIKSLINIMAS',
      permitId: crypto.randomUUID(),
    });
    expect(l13.statusCode).toBe(400);
    const noPermit = await jonas.post('/api/v1/paraiskos/l08_2', { type: 'TURIO_TIKSLINIMAS' });
    expect(noPermit.statusCode).toBe(400);
    const { permit } = await filing.issued('l08_2', l08_2Example, plot(0.06));
    const ona = await loginAs(t.app, 'ona');
    const foreign = await ona.post('/api/v1/paraiskos/l08_2', {
      type: 'TURIO_TIKSLINIMAS',
      permitId: permit.id,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
