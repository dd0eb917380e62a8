/**
 * No holder-name oracle on anglers' permits (issue 15 item 3; ADR 0015). Without a login, acting on
 * a permit by its number — downloading it, adding it to a device's wallet, filing a catch report —
 * needs the holder's names and the permit's security code, printed on the ticket; the angler or the
 * buyer logged in needs no code. Until the holder is proven every refusal of a form is the same
 * answer, and failed proofs from all the forms count in one bucket per address with the download
 * form's limit (10 a minute). Permits made before codes existed have one too, and their holders get
 * it by logging in.
 *
 * Only the API and existing helpers are used, so that the file runs against the code before the
 * change as well (and fails there).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { anglerPermits, fishSpecies } from '../../src/server/db/schema-anglers.ts';
import { catchReports } from '../../src/server/db/schema-catch-reports.ts';
import { mailOutbox, permits } from '../../src/server/db/schema-permits.ts';
import type { AnglerData, AnglerTicket } from '../../src/shared/anglers/api-types.ts';
import { makePermitNumber } from '../../src/shared/permits/permit-number.ts';
import { Client, createTestApp, type TestApp } from '../support/app.ts';
import { pdfText } from '../support/pdf-qr.ts';
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
const DOWNLOAD = '/api/public/zvejyba/atsisiusti';
const WALLET = '/api/public/zvejyba/bilietas';
const MINUTE = 60_000;
const CODE_SHAPE = /^[2-9A-HJKMNP-Z]{8}$/;
const printed = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

let addresses = 0;
/** An anonymous browser with an address of its own: each test's failures count only against it. */
function anonymous(lang: 'lt' | 'en' = 'en'): Client {
  const client = new Client(t.app, lang);
  addresses += 1;
  client.remoteAddress = `198.18.${addresses >> 8}.${addresses & 255}`;
  return client;
}

interface Card {
  permitId: string;
  number: string;
  angler: AnglerData;
  securityCode: string;
}

let serial = 8100;

/** An L06.1 card for pike-perch bought and paid anonymously, its days from yesterday. */
async function buyCard(angler = citizen(personCode(serial++), 'Žydrūnas', 'Šimkus')): Promise<Card> {
  const licence = await makeLicence(t, { species: 'sterkas', period: '2' });
  const { status } = await buyAndPay(t, anonymous(), {
    ...ticketRequest(angler),
    kind: 'l06_1',
    licenceId: licence.id,
  });
  const ticket = status.ticket!;
  const from = addDays(today(), -1);
  await t.database.db.update(permits).set({ validFrom: from }).where(eq(permits.id, ticket.permitId));
  await t.database.db
    .update(anglerPermits)
    .set({ validFrom: from })
    .where(eq(anglerPermits.permitId, ticket.permitId));
  return { permitId: ticket.permitId, number: ticket.number, angler, securityCode: ticket.securityCode };
}

function reportOf(card: Pick<Card, 'number' | 'angler'>, over: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    id: randomUUID(),
    permitNumber: card.number,
    firstName: card.angler.firstName,
    lastName: card.angler.lastName,
    speciesCode: 'sterkas',
    amount: 1,
    lengthCm: 55.5,
    sex: 'PATINAS',
    eelCaught: false,
    caughtAt: new Date(now - 20 * MINUTE).toISOString(),
    savedAt: new Date(now - 15 * MINUTE).toISOString(),
    sentAt: new Date(now).toISOString(),
    ...over,
  };
}

const send = (client: Client, body: { id: string } & Record<string, unknown>) =>
  client.post(REPORTS, body, { 'idempotency-key': body.id });

async function stateOf(permitId: string) {
  const [row] = await t.database.db.select().from(permits).where(eq(permits.id, permitId));
  return row!.state;
}

async function storedReports(permitId: string) {
  return t.database.db.select().from(catchReports).where(eq(catchReports.permitId, permitId));
}

