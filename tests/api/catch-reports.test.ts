/**
 * Catch reports (issue 6; ADR 0010): a report for an L06 card bought and paid through the API is
 * accepted once and ends the card; replays (one after another and at the same moment) give one row
 * and the first answer; the salmon rule judged with the phone's clock skew; refusals in Lithuanian
 * and English; spec §8's "expired permits with unfiled catch reports block payment" lifted by the
 * report; the public report (no personal data), the holder's reports, the public lookup; the rate
 * limit.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { anglerPermits } from '../../src/server/db/schema-anglers.ts';
import { catchReports } from '../../src/server/db/schema-catch-reports.ts';
import { permitEvents, permits } from '../../src/server/db/schema-permits.ts';
import type { AnglerData } from '../../src/shared/anglers/api-types.ts';
import type {
  AnglerPermitLookup,
  CatchReportResult,
  PublicCatchReport,
} from '../../src/shared/anglers/catch-reports.ts';
import { makePermitNumber } from '../../src/shared/permits/permit-number.ts';
import { Client, createTestApp, type TestApp } from '../support/app.ts';
import { loginAs, PEOPLE } from '../support/personas.ts';
import {
  addDays,
  buyAndPay,
  citizen,
  makeLicence,
  personCode,
  ticketRequest,
  today,
} from './anglers-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REPORTS = '/api/public/zvejyba/laimikis';
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
let addresses = 0;
/**
 * A phone without a login, from an address of its own: the refusals these tests provoke would
 * otherwise fill the one bucket of failed proofs per address (ADR 0015).
 */
const anonymous = (lang: 'lt' | 'en' = 'en') => {
  const client = new Client(t.app, lang);
  addresses += 1;
  client.remoteAddress = `198.51.${addresses >> 8}.${addresses & 255}`;
  return client;
};

interface Card {
  permitId: string;
  number: string;
  angler: AnglerData;
  waterBodyId: string;
  licenceId: string;
  /** Printed on the card (ADR 0015): the phone sends it with every report. */
  securityCode: string;
}

let serial = 7000;

/**
 * Buys and pays an L06 card through the API. Its days are widened to start yesterday, so that a
 * catch "20 minutes ago" is inside them even just after midnight.
 */
async function buyCard(
  options: { kind?: 'l06_1' | 'l06_2'; species?: string; client?: Client; angler?: AnglerData } = {},
): Promise<Card> {
  const kind = options.kind ?? 'l06_1';
  const angler = options.angler ?? citizen(personCode(serial++), 'Žydrūnas', 'Šimkus');
  const licence = await makeLicence(t, { kind, species: options.species ?? 'sterkas', period: '2' });
  const { status } = await buyAndPay(t, options.client ?? anonymous(), {
    ...ticketRequest(angler),
    kind,
    licenceId: licence.id,
  });
  const ticket = status.ticket!;
  await setDays(ticket.permitId, addDays(today(), -1), ticket.validUntil);
  return {
    permitId: ticket.permitId,
    number: ticket.number,
    angler,
    waterBodyId: licence.waterBodyId,
    licenceId: licence.id,
    securityCode: ticket.securityCode,
  };
}

async function setDays(permitId: string, validFrom: string, validUntil: string) {
  await t.database.db.update(permits).set({ validFrom, validUntil }).where(eq(permits.id, permitId));
  await t.database.db
    .update(anglerPermits)
    .set({ validFrom, validUntil })
    .where(eq(anglerPermits.permitId, permitId));
}

/** A report as the phone's outbox sends it: caught `ago` minutes ago, saved `savedAfter` minutes later. */
function reportOf(card: Card, over: Record<string, unknown> = {}, ago = 20, savedAfter = 5) {
  const now = Date.now();
  return {
    id: randomUUID(),
    permitNumber: card.number,
    firstName: card.angler.firstName,
    lastName: card.angler.lastName,
    securityCode: card.securityCode,
    speciesCode: 'sterkas',
    amount: 1,
    lengthCm: 55.5,
    sex: 'PATINAS',
    eelCaught: false,
    caughtAt: iso(now - ago * MINUTE),
    savedAt: iso(now - (ago - savedAfter) * MINUTE),
    sentAt: iso(now),
    ...over,
  };
}

