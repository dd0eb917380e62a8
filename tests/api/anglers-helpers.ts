/**
 * Shared by the anglers' API suites (anglers.test.ts, anglers-rules.test.ts): valid person codes on
 * demand, water bodies and licence pools made by the test itself (so counts never depend on the
 * demo catalogue or another suite), and paying through the embedded sandbox bank.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fishingLicences, waterBodies, waterBodyOffers } from '../../src/server/db/schema-anglers.ts';
import { sandboxPay } from '../../src/server/modules/sandbox-bank/provider.ts';
import type {
  AnglerData,
  PurchaseCreated,
  PurchaseRequest,
  PurchaseStatus,
} from '../../src/shared/anglers/api-types.ts';
import type { AnglerPeriod } from '../../src/shared/anglers/periods.ts';
import { todayInLithuania } from '../../src/shared/fields/dates.ts';
import { personCodeCheckDigit } from '../../src/shared/fields/person-code.ts';
import type { Client, TestApp } from '../support/app.ts';

export const today = () => todayInLithuania();

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A valid Lithuanian person code: born 1980–1999 on `serial`'s day, with the right check digit. */
export function personCode(serial: number): string {
  const year = 80 + (Math.floor(serial / 1000) % 20);
  const month = String(1 + (serial % 12)).padStart(2, '0');
  const day = String(1 + (Math.floor(serial / 12) % 28)).padStart(2, '0');
  const first10 = `${serial % 2 === 0 ? 3 : 4}${year}${month}${day}${String(serial % 1000).padStart(3, '0')}`;
  return `${first10}${personCodeCheckDigit(first10)}`;
}

export function citizen(code: string, first = 'Jonas', last = 'Jonaitis'): AnglerData {
  return {
    firstName: first,
    lastName: last,
    citizenship: 'PILIETIS',
    personCode: code,
    useEmail: false,
    usePhone: false,
  };
}

export function ticketRequest(angler: AnglerData, extra: Partial<PurchaseRequest> = {}): PurchaseRequest {
  return { kind: 'l05_1', period: '1', validFrom: today(), angler, paymentMethod: 'BANK', ...extra };
}

const uniqueCode = () => `9${randomBytes(4).readUInt32BE(0) % 10_000_000}`.padEnd(8, '0');

export async function makeWaterBody(
  t: TestApp,
  values: { name?: string; leased?: boolean; limited?: boolean } = {},
): Promise<{ id: string; code: string; name: string }> {
  const code = uniqueCode();
  const [row] = await t.database.db
    .insert(waterBodies)
    .values({
      code,
      name: values.name ?? `Bandomasis ežeras ${code}`,
      type: 'LAKE',
      municipality: 'MOLETU_R_SAV',
      leased: values.leased ?? false,
      lessorCode: values.leased ? '874213437' : null,
      lessorName: values.leased ? 'UAB „Žuvėdra“' : null,
      limited: values.limited ?? false,
      lat: 55.2,
      lon: 25.4,
      areaHa: 100,
    })
    .returning();
  return { id: row!.id, code: row!.code, name: row!.name };
}

export async function makeOffer(
  t: TestApp,
  waterBodyId: string,
  values: { period?: AnglerPeriod; priceCents?: number; validFrom?: string; validTo?: string } = {},
) {
  const [row] = await t.database.db
    .insert(waterBodyOffers)
    .values({
      waterBodyId,
      period: values.period ?? '2',
      priceCents: values.priceCents ?? 1_250,
      validFrom: values.validFrom ?? addDays(today(), -30),
      validTo: values.validTo ?? addDays(today(), 300),
    })
    .returning();
  return row!;
}

export async function makeLicence(
  t: TestApp,
  values: {
    kind?: 'l06_1' | 'l06_2';
    waterBodyId?: string;
    species?: string;
    total?: number;
    period?: AnglerPeriod;
    priceCents?: number;
    fishingFrom?: string;
    fishingTo?: string;
  } = {},
) {
  const waterBodyId = values.waterBodyId ?? (await makeWaterBody(t, { limited: true })).id;
  const [row] = await t.database.db
    .insert(fishingLicences)
    .values({
      kind: values.kind ?? 'l06_1',
      waterBodyId,
      placeLt: 'Visas ežeras',
      placeEn: 'The whole lake',
      speciesCode: values.species ?? 'sterkas',
      period: values.period ?? '1',
      fishingFrom: values.fishingFrom ?? addDays(today(), -10),
      fishingTo: values.fishingTo ?? addDays(today(), 200),
      conditionsLt: 'Per dieną – ne daugiau kaip 3 žuvys.',
      conditionsEn: 'No more than 3 fish a day.',
      amount: 3,
      minSizeCm: 45,
      total: values.total ?? 100,
      priceCents: values.priceCents ?? 450,
    })
    .returning();
  return row!;
}

export async function licenceCounts(t: TestApp, id: string) {
  const [row] = await t.database.db
    .select({ total: fishingLicences.total, sold: fishingLicences.sold, reserved: fishingLicences.reserved })
    .from(fishingLicences)
    .where(eq(fishingLicences.id, id));
  return row!;
}

export async function buy(client: Client, request: unknown, headers: Record<string, string> = {}) {
  const res = await client.post('/api/public/zvejyba/pirkimai', request, headers);
  if (res.statusCode !== 201) throw new Error(`purchase ${res.statusCode}: ${res.body}`);
  return res.json() as PurchaseCreated;
}

/** The purchase's payment id (the return address names it). */
export async function paymentIdOf(t: TestApp, purchaseId: string): Promise<string> {
  return (await t.app.payments.latestFor(purchaseId))!.id;
}

/** Pays on the sandbox bank's page and comes back the way a browser does; answers the redirect. */
export async function payAndReturn(t: TestApp, client: Client, created: PurchaseCreated) {
  const ref = created.payUrl.split('/').pop()!;
  const decision = await sandboxPay(t.database.db, ref);
  if (!decision.changed) throw new Error(`sandbox payment ${ref} was not open`);
  const paymentId = await paymentIdOf(t, created.id);
  return client.get(`/api/public/mokejimai/${paymentId}/grizimas`);
}

export async function statusOf(client: Client, created: Pick<PurchaseCreated, 'id' | 'secret'>) {
  const res = await client.get(`/api/public/zvejyba/pirkimai/${created.id}`, {
    'x-purchase-secret': created.secret,
  });
  if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}: ${res.body}`);
  return res.json() as PurchaseStatus;
}

/** A full purchase, paid: answers the purchase and its status (ISSUED). */
export async function buyAndPay(t: TestApp, client: Client, request: unknown) {
  const created = await buy(client, request);
  const back = await payAndReturn(t, client, created);
  if (back.statusCode !== 303) throw new Error(`return ${back.statusCode}: ${back.body}`);
  return { created, status: await statusOf(client, created) };
}