/** What a refusal shows: its status and its whole body. */
const shown = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.body });

describe('the security code', () => {
  it('comes with the ticket to whoever proved it, in the code’s shape, and is the same every time', async () => {
    const card = await buyCard();
    expect(card.securityCode).toMatch(CODE_SHAPE);
    const again = await anonymous().post(WALLET, {
      kind: 'l06_1',
      number: card.number,
      firstName: card.angler.firstName,
      lastName: card.angler.lastName,
      securityCode: printed(card.securityCode).toLowerCase(),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as AnglerTicket).securityCode).toBe(card.securityCode);
  });

  it('is printed on the PDF under the number, in both languages', async () => {
    const card = await buyCard();
    const res = await anonymous().post(DOWNLOAD, {
      kind: 'l06_1',
      number: card.number,
      firstName: card.angler.firstName,
      lastName: card.angler.lastName,
      securityCode: card.securityCode,
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = (await pdfText(new Uint8Array(res.rawPayload))).flat();
    expect(text).toContain(printed(card.securityCode));
    expect(text).toContain('Apsaugos kodas');
    expect(text).toContain('Security code');
  });

  it('is in the purchase’s e-mail', async () => {
    const angler: AnglerData = {
      ...citizen(personCode(serial++), 'Rūta', 'Vaitkė'),
      useEmail: true,
      email: 'ruta.kodas@example.lt',
    };
    const { status } = await buyAndPay(t, anonymous(), ticketRequest(angler));
    const code = status.ticket!.securityCode;
    expect(code).toMatch(CODE_SHAPE);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'ruta.kodas@example.lt'));
    expect(mail!.bodyText).toContain(printed(code));
    expect(mail!.bodyText).not.toContain('security-code');
  });
});