function send(client: Client, body: { id: string } & Record<string, unknown>, key: string = body.id) {
  return client.post(REPORTS, body, { 'idempotency-key': key });
}

async function permitState(permitId: string) {
  const [row] = await t.database.db.select().from(permits).where(eq(permits.id, permitId));
  return row!.state;
}

async function rowsOf(permitId: string) {
  return t.database.db.select().from(catchReports).where(eq(catchReports.permitId, permitId));
}

describe('filing a report (spec §3, §4)', () => {
  it('is accepted once (201) and ends the card: state, history row, report filed', async () => {
    const card = await buyCard();
    const sameCardAgain = { ...ticketRequest(card.angler), kind: 'l06_1', licenceId: card.licenceId };
    const overlapping = await anonymous().post('/api/public/zvejyba/kaina', sameCardAgain);
    expect(overlapping.json().refusal?.rule).toBe('existingPermit');
    const body = reportOf(card);
    const res = await send(anonymous(), body);
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json() as CatchReportResult;
    expect(result).toMatchObject({
      id: body.id,
      permitNumber: card.number,
      kind: 'l06_1',
      speciesCode: 'sterkas',
      amount: 1,
      lengthCm: 55.5,
      sex: 'PATINAS',
      eelCaught: false,
      late: false,
      minutesToReport: 5,
      cardEnded: true,
    });
    expect(Math.abs(result.skewMs)).toBeLessThan(5_000);
    expect(Math.abs(Date.parse(result.caughtAtServer) - Date.parse(body.caughtAt))).toBeLessThan(5_000);

    expect(await permitState(card.permitId)).toBe('PASIBAIGES');
    const history = await t.database.db
      .select()
      .from(permitEvents)
      .where(and(eq(permitEvents.permitId, card.permitId), eq(permitEvents.action, 'expire')));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      fromState: 'GALIOJANTIS',
      toState: 'PASIBAIGES',
      actorRole: 'system',
      actorName: 'Sistema',
      note: 'Gauta laimikio ataskaita: kortelės galiojimas baigėsi.',
    });
    const [owed] = await t.database.db
      .select()
      .from(anglerPermits)
      .where(eq(anglerPermits.permitId, card.permitId));
    expect(owed!.reportFiledAt?.toISOString()).toBe(result.receivedAt);
    const rows = await rowsOf(card.permitId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ clientId: body.id, waterBodyId: card.waterBodyId, cardEnded: true });
    // An ended card no longer stands in the way of a new one for the same water and species.
    expect((await anonymous().post('/api/public/zvejyba/kaina', sameCardAgain)).statusCode).toBe(200);
  });

  it('replayed five times one after another and five at once: one row, the first answer', async () => {
    const card = await buyCard();
    const body = reportOf(card);
    const first = await send(anonymous(), body);
    expect(first.statusCode).toBe(201);
    for (let i = 0; i < 5; i++) {
      // The outbox renews sentAt on every attempt; the answer stays the first one.
      const again = await send(anonymous(), { ...body, sentAt: iso(Date.now() + i * 1000) });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
    }
    expect(await rowsOf(card.permitId)).toHaveLength(1);

    const other = await buyCard();
    const burst = reportOf(other);
    const client = anonymous();
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(client, burst)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    for (const answer of answers) expect(answer.json()).toEqual(answers[0]!.json());
    expect(await rowsOf(other.permitId)).toHaveLength(1);
    const history = await t.database.db
      .select()
      .from(permitEvents)
      .where(and(eq(permitEvents.permitId, other.permitId), eq(permitEvents.action, 'expire')));
    expect(history).toHaveLength(1);
  });

  it('the same key with another body is refused with 422, in both languages', async () => {
    const card = await buyCard();
    const body = reportOf(card);
    expect((await send(anonymous(), body)).statusCode).toBe(201);
    const changed = { ...body, amount: 2 };
    const en = await send(anonymous('en'), changed);
    const lt = await send(anonymous('lt'), changed);
    expect(en.statusCode).toBe(422);
    expect(en.json().message).toBe(
      'A report with this id has already been received with different details. Send the corrected details as a new report.',
    );
    expect(lt.json().message).toBe(
      'Ataskaita šiuo identifikatoriumi jau gauta, bet su kitais duomenimis. Pataisytus duomenis pateikite kaip naują ataskaitą.',
    );
    expect(await rowsOf(card.permitId)).toHaveLength(1);
  });

  it('the Idempotency-Key must be there and be the report id; fields are checked on the server', async () => {
    const card = await buyCard();
    const body = reportOf(card);
    const missing = await anonymous().post(REPORTS, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("The Idempotency-Key header must be the report's id.");
    expect((await send(anonymous(), body, randomUUID())).statusCode).toBe(400);

    const bad = await send(anonymous('lt'), {
      ...body,
      amount: 1.5,
      lengthCm: 400,
      sex: 'X',
      speciesCode: 'nera',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.fieldErrors).toEqual([
      { field: 'amount', message: 'Įrašykite sveikąjį skaičių nuo 0 iki 100.' },
    ]);
    const bad2 = await send(anonymous('en'), { ...body, lengthCm: 400, sex: 'X' });
    expect(bad2.json().errors.fieldErrors).toEqual([
      {
        field: 'lengthCm',
        message:
          'Enter the length in centimetres from 1 to 300, with at most one decimal place, for example 54.5.',
      },
      { field: 'sex', message: 'Choose one of the options' },
    ]);
    const unknownSpecies = await send(anonymous('en'), { ...body, speciesCode: 'nera' });
    expect(unknownSpecies.statusCode).toBe(400);
    expect(unknownSpecies.json().errors.fieldErrors).toEqual([
      { field: 'speciesCode', message: 'Choose one of the options' },
    ]);
    const notJson = await anonymous().request({
      method: 'POST',
      url: REPORTS,
      payload: 'amount=1',
      headers: { 'content-type': 'text/plain', 'idempotency-key': body.id },
    });
    expect(notJson.statusCode).toBe(400);
    expect(await rowsOf(card.permitId)).toHaveLength(0);
  });
});

