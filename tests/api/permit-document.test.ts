/**
 * The permit document and its checks (issue 4 §9): the holder's PDF with Lithuanian letters and a
 * QR seal that verifies with the published keys, the officers' copy, who may not download it, the
 * public lookup by number (check digit first, initials only, rate-limited) and the signing key
 * made once however many nodes ask at the same time.
 */

import { parse as parseDisposition } from 'content-disposition';
import { type PermitRow, permits, signingKeys } from '../../src/server/db/schema-permits.ts';
import { createPermitSigner } from '../../src/server/modules/permit-document/signing.ts';
import { translate } from '../../src/shared/i18n/index.ts';
import type { PermitCheckResult, SigningKeyDto } from '../../src/shared/permits/api-types.ts';
import { l13Example } from '../../src/shared/permits/kinds/l13/example.ts';
import { makePermitNumber } from '../../src/shared/permits/permit-number.ts';
import { parseSeal, verifySeal } from '../../src/shared/permits/permit-seal.ts';
import { Client, createTestApp, type TestApp } from '../support/app.ts';
import { embeddedFonts, pdfInfo, pdfText, readQrFromPdf } from '../support/pdf-qr.ts';
import { COMPANIES, loginAs } from '../support/personas.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let serial = 900;
async function insertPermit(values: Partial<typeof permits.$inferInsert> = {}): Promise<PermitRow> {
  const [row] = await t.database.db
    .insert(permits)
    .values({
      number: makePermitNumber(13, 2026, serial++),
      kind: 'l13',
      state: 'GALIOJANTIS',
      holderCode: COMPANIES.baltijosAtliekos,
      holderKind: 'company',
      holderName: 'UAB „Baltijos atliekos“',
      issuedAt: new Date('2026-03-02T09:30:00Z'),
      validFrom: '2026-03-02',
      validUntil: null,
      priceCents: 5_800,
      schemaVersion: 1,
      data: {
        ...l13Example,
        flows: [
          {
            wasteCode: '13 02 05*',
            wasteName: 'Nechlorintos mineralinės variklio alyvos',
            activity: 'SURINKIMAS',
            tonnesPerYear: 120.5,
            storedTonnes: 12,
          },
        ],
      },
      ...values,
    })
    .returning();
  return row!;
}

async function publishedKeys(): Promise<SigningKeyDto[]> {
  const res = await new Client(t.app).get('/api/public/leidimai/raktai');
  expect(res.statusCode).toBe(200);
  return res.json();
}

const pdfBytes = (body: Buffer) => new Uint8Array(body);

describe('signing keys', () => {
  it('are made once when several nodes ask at the same time, and published', async () => {
    // Fresh signers over the same database are what separate nodes are.
    const lists = await Promise.all(
      Array.from({ length: 4 }, () => createPermitSigner(t.database.db).publicKeys()),
    );
    expect(await t.database.db.select().from(signingKeys)).toHaveLength(1);
    for (const list of lists) expect(list).toEqual(lists[0]);
    expect(lists[0]).toEqual([
      {
        id: 'k1',
        algorithm: 'Ed25519',
        publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        active: true,
      },
    ]);

    const res = await new Client(t.app).get('/api/public/leidimai/raktai');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.json()).toEqual(lists[0]);
    // The private half never leaves the server.
    expect(res.body).not.toContain('PRIVATE');
  });
});