describe('the catch report without a login', () => {
  it('needs the security code: the number and the names are not enough', async () => {
    const card = await buyCard();
    const withoutCode = await send(anonymous(), reportOf(card));
    expect(withoutCode.statusCode).toBe(404);
    const res = await send(anonymous(), reportOf(card, { securityCode: printed(card.securityCode) }));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('cannot end somebody else’s card with "caught nothing" from the number and the names', async () => {
    const card = await buyCard();
    const nothing = reportOf(card, { amount: 0, lengthCm: null, sex: 'NEZINOMA' });
    const res = await send(anonymous(), nothing);
    expect(res.statusCode).toBe(404);
    const guessed = await send(anonymous(), { ...nothing, id: randomUUID(), securityCode: 'K7QM3XRT' });
    expect(guessed.statusCode).toBe(404);
    expect(await stateOf(card.permitId)).toBe('GALIOJANTIS');
    expect(await storedReports(card.permitId)).toHaveLength(0);
  });

  it('answers every refusal alike until the holder is proven, in each language', async () => {
    const card = await buyCard();
    const ended = await buyCard();
    const endedRes = await send(anonymous(), reportOf(ended, { securityCode: ended.securityCode }));
    expect(endedRes.json()).toMatchObject({ cardEnded: true });
    const wrongCode = card.securityCode.startsWith('2')
      ? `3${card.securityCode.slice(1)}`
      : `2${card.securityCode.slice(1)}`;
    for (const lang of ['en', 'lt'] as const) {
      // One address per language, so that the 7 failures stay under the limit of 10.
      const client = anonymous(lang);
      const attempts = {
        noSuchNumber: reportOf(
          { ...card, number: makePermitNumber(6, 2026, 999_991) },
          { securityCode: card.securityCode },
        ),
        wrongName: reportOf(card, { firstName: 'Petras', securityCode: card.securityCode }),
        wrongCode: reportOf(card, { securityCode: wrongCode }),
        noCode: reportOf(card),
        speciesNotOnCard: reportOf(card, { speciesCode: 'lydeka' }),
        caughtNothing: reportOf(card, { amount: 0, lengthCm: null, sex: 'NEZINOMA' }),
        cardEnded: reportOf(ended),
      };
      const answers = Object.fromEntries(
        await Promise.all(
          Object.entries(attempts).map(async ([name, body]) => [name, shown(await send(client, body))]),
        ),
      );
      const first = answers.noSuchNumber;
      expect(first.status).toBe(404);
      for (const [name, answer] of Object.entries(answers)) expect(answer, name).toEqual(first);
      expect(JSON.parse(first.body).message).toBe(
        lang === 'en'
          ? 'No permit was found for the catch report with the details given. Check the permit number, first name, last name and the security code printed on the card, and try again.'
          : 'Leidimas, kuriam teikiate laimikio ataskaitą, pagal nurodytus duomenis nerastas. Patikrinkite leidimo numerį, vardą, pavardę ir ant kortelės išspausdintą apsaugos kodą ir bandykite dar kartą.',
      );
    }
    expect(await stateOf(card.permitId)).toBe('GALIOJANTIS');
    expect(await storedReports(card.permitId)).toHaveLength(0);
    // Proven, the holder is told what is wrong with the report itself.
    const proven = await send(
      anonymous(),
      reportOf(card, { speciesCode: 'lydeka', securityCode: card.securityCode }),
    );
    expect(proven.statusCode).toBe(409);
    expect(proven.json().refusal).toMatchObject({ rule: 'speciesNotOnCard' });
  });

  it('takes a code given by a logged-in holder only when it is right', async () => {
    const jonas = await loginAs(t.app, 'jonas');
    const card = await buyCard(citizen(PEOPLE.jonas.code, 'Jonas', 'Jonaitis'));
    expect((await send(jonas, reportOf(card, { securityCode: 'K7QM3XRT' }))).statusCode).toBe(404);
    expect((await send(jonas, reportOf(card, { firstName: 'Jonukas' }))).statusCode).toBe(201);
  });
});

describe('the download form and adding a ticket to this device’s wallet', () => {
  it('need the security code without a login, and answer every miss alike', async () => {
    const card = await buyCard();
    const right = {
      kind: 'l06_1',
      number: card.number,
      firstName: card.angler.firstName,
      lastName: card.angler.lastName,
    };
    const wrongCode = card.securityCode.startsWith('2')
      ? `3${card.securityCode.slice(1)}`
      : `2${card.securityCode.slice(1)}`;
    for (const url of [DOWNLOAD, WALLET]) {
      const client = anonymous();
      const misses = [
        { ...right, number: makePermitNumber(6, 2026, 999_991), securityCode: card.securityCode },
        { ...right, lastName: 'Šimkutė', securityCode: card.securityCode },
        { ...right, kind: 'l05_1', securityCode: card.securityCode },
        { ...right, securityCode: wrongCode },
        right,
      ];
      const answers = [];
      for (const body of misses) answers.push(shown(await client.post(url, body)));
      expect(answers[0]!.status).toBe(404);
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(JSON.parse(answers[0]!.body).message).toBe(
        'Permit not found for the given data. Update the data and try again.',
      );
    }
    // With the code, the ticket comes for the wallet, and a code of the wrong shape is told as such.
    const added = await anonymous().post(WALLET, { ...right, securityCode: card.securityCode });
    expect(added.statusCode).toBe(200);
    const malformed = await anonymous().post(WALLET, { ...right, securityCode: 'K0QM-3XRT' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.fieldErrors).toEqual([
      {
        field: 'securityCode',
        message:
          'Enter the security code as it is printed on the permit: 8 letters and digits, for example K7QM-3XRT.',
      },
    ]);
  });
});

describe('failed proofs from every form count in one bucket per address (10 a minute)', () => {
  it('ten misses on the download form and the wallet hold the catch report too, with the right proof', async () => {
    const card = await buyCard();
    const client = anonymous();
    const miss = {
      kind: 'l06_1',
      number: card.number,
      firstName: 'Ona',
      lastName: 'Onaitė',
      securityCode: card.securityCode,
    };
    for (let i = 0; i < 10; i++)
      expect((await client.post(i % 2 === 0 ? DOWNLOAD : WALLET, miss)).statusCode).toBe(404);
    const held = await send(client, reportOf(card, { securityCode: card.securityCode }));
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect(held.json().message).toBe('Too many attempts. Wait a minute and try again.');
    expect(await storedReports(card.permitId)).toHaveLength(0);
    // Another address is not held.
    expect((await send(anonymous(), reportOf(card, { securityCode: card.securityCode }))).statusCode).toBe(
      201,
    );
  });

  it('ten misses on the catch report hold the download form, with the right proof', async () => {
    const card = await buyCard();
    const client = anonymous();
    for (let i = 0; i < 10; i++)
      expect((await send(client, reportOf(card, { firstName: `Ona${'s'.repeat(i)}` }))).statusCode).toBe(404);
    const right = {
      kind: 'l06_1',
      number: card.number,
      firstName: card.angler.firstName,
      lastName: card.angler.lastName,
      securityCode: card.securityCode,
    };
    expect((await client.post(DOWNLOAD, right)).statusCode).toBe(429);
    expect((await client.post(WALLET, right)).statusCode).toBe(429);
    expect(await stateOf(card.permitId)).toBe('GALIOJANTIS');
  });

  it('counts only misses: a phone sending many proven reports is never held', async () => {
    const card = await buyCard();
    const client = anonymous();
    // Proven and refused by a rule of the card (a species not on it): 15 in a row, none held.
    for (let i = 0; i < 15; i++) {
      const res = await send(
        client,
        reportOf(card, { speciesCode: 'lydeka', securityCode: card.securityCode }),
      );
      expect(res.statusCode, `report ${i + 1}`).toBe(409);
    }
    // The outbox sends several at once when the network returns.
    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        send(client, reportOf(card, { speciesCode: 'lydeka', securityCode: card.securityCode })),
      ),
    );
    expect(burst.map((res) => res.statusCode)).toEqual(Array(8).fill(409));
    expect((await send(client, reportOf(card, { securityCode: card.securityCode }))).statusCode).toBe(201);
  });

  it('guesses sent all at once cannot outrun the count', async () => {
    // On the catch report, whose own limit (120 a minute) is generous for an outbox's burst.
    const card = await buyCard();
    const client = anonymous();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        send(
          client,
          reportOf(card, {
            amount: 0,
            lengthCm: null,
            sex: 'NEZINOMA',
            securityCode: `${'23456789ABCDEFGHJKMNPQRSTUVWXYZ'[i]}AAAAAAA`,
          }),
        ),
      ),
    );
    const judged = answers.filter((res) => res.statusCode !== 429);
    expect(judged.length).toBeLessThanOrEqual(10);
    expect(answers.filter((res) => res.statusCode === 429).length).toBeGreaterThanOrEqual(20);
    expect(await stateOf(card.permitId)).toBe('GALIOJANTIS');
  });
});