describe('the 10-minute rule for salmon and sea trout, judged with the clock skew (spec §8)', () => {
  it('11 minutes is late, 9 is not; both fish of one card are taken before it ended', async () => {
    const card = await buyCard({ species: 'lasisa' });
    const salmon = { speciesCode: 'lasisa', lengthCm: 81 };
    const late = await send(anonymous(), reportOf(card, salmon, 20, 11));
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json()).toMatchObject({ late: true, minutesToReport: 11, cardEnded: true });
    const inTime = await send(anonymous(), reportOf(card, salmon, 15, 9));
    expect(inTime.statusCode, inTime.body).toBe(201);
    expect(inTime.json()).toMatchObject({ late: false, minutesToReport: 9, cardEnded: false });
    expect(await rowsOf(card.permitId)).toHaveLength(2);

    // A fish caught after the first report ended the card is refused.
    const after = await send(anonymous(), reportOf(card, salmon, 0, 0));
    expect(after.statusCode).toBe(409);
    expect(after.json().refusal.rule).toBe('cardEnded');
    expect(after.json().message).toMatch(
      /^The card stopped being valid at \d{4}-\d{2}-\d{2} \d{2}:\d{2}, when its first catch report was received\. Only fish caught before then can be reported on it\.$/,
    );
  });

  it('a phone clock 2 hours ahead: the skew is measured, the catch time corrected, lateness judged on the interval', async () => {
    const card = await buyCard({ species: 'slakys' });
    const ahead = Date.now() + 2 * 60 * MINUTE;
    const body = reportOf(card, {
      speciesCode: 'slakys',
      caughtAt: iso(ahead - 9 * MINUTE),
      savedAt: iso(ahead - 1 * MINUTE),
      sentAt: iso(ahead),
    });
    const res = await send(anonymous(), body);
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json() as CatchReportResult;
    expect(Math.abs(result.skewMs - 2 * 60 * MINUTE)).toBeLessThan(5_000);
    expect(Math.abs(Date.parse(result.caughtAtServer) - (Date.now() - 9 * MINUTE))).toBeLessThan(5_000);
    expect(result).toMatchObject({ late: false, minutesToReport: 8 });

    // Another fish of the same card, saved 12 minutes after the catch on the same fast clock: late.
    const lateFish = await send(
      anonymous(),
      reportOf(card, {
        speciesCode: 'slakys',
        caughtAt: iso(ahead - 14 * MINUTE),
        savedAt: iso(ahead - 2 * MINUTE),
        sentAt: iso(ahead),
      }),
    );
    expect(lateFish.json()).toMatchObject({ late: true, minutesToReport: 12 });
  });

  it('a phone whose clock reset to its factory date after a flat battery: years of skew, the right catch time', async () => {
    const card = await buyCard({ species: 'lasisa' });
    const factory = Date.parse('2000-01-01T00:00:00Z');
    const res = await send(
      anonymous(),
      reportOf(card, {
        speciesCode: 'lasisa',
        caughtAt: iso(factory),
        savedAt: iso(factory + 4 * MINUTE),
        sentAt: iso(factory + 10 * MINUTE),
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json() as CatchReportResult;
    expect(result.skewMs).toBeLessThan(-26 * 365 * 24 * 60 * MINUTE);
    expect(Math.abs(Date.parse(result.caughtAtServer) - (Date.now() - 10 * MINUTE))).toBeLessThan(5_000);
    expect(result).toMatchObject({ late: false, minutesToReport: 4 });
    const [row] = await rowsOf(card.permitId);
    expect(row!.skewMs).toBe(result.skewMs);
  });
});

describe('refusals: not stored, with messages in Lithuanian and English', () => {
  async function refusedInBoth(body: { id: string } & Record<string, unknown>, status = 409) {
    const en = await send(anonymous('en'), body);
    const lt = await send(anonymous('lt'), body);
    expect(en.statusCode, en.body).toBe(status);
    expect(lt.statusCode, lt.body).toBe(status);
    return { en: en.json(), lt: lt.json() };
  }

  it('wrong names: the permit is not found (404), whatever was wrong', async () => {
    const card = await buyCard();
    const { en, lt } = await refusedInBoth(reportOf(card, { firstName: 'Petras' }), 404);
    expect(en.message).toBe(
      'No permit was found for the catch report with the details given. Check the permit number, first name, last name and the security code printed on the card, and try again.',
    );
    expect(lt.message).toBe(
      'Leidimas, kuriam teikiate laimikio ataskaitą, pagal nurodytus duomenis nerastas. Patikrinkite leidimo numerį, vardą, pavardę ir ant kortelės išspausdintą apsaugos kodą ir bandykite dar kartą.',
    );
    // Case and diacritics do not matter, as on the download form.
    const plain = await send(anonymous(), reportOf(card, { firstName: 'ZYDRUNAS', lastName: 'simkus' }));
    expect(plain.statusCode).toBe(201);
  });

  it('the holder logged in proves it without the names matching', async () => {
    const jonas = await loginAs(t.app, 'jonas');
    const card = await buyCard({
      kind: 'l06_2',
      species: 'lasisa',
      client: jonas,
      angler: citizen(PEOPLE.jonas.code),
    });
    const body = reportOf(card, { speciesCode: 'lasisa', firstName: 'Jonukas' });
    expect((await send(anonymous(), body)).statusCode).toBe(404);
    const res = await send(jonas, body);
    expect(res.statusCode, res.body).toBe(201);
    const ona = await loginAs(t.app, 'ona');
    expect(
      (await send(ona, reportOf(card, { speciesCode: 'lasisa', firstName: 'Jonukas' }))).statusCode,
    ).toBe(404);
    // Logged in, the code may be left out (a report saved before the wallet had it).
    const withoutCode = await send(jonas, reportOf(card, { speciesCode: 'lasisa', securityCode: '' }));
    expect(withoutCode.statusCode, withoutCode.body).toBe(201);
  });

  it('a species not on the card', async () => {
    const card = await buyCard({ species: 'sterkas' });
    const { en, lt } = await refusedInBoth(reportOf(card, { speciesCode: 'lydeka' }));
    expect(en.refusal).toEqual({
      rule: 'speciesNotOnCard',
      speciesCode: 'lydeka',
      cardSpeciesCode: 'sterkas',
    });
    expect(en.message).toBe(
      'This card covers only Pike-perch (zander). You cannot report Northern pike on it.',
    );
    expect(lt.message).toBe(
      'Ši kortelė išduota tik žuvų rūšiai „Sterkas“. Rūšies „Lydeka“ laimikio pagal ją pranešti negalima.',
    );
    expect(await permitState(card.permitId)).toBe('GALIOJANTIS');
    expect(await rowsOf(card.permitId)).toHaveLength(0);
  });

  it('a catch outside the days of the card, and a card not yet valid', async () => {
    const card = await buyCard();
    await setDays(card.permitId, today(), today());
    const body = reportOf(card, {}, 30 * 60);
    const { en, lt } = await refusedInBoth(body);
    expect(en.refusal).toMatchObject({
      rule: 'catchOutsideValidity',
      validFrom: today(),
      validUntil: today(),
    });
    expect(en.message).toMatch(
      new RegExp(
        `^The catch time \\(\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}\\) is outside the card's validity, from ${today()} to ${today()}\\. Check the date and time of the catch\\.$`,
      ),
    );
    expect(lt.message).toContain(`nepatenka į kortelės galiojimo laikotarpį nuo ${today()} iki ${today()}`);

    await setDays(card.permitId, addDays(today(), 2), addDays(today(), 5));
    const early = await refusedInBoth(reportOf(card));
    expect(early.en.refusal).toEqual({ rule: 'notYetValid', validFrom: addDays(today(), 2) });
    expect(early.en.message).toBe(
      `The card is valid from ${addDays(today(), 2)}. You can file a catch report once the card is valid.`,
    );
    expect(await rowsOf(card.permitId)).toHaveLength(0);
  });

  it('an L05 ticket is not a card; an annulled card takes no report', async () => {
    const angler = citizen(personCode(serial++), 'Aistė', 'Kazlauskaitė');
    const { status } = await buyAndPay(t, anonymous(), ticketRequest(angler));
    const ticket = {
      permitId: status.ticket!.permitId,
      number: status.ticket!.number,
      angler,
      waterBodyId: '',
      licenceId: '',
      securityCode: status.ticket!.securityCode,
    };
    const { en, lt } = await refusedInBoth(reportOf(ticket));
    expect(en.refusal).toEqual({ rule: 'notACard' });
    expect(en.message).toBe(
      'Catch reports are filed only for an amateur angler card (L06.1 or L06.2). This permit is not an angler card.',
    );
    expect(lt.message).toBe(
      'Laimikio ataskaita teikiama tik pagal mėgėjų žvejybos kortelę (L06.1 arba L06.2). Šis leidimas nėra žvejo kortelė.',
    );

    const card = await buyCard();
    await t.database.db.update(permits).set({ state: 'PANAIKINTAS' }).where(eq(permits.id, card.permitId));
    const annulled = await refusedInBoth(reportOf(card));
    expect(annulled.en.refusal).toEqual({ rule: 'annulled' });
    expect(annulled.lt.message).toBe(
      'Ši kortelė panaikinta, todėl laimikio ataskaitos pagal ją teikti negalima. Jei manote, kad tai klaida, kreipkitės į kortelę išdavusią instituciją.',
    );
  });
});

describe('spec §8: expired permits with unfiled catch reports block payment', () => {
  it('blocks until the report is filed, then buying works again', async () => {
    const angler = citizen(personCode(serial++), 'Rūta', 'Vaitkė');
    const card = await buyCard({ angler });
    // The card ended two days ago; the expiry job has run.
    await setDays(card.permitId, addDays(today(), -3), addDays(today(), -2));
    await t.database.db.update(permits).set({ state: 'PASIBAIGES' }).where(eq(permits.id, card.permitId));
    const blocked = await anonymous().post('/api/public/zvejyba/kaina', ticketRequest(angler));
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().refusal).toEqual({ rule: 'unfiledReports', numbers: [card.number] });

    // Caught on the card's last day, reported only now (the phone was in a drawer).
    const res = await send(anonymous(), reportOf(card, {}, 2 * 24 * 60 + 60));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ cardEnded: false });
    expect(await permitState(card.permitId)).toBe('PASIBAIGES');
    const quote = await anonymous().post('/api/public/zvejyba/kaina', ticketRequest(angler));
    expect(quote.statusCode, quote.body).toBe(200);
  });
});