describe('the holder downloads the permit', () => {
  it('as a PDF with Lithuanian letters and a QR seal that verifies offline', async () => {
    const permit = await insertPermit();
    const company = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos);
    const res = await company.get(`/api/v1/atsisiusti/l13/${permit.id}`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // The files module's one builder (content-disposition): a plain name needs no quotes.
    expect(parseDisposition(String(res.headers['content-disposition']))).toEqual({
      type: 'attachment',
      parameters: { filename: `leidimas-${permit.number}.pdf` },
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const bytes = pdfBytes(res.rawPayload);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');

    const payload = await readQrFromPdf(bytes);
    expect(parseSeal(payload)).toMatchObject({
      number: permit.number,
      kind: 'L13',
      validFrom: '2026-03-02',
      validUntil: null,
      holderInitials: 'UAB B. A.',
      keyId: 'k1',
    });
    expect((await verifySeal(payload, await publishedKeys())).status).toBe('valid');
    const forged = payload.replace(permit.number, makePermitNumber(13, 2026, 1));
    expect((await verifySeal(forged, await publishedKeys())).status).toBe('invalidSignature');

    const fonts = await embeddedFonts(bytes);
    expect(fonts.some((name) => /DejaVuSans-\d+$/.test(name))).toBe(true);
    expect(fonts.some((name) => /DejaVuSans-Bold-\d+$/.test(name))).toBe(true);

    const pages = await pdfText(bytes);
    const first = pages[0]!;
    for (const text of [
      'Lietuvos Respublikos aplinkos ministerija',
      'Pavojingųjų atliekų tvarkymo licencija',
      'Hazardous waste licence',
      permit.number,
      'UAB „Baltijos atliekos“',
      '110051834',
      'Galiojantis',
      '2026-03-02',
      'neterminuotas / indefinite',
      '58,00 €',
      'Leidimo duomenys',
      'Klaipėdos pavojingųjų atliekų aikštelė',
      'Surinkimas',
      'Taip',
      'TL-KR.1-15/2019',
      `1 psl. iš ${pages.length} / Page 1 of ${pages.length}`,
    ])
      expect(first, text).toContain(text);
    const all = pages.flat();
    expect(all).toContain('Nechlorintos mineralinės variklio alyvos');
    expect(all).toContain('120,5 t per metus');
    expect(all).toContain('Darbuotojas 1');
    // The declaration and contact details belong to the application, not the permit.
    expect(all.join('\n')).not.toContain('Direktorius');

    expect(await pdfInfo(bytes)).toMatchObject({
      title: `Pavojingųjų atliekų tvarkymo licencija Nr. ${permit.number}`,
      author: 'Lietuvos Respublikos aplinkos ministerija',
      language: 'lt',
    });

    // The same permit gives the same file.
    const again = await company.get(`/api/v1/atsisiusti/l13/${permit.id}`);
    expect(Buffer.compare(again.rawPayload, res.rawPayload)).toBe(0);
  });

  it('flows long data onto further pages', async () => {
    const long = 'Pavojingųjų atliekų surinkimas ir laikymas iki perdavimo tvarkytojams. '.repeat(50);
    const permit = await insertPermit({
      data: {
        ...l13Example,
        activities: [{ activity: 'SURINKIMAS', description: long }],
        flows: Array.from({ length: 30 }, (_, i) => ({
          wasteCode: '16 06 01*',
          wasteName: `Švino akumuliatoriai, partija ${i + 1}`,
          activity: 'SURINKIMAS',
          tonnesPerYear: 10 + i,
          storedTonnes: 1,
        })),
      },
    });
    const company = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos);
    const res = await company.get(`/api/v1/atsisiusti/l13/${permit.id}`);
    expect(res.statusCode).toBe(200);
    const pages = await pdfText(pdfBytes(res.rawPayload));
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.at(-1)).toContain(
      `${pages.length} psl. iš ${pages.length} / Page ${pages.length} of ${pages.length}`,
    );
    expect(pages.flat()).toContain('Švino akumuliatoriai, partija 30');
    expect(pages.flat()).toContain(`Leidimas Nr. ${permit.number}`);
  });

  it('is not found for anyone else, and needs a login', async () => {
    const permit = await insertPermit();
    const url = `/api/v1/atsisiusti/l13/${permit.id}`;
    const jonas = await loginAs(t.app, 'jonas');
    expect((await jonas.get(url)).statusCode).toBe(404);
    // Another represented company of another person.
    const ona = await loginAs(t.app, 'ona', COMPANIES.zuvedra);
    expect((await ona.get(url)).statusCode).toBe(404);
    // The right holder with the wrong kind in the path, or an id that is not one.
    const company = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos);
    expect((await company.get(`/api/v1/atsisiusti/l10/${permit.id}`)).statusCode).toBe(404);
    expect((await company.get('/api/v1/atsisiusti/l13/not-an-id')).statusCode).toBe(404);
    expect((await new Client(t.app).get(url)).statusCode).toBe(401);
  });
});

describe('officers download any permit', () => {
  it('from the back office; everyone else is refused', async () => {
    const permit = await insertPermit();
    const url = `/api/v1/tarnyba/leidimai/${permit.id}/pdf`;
    const officer = await loginAs(t.app, 'officer');
    const res = await officer.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const payload = await readQrFromPdf(pdfBytes(res.rawPayload));
    expect(parseSeal(payload)?.number).toBe(permit.number);
    expect((await verifySeal(payload, await publishedKeys())).status).toBe('valid');

    const company = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos);
    expect((await company.get(url)).statusCode).toBe(403);
    const jonas = await loginAs(t.app, 'jonas');
    expect((await jonas.get(url)).statusCode).toBe(403);
    expect((await new Client(t.app).get(url)).statusCode).toBe(401);
    expect(
      (await officer.get('/api/v1/tarnyba/leidimai/00000000-0000-4000-8000-000000000000/pdf')).statusCode,
    ).toBe(404);
  });
});