describe('a permit made before security codes existed', () => {
  /** As the issue statement wrote permits before: a permit and its angler_permits row, nothing of a code. */
  async function oldCard() {
    const licence = await makeLicence(t, { species: 'sterkas', period: '2' });
    const [species] = await t.database.db.select().from(fishSpecies).where(eq(fishSpecies.code, 'sterkas'));
    const number = makePermitNumber(6, 2026, 990_000 + (serial++ % 9_000));
    const validFrom = addDays(today(), -1);
    const validUntil = addDays(today(), 12);
    const [permit] = await t.database.db
      .insert(permits)
      .values({
        number,
        kind: 'l06_1',
        state: 'GALIOJANTIS',
        holderCode: PEOPLE.ona.code,
        holderKind: 'person',
        holderName: 'Ona Petraitienė',
        issuedAt: new Date(Date.now() - 30 * 24 * 60 * MINUTE),
        validFrom,
        validUntil,
        priceCents: 450,
        schemaVersion: 1,
        data: {
          firstName: 'Ona',
          lastName: 'Petraitienė',
          citizenship: 'PILIETIS',
          personCode: PEOPLE.ona.code,
          period: '2',
          validFrom,
          ticket: {
            period: '2',
            purchaseId: randomUUID(),
            waterBody: null,
            licence: {
              speciesCode: 'sterkas',
              speciesLt: species!.nameLt,
              speciesEn: species!.nameEn,
              placeLt: licence.placeLt,
              placeEn: licence.placeEn,
              amount: 3,
              minSizeCm: 45,
            },
          },
        },
      })
      .returning();
    await t.database.db.insert(anglerPermits).values({
      permitId: permit!.id,
      purchaseId: randomUUID(),
      kind: 'l06_1',
      anglerKey: PEOPLE.ona.code,
      licenceId: licence.id,
      waterBodyId: licence.waterBodyId,
      validFrom,
      validUntil,
      reportRequired: true,
    });
    return {
      permitId: permit!.id,
      number,
      angler: citizen(PEOPLE.ona.code, 'Ona', 'Petraitienė'),
    };
  }

  it('has a code: the holder logged in gets it in the wallet, on the PDF from the form without one, and files without it', async () => {
    const card = await oldCard();
    const ona = await loginAs(t.app, 'ona');
    ona.remoteAddress = '198.19.0.1';
    const mine = (await ona.get('/api/v1/zvejyba/bilietai')).json() as AnglerTicket[];
    const ticket = mine.find((candidate) => candidate.number === card.number)!;
    expect(ticket.securityCode).toMatch(CODE_SHAPE);

    // The download form, logged in: the number and the names, no code; the PDF prints it.
    const pdf = await ona.post(DOWNLOAD, {
      kind: 'l06_1',
      number: card.number,
      firstName: 'ona',
      lastName: 'PETRAITIENE',
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect((await pdfText(new Uint8Array(pdf.rawPayload))).flat()).toContain(printed(ticket.securityCode));
    // So does the holder's own download from My permits.
    const own = await ona.get(`/api/v1/atsisiusti/l06_1/${card.permitId}`);
    expect(own.statusCode).toBe(200);
    expect((await pdfText(new Uint8Array(own.rawPayload))).flat()).toContain(printed(ticket.securityCode));
    const added = await ona.post(WALLET, {
      kind: 'l06_1',
      number: card.number,
      firstName: 'Ona',
      lastName: 'Petraitienė',
    });
    expect((added.json() as AnglerTicket).securityCode).toBe(ticket.securityCode);

    // Without a login the number and the names are no longer enough; with the code they are.
    const stranger = anonymous();
    expect(
      (
        await stranger.post(WALLET, {
          kind: 'l06_1',
          number: card.number,
          firstName: 'Ona',
          lastName: 'Petraitienė',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await anonymous().post(WALLET, {
          kind: 'l06_1',
          number: card.number,
          firstName: 'Ona',
          lastName: 'Petraitienė',
          securityCode: ticket.securityCode,
        })
      ).statusCode,
    ).toBe(200);

    // A report saved on the phone before codes existed, sent while the holder is logged in: accepted.
    const report = reportOf(card);
    const filed = await send(ona, report);
    expect(filed.statusCode, filed.body).toBe(201);
    // The outbox sends it again, anonymously, with the code the wallet has since, or still without:
    // the same report, answered with its first result.
    const again = await send(anonymous(), { ...report, securityCode: ticket.securityCode });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(filed.json());
    const bare = await send(anonymous(), report);
    expect(bare.statusCode).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(catchReports)
        .where(and(eq(catchReports.permitId, card.permitId), eq(catchReports.clientId, report.id))),
    ).toHaveLength(1);
  });
});