describe('the public report of caught fish (/ataskaita/l06_2)', () => {
  it('aggregates L06.2 reports by water body and species, with fish per month and no personal data', async () => {
    const ona = await loginAs(t.app, 'ona');
    const card = await buyCard({
      kind: 'l06_2',
      species: 'lasisa',
      client: ona,
      angler: citizen(PEOPLE.ona.code, 'Ona', 'Petraitienė'),
    });
    const salmon = { speciesCode: 'lasisa' };
    expect((await send(ona, reportOf(card, { ...salmon, amount: 1, lengthCm: 70 }, 30))).statusCode).toBe(
      201,
    );
    expect((await send(ona, reportOf(card, { ...salmon, amount: 2, lengthCm: 80.5 }, 25))).statusCode).toBe(
      201,
    );
    expect((await send(ona, reportOf(card, { ...salmon, amount: 0, lengthCm: null }, 20))).statusCode).toBe(
      201,
    );
    // L06.1 reports are not published.
    const l061 = await buyCard({ species: 'lasisa' });
    expect((await send(anonymous(), reportOf(l061, salmon))).statusCode).toBe(201);

    const res = await anonymous().get(`/api/public/zvejyba/laimikis/ataskaita?telkinys=${card.waterBodyId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['set-cookie']).toBeUndefined();
    const report = res.json() as PublicCatchReport;
    const year = today().slice(0, 4);
    expect(report.from).toBe(`${year}-01-01`);
    expect(report.to).toBe(today());
    expect(report.rows).toEqual([
      {
        waterBodyId: card.waterBodyId,
        waterBodyName: expect.any(String),
        speciesCode: 'lasisa',
        fish: 3,
        reports: 3,
        // (70 + 80.5) / 2: a report's length counts once whatever its amount; "none kept" has none.
        averageLengthCm: 75.3,
        measuredLengths: 2,
      },
    ]);
    expect(report.byMonth.map((m) => m.month)).toEqual(
      Array.from(
        { length: Number(today().slice(5, 7)) },
        (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`,
      ),
    );
    expect(report.byMonth.at(-1)).toEqual({ month: today().slice(0, 7), fish: 3 });
    expect(report.waterBodies.map((w) => w.id)).toContain(card.waterBodyId);
    expect(report.waterBodies.map((w) => w.id)).not.toContain(l061.waterBodyId);
    expect(report.species.map((s) => s.code)).toContain('lasisa');
    const text = res.body;
    for (const personal of ['Petraitienė', 'Ona', PEOPLE.ona.code, card.number])
      expect(text).not.toContain(personal);

    // The whole country for the species, and an empty period.
    const other = await buyCard({
      kind: 'l06_2',
      species: 'lasisa',
      client: ona,
      angler: citizen(PEOPLE.ona.code, 'Ona', 'Petraitienė'),
    });
    expect((await send(ona, reportOf(other, { ...salmon, amount: 1, lengthCm: 60 }))).statusCode).toBe(201);
    const all = (
      await anonymous().get('/api/public/zvejyba/laimikis/ataskaita?rusis=lasisa')
    ).json() as PublicCatchReport;
    expect(all.rows.find((r) => r.waterBodyId === card.waterBodyId)?.fish).toBe(3);
    expect(all.rows.find((r) => r.waterBodyId === l061.waterBodyId)).toBeUndefined();
    // Two rows' averages combine by their counts, as the totals row does: (75.3 × 2 + 60 × 1) / 3
    // = 70.2, the average of the three lengths 70, 80.5 and 60; a plain mean of the rows' averages
    // would say 67.7.
    const both = all.rows.filter(
      (r) => r.waterBodyId === card.waterBodyId || r.waterBodyId === other.waterBodyId,
    );
    expect(both.map((r) => [r.averageLengthCm, r.measuredLengths])).toEqual(
      expect.arrayContaining([
        [75.3, 2],
        [60, 1],
      ]),
    );
    expect(both).toHaveLength(2);
    const lengths = both.reduce((sum, r) => sum + r.measuredLengths, 0);
    const weighted = both.reduce((sum, r) => sum + (r.averageLengthCm ?? 0) * r.measuredLengths, 0) / lengths;
    expect(Math.round(weighted * 10) / 10).toBe(70.2);
    const empty = (
      await anonymous().get(
        `/api/public/zvejyba/laimikis/ataskaita?telkinys=${card.waterBodyId}&nuo=2025-01-01&iki=2025-03-31`,
      )
    ).json() as PublicCatchReport;
    expect(empty.rows).toEqual([]);
    expect(empty.byMonth).toEqual([
      { month: '2025-01', fish: 0 },
      { month: '2025-02', fish: 0 },
      { month: '2025-03', fish: 0 },
    ]);
  });

  it('refuses bad parameters with 400 and field errors', async () => {
    const ask = (query: string, lang: 'lt' | 'en' = 'en') =>
      anonymous(lang).get(`/api/public/zvejyba/laimikis/ataskaita?${query}`);
    const badDate = await ask('nuo=2026-02-30');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors.fieldErrors).toEqual([{ field: 'nuo', message: 'Enter a valid date' }]);
    const reversed = await ask('nuo=2026-05-01&iki=2026-04-01');
    expect(reversed.json().errors.fieldErrors).toEqual([
      { field: 'iki', message: 'The end date cannot be before the start date' },
    ]);
    const long = await ask('nuo=2020-01-01&iki=2026-01-01', 'lt');
    expect(long.json().errors.fieldErrors).toEqual([
      { field: 'iki', message: 'Pasirinkite ne ilgesnį kaip 5 metų laikotarpį.' },
    ]);
    const unknown = await ask(`telkinys=${randomUUID()}&rusis=karpis`);
    expect(unknown.json().errors.fieldErrors).toEqual([
      { field: 'telkinys', message: 'Choose one of the options' },
      { field: 'rusis', message: 'Choose one of the options' },
    ]);
    expect((await ask('telkinys=%27%3B%20drop')).statusCode).toBe(400);
  });
});