describe('the public check by number', () => {
  const check = (numeris: string, client = new Client(t.app)) =>
    client.get(`/api/public/leidimai/tikrinti?numeris=${encodeURIComponent(numeris)}`);

  it('finds a permit and shows the holder by initials only', async () => {
    const permit = await insertPermit();
    const spaced = `${permit.number.slice(0, 2)} ${permit.number.slice(2, 4)}-${permit.number.slice(4)}`;
    const res = await check(spaced);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual<PermitCheckResult>({
      found: true,
      number: permit.number,
      kind: 'l13',
      state: 'GALIOJANTIS',
      valid: true,
      validFrom: '2026-03-02',
      validUntil: null,
      holderInitials: 'UAB B. A.',
    });
    expect(res.body).not.toContain('Baltijos');
    expect(res.body).not.toContain(COMPANIES.baltijosAtliekos);
  });

  it('says a suspended or expired permit is not valid', async () => {
    const suspended = await insertPermit({ state: 'SUSTABDYTAS' });
    expect((await check(suspended.number)).json()).toMatchObject({
      found: true,
      state: 'SUSTABDYTAS',
      valid: false,
    });
    // Past its end date before the expiry job has run.
    const lapsed = await insertPermit({
      kind: 'l10',
      number: makePermitNumber(10, 2024, 5),
      holderKind: 'person',
      holderCode: '38703181745',
      holderName: 'Jonas Jonaitis',
      validFrom: '2024-01-01',
      validUntil: '2024-12-31',
      data: {},
    });
    expect((await check(lapsed.number)).json()).toMatchObject({
      found: true,
      kind: 'l10',
      state: 'GALIOJANTIS',
      valid: false,
      holderInitials: 'J. J.',
    });
  });

  it('refuses a wrong check digit before any lookup', async () => {
    // A row whose number has a wrong check digit exists, yet the check never reaches it.
    const good = makePermitNumber(13, 2026, 777);
    const typo = `${good.slice(0, 10)}${(Number(good[10]) + 1) % 10}`;
    await insertPermit({ number: typo });
    const res = await check(typo);
    expect(res.statusCode).toBe(400);
    const message = translate('en', 'permitDocument.error.checkDigit');
    expect(res.json()).toEqual({
      errors: { globalErrors: [], fieldErrors: [{ field: 'numeris', message }] },
      message,
    });

    const lt = await check(typo, new Client(t.app, 'lt'));
    expect(lt.json().message).toBe(translate('lt', 'permitDocument.error.checkDigit'));
    expect((await check('123')).json().message).toBe(translate('en', 'permitDocument.error.numberFormat'));
    expect((await check(' ')).json().message).toBe(translate('en', 'permitDocument.error.numberRequired'));
    expect((await new Client(t.app).get('/api/public/leidimai/tikrinti')).statusCode).toBe(400);
  });

  it('answers not found for a well-formed number nobody holds', async () => {
    const res = await check(makePermitNumber(13, 2026, 999_999));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ found: false });
  });

  it('is rate-limited per client address', async () => {
    const number = makePermitNumber(13, 2026, 999_998);
    const from = (remoteAddress: string) =>
      new Client(t.app).request({
        method: 'GET',
        url: `/api/public/leidimai/tikrinti?numeris=${number}`,
        remoteAddress,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await from('192.0.2.10')).statusCode);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
    const limited = await from('192.0.2.10');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(translate('en', 'error.tooManyRequests'));
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is counted on its own.
    expect((await from('192.0.2.11')).statusCode).toBe(200);
  });

  it('counts checks sent at the same time exactly, each answered with its own permit (ADR 0014)', async () => {
    // Checks in flight together share one statement (check-batch.ts); each must still get its own
    // permit and the count it would have had alone, so the 31st of one address is refused.
    const held = await Promise.all([1, 2, 3].map(() => insertPermit()));
    const nobody = makePermitNumber(13, 2026, 999_997);
    const at = (remoteAddress: string, number: string) =>
      new Client(t.app).request({
        method: 'GET',
        url: `/api/public/leidimai/tikrinti?numeris=${number}`,
        remoteAddress,
      });
    const sent = Array.from({ length: 45 }, (_, i) => {
      const number = i % 4 === 3 ? nobody : held[i % 4]!.number;
      // 40 checks from one address interleaved with five from five others.
      const address = i % 9 === 8 ? `192.0.2.${100 + i}` : '192.0.2.50';
      return { number, address, answer: at(address, number) };
    });
    const answers = await Promise.all(sent.map((s) => s.answer));
    const shared = answers.filter((_, i) => sent[i]!.address === '192.0.2.50');
    expect(shared).toHaveLength(40);
    expect(shared.filter((r) => r.statusCode === 200)).toHaveLength(30);
    expect(shared.filter((r) => r.statusCode === 429)).toHaveLength(10);
    answers.forEach((res, i) => {
      if (res.statusCode !== 200) return;
      const body = res.json() as PermitCheckResult;
      if (sent[i]!.number === nobody) expect(body).toEqual({ found: false });
      else expect(body).toMatchObject({ found: true, number: sent[i]!.number });
    });
    expect(answers.filter((_, i) => sent[i]!.address !== '192.0.2.50').map((r) => r.statusCode)).toEqual(
      Array(5).fill(200),
    );
  });
});
