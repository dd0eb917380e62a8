/**
 * The demo commercial fisher (issue 19): Algirdas Kairys of Rusnė holds an L04 permit (commercial
 * fishing on the Curonian Lagoon), applied for, taken and accepted through the application and
 * permit services, and quotas of this season allocated to it through the quota service: the
 * officer's coefficient table, the season's quotas prepared and activated, his primary gill-net
 * quota and a republic fyke-net one. Runs once: nothing happens when he already holds an L04 permit.
 */
import { and, eq } from 'drizzle-orm';
import { todayInLithuania } from '../../shared/fields/dates.ts';
import { l04Example } from '../../shared/permits/kinds/l04/example.ts';
import type { Db } from '../db/index.ts';
import { documents, permits } from '../db/schema-permits.ts';
import { createApplicationService } from '../modules/applications/index.ts';
import { createMessageService } from '../modules/messages/index.ts';
import { createPermitService } from '../modules/permits/index.ts';
import { createQuotaService } from '../modules/quotas/index.ts';
import type { RepresentedPerson } from '../plugins/session.ts';

export const COMMERCIAL_FISHER: RepresentedPerson = {
  code: '36804120144',
  kind: 'person',
  firstName: 'Algirdas',
  lastName: 'Kairys',
  name: 'Algirdas Kairys',
  basis: 'self',
};
const OFFICER = { code: '36502262349', name: 'Mindaugas Stankevičius' };

/** Issues an L04 permit to `party` through the real services; returns its id and number. */
export async function issueL04(
  db: Db,
  party: RepresentedPerson,
  actor: { code: string; name: string },
): Promise<{ id: string; number: string }> {
  const permitService = createPermitService({ db });
  const messages = createMessageService({ db });
  const service = createApplicationService({
    db,
    permitEffects: permitService.effects,
    onDecision: messages.onDecision,
  });
  const draft = await service.create(party, actor, 'l04', { type: 'NAUJA' }, 'lt');
  await db.insert(documents).values({
    applicationId: draft.id,
    ownerCode: party.code,
    type: 'LAIVO_LIUDIJIMAS',
    title: 'Laivo liudijimas',
    url: 'https://www.zuv.lt/',
    uploadedBy: actor.code,
  });
  const submitted = await service.act(
    draft,
    'applicant',
    'submit',
    actor,
    {
      data: {
        ...l04Example,
        vesselName: 'Kairys',
        vesselNumber: 'KLJ-0144',
        contactFirstName: actor.name.split(' ')[0],
        contactLastName: actor.name.split(' ').slice(1).join(' '),
        contactPosition: 'Žvejys verslininkas',
        contactEmail: 'algirdas.kairys@example.lt',
        contactPhone: '+37061200144',
        contactAddress: 'Pamario g. 7, Rusnė',
        declaration: true,
      },
      revision: draft.revision,
    },
    'lt',
  );
  const taken = await service.act(submitted, 'officer', 'take', OFFICER, {}, 'lt');
  const accepted = await service.act(taken, 'officer', 'accept', OFFICER, {}, 'lt');
  const [permit] = await db
    .select({ id: permits.id, number: permits.number })
    .from(permits)
    .where(eq(permits.applicationId, accepted.id))
    .limit(1);
  if (!permit) throw new Error('the L04 permit was not issued');
  return permit;
}

/** The officer's conversion table of the demo (ADR 0025): per quota type, from gear, to gear. */
export const DEMO_COEFFICIENTS = [
  { quotaType: 'L04_KURSIU_MARIOS', fromGear: 'STATOMASIS_TINKLAS', toGear: 'BUCIUKAS', coefficient: 0.5 },
  { quotaType: 'L04_KURSIU_MARIOS', fromGear: 'STATOMASIS_TINKLAS', toGear: 'VENTERIS', coefficient: 0.25 },
  { quotaType: 'L04_KURSIU_MARIOS', fromGear: 'BUCIUKAS', toGear: 'STATOMASIS_TINKLAS', coefficient: 2 },
  { quotaType: 'L04_STINTOS', fromGear: 'VENTERIS', toGear: 'TRAUKIAMASIS_TINKLAS', coefficient: 0.5 },
] as const;

export async function seedDemoFisher(db: Db): Promise<void> {
  const [held] = await db
    .select({ id: permits.id })
    .from(permits)
    .where(and(eq(permits.kind, 'l04'), eq(permits.holderCode, COMMERCIAL_FISHER.code)))
    .limit(1);
  if (held) return;
  const permit = await issueL04(db, COMMERCIAL_FISHER, {
    code: COMMERCIAL_FISHER.code,
    name: 'Algirdas Kairys',
  });
  const quotas = createQuotaService({ db });
  for (const row of DEMO_COEFFICIENTS) await quotas.setCoefficient(row, OFFICER);
  const year = Number(todayInLithuania().slice(0, 4));
  const season = { season: year, validFrom: `${year}-01-01`, validTo: `${year}-12-31` };
  const prepare = async (
    type: 'L04_KURSIU_MARIOS' | 'L04_STINTOS',
    kind: 'PIRMINE' | 'RESPUBLIKINE',
    gear: 'STATOMASIS_TINKLAS' | 'BUCIUKAS' | 'VENTERIS',
    totalUnits: number,
  ) => {
    const existing = (await quotas.officerView()).quotas.find(
      (q) => q.season === year && q.type === type && q.kind === kind && q.gear === gear,
    );
    if (existing) return existing.id;
    const view = await quotas.createSeasonQuota({ ...season, type, kind, gear, totalUnits }, OFFICER, 'lt');
    const made = view.quotas.find(
      (q) => q.season === year && q.type === type && q.kind === kind && q.gear === gear,
    )!;
    await quotas.changeStatus(made.id, 'activate', OFFICER);
    return made.id;
  };
  const primary = await prepare('L04_KURSIU_MARIOS', 'PIRMINE', 'STATOMASIS_TINKLAS', 600);
  const republic = await prepare('L04_KURSIU_MARIOS', 'RESPUBLIKINE', 'BUCIUKAS', 80);
  await prepare('L04_STINTOS', 'PIRMINE', 'VENTERIS', 120);
  await quotas.allocate(primary, { permitNumber: permit.number, amount: 40 }, OFFICER, 'lt');
  await quotas.allocate(republic, { permitNumber: permit.number, amount: 12 }, OFFICER, 'lt');
}