describe("the holder's reports and the public lookup", () => {
  it('GET /api/v1/zvejyba/laimikis: the holder sees their reports; others do not', async () => {
    const tomas = await loginAs(t.app, 'tomas');
    const card = await buyCard({
      kind: 'l06_2',
      species: 'lasisa',
      client: tomas,
      angler: citizen(PEOPLE.tomas.code, 'Tomas', 'Kazlauskas'),
    });
    const filed = await send(tomas, reportOf(card, { speciesCode: 'lasisa' }));
    expect(filed.statusCode).toBe(201);
    const mine = await tomas.get(`/api/v1/zvejyba/laimikis?leidimas=${card.number}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([filed.json()]);
    expect((await anonymous().get(`/api/v1/zvejyba/laimikis?leidimas=${card.number}`)).statusCode).toBe(401);
    const jonas = await loginAs(t.app, 'jonas');
    expect((await jonas.get(`/api/v1/zvejyba/laimikis?leidimas=${card.number}`)).statusCode).toBe(404);
    const mistyped = `${card.number.slice(0, 10)}${(Number(card.number[10]) + 1) % 10}`;
    const typo = await tomas.get(`/api/v1/zvejyba/laimikis?leidimas=${mistyped}`);
    expect(typo.statusCode).toBe(400);
    expect(typo.json().errors.fieldErrors[0].field).toBe('leidimas');
  });

  it('GET /api/public/zvejyba/leidimai/:number: validity, initials, water body and species only', async () => {
    const card = await buyCard({ species: 'lasisa' });
    const look = async (number: string) => anonymous().get(`/api/public/zvejyba/leidimai/${number}`);
    const before = await look(card.number);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    const found = before.json() as AnglerPermitLookup;
    expect(found).toMatchObject({
      found: true,
      number: card.number,
      kind: 'l06_1',
      state: 'GALIOJANTIS',
      valid: true,
      holderInitials: 'Ž. Š.',
      waterBody: { name: expect.any(String) },
      species: { code: 'lasisa', nameLt: 'Lašiša', nameEn: 'Atlantic salmon' },
    });
    expect(before.body).not.toContain('Šimkus');
    expect((await send(anonymous(), reportOf(card, { speciesCode: 'lasisa' }))).statusCode).toBe(201);
    expect((await look(card.number)).json()).toMatchObject({ state: 'PASIBAIGES', valid: false });
    // Another kind's permit, and a number that does not exist, look the same.
    const [other] = await t.database.db
      .insert(permits)
      .values({
        number: makePermitNumber(13, 2026, 990_001),
        kind: 'l13',
        state: 'GALIOJANTIS',
        holderCode: '110051834',
        holderKind: 'company',
        holderName: 'UAB „Baltijos atliekos“',
        issuedAt: new Date(),
        validFrom: today(),
        schemaVersion: 1,
        data: {},
      })
      .returning();
    expect((await look(other!.number)).json()).toEqual({ found: false });
    expect((await look('06269999993')).json()).toEqual({ found: false });
    const typo = await look(`${card.number.slice(0, 10)}${(Number(card.number[10]) + 1) % 10}`);
    expect(typo.statusCode).toBe(400);
    expect(typo.json().errors.fieldErrors[0].field).toBe('numeris');
  });
});

describe('rate limit (per address, generous for an outbox burst)', () => {
  it('answers 429 with Retry-After past 120 reports a minute from one address', async () => {
    const client = anonymous();
    const post = () =>
      client.request({
        method: 'POST',
        url: REPORTS,
        payload: {},
        headers: { 'idempotency-key': randomUUID() },
        remoteAddress: '203.0.113.77',
      });
    for (let i = 0; i < 120; i++) expect((await post()).statusCode).toBe(400);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await client.request({
      method: 'POST',
      url: REPORTS,
      payload: {},
      headers: { 'idempotency-key': randomUUID() },
      remoteAddress: '203.0.113.78',
    });
    expect(other.statusCode).toBe(400);
  });
});
