/**
 * The demo lessor (issue 18): UAB „Žuvėdra“, represented by Ona Petraitienė, holds an L03 permit
 * (use of a fishing area) for two lakes of the fishing map, Luodis and Rubikiai, made through the
 * application and permit services like any permit: applied for, taken and accepted by the officer.
 * The permit is what makes it a lessor (ROLE_L03); there is no role row. Runs once: it does
 * nothing when the company already holds an L03 permit.
 */
import { and, eq } from 'drizzle-orm';
import { todayInLithuania } from '../../shared/fields/dates.ts';
import { l03Example } from '../../shared/permits/kinds/l03/example.ts';
import { createMailer } from '../adapters/mail/mailer.ts';
import { notifyParty } from '../adapters/mail/notify.ts';
import { createSmsSender } from '../adapters/sms/sender.ts';
import type { Db } from '../db/index.ts';
import { documents, permits } from '../db/schema-permits.ts';
import { licenceRequests } from '../db/schema-water-bodies.ts';
import { createApplicationService } from '../modules/applications/index.ts';
import { createMessageService } from '../modules/messages/index.ts';
import { createPermitService } from '../modules/permits/index.ts';
import { createLicenceRequests, createWaterBodyService } from '../modules/water-bodies/index.ts';
import type { RepresentedPerson } from '../plugins/session.ts';

export const ZUVEDRA: RepresentedPerson = {
  code: '874213437',
  kind: 'company',
  firstName: 'Ona',
  lastName: 'Petraitienė',
  name: 'UAB „Žuvėdra“',
  basis: 'power-of-attorney',
};
const ONA = { code: '48806123455', name: 'Ona Petraitienė' };
const OFFICER = { code: '36502262349', name: 'Mindaugas Stankevičius' };
/** Luodis and Rubikiai (src/server/demo/fishing.ts). */
export const ZUVEDRA_WATER_BODIES = ['20010014', '20010016'];

/**
 * Issues an L03 permit to `party` for the water bodies `codes`, valid `validFrom`..`validUntil`
 * (the officer's terms), through the real services. Returns the permit's id and number.
 */
export async function issueL03(
  db: Db,
  party: RepresentedPerson,
  actor: { code: string; name: string },
  codes: string[],
  terms: { validFrom?: string; validUntil?: string } = {},
): Promise<{ id: string; number: string }> {
  const permitService = createPermitService({ db });
  const messages = createMessageService({ db });
  const service = createApplicationService({
    db,
    permitEffects: permitService.effects,
    onDecision: messages.onDecision,
  });
  const draft = await service.create(party, actor, 'l03', { type: 'NAUJA' }, 'lt');
  // The NŽT document (type 53) as a link to the published form rather than an uploaded file.
  await db.insert(documents).values({
    applicationId: draft.id,
    ownerCode: party.code,
    type: '53',
    title: 'NŽT dokumentas',
    url: 'https://www.nzt.lt/',
    uploadedBy: actor.code,
  });
  const data = {
    ...l03Example,
    waterBodyName: 'Luodis, Rubikiai',
    waterBodyCode: codes.join(', '),
    periodFrom: todayInLithuania(),
    contactFirstName: actor.name.split(' ')[0],
    contactLastName: actor.name.split(' ').slice(1).join(' '),
    contactPosition: 'Įgaliotas atstovas',
    contactEmail: 'info@zuvedra.example.lt',
    contactPhone: '+37061234567',
    contactAddress: 'Ežero g. 5, Zarasai',
    declaration: true,
  };
  const submitted = await service.act(
    draft,
    'applicant',
    'submit',
    actor,
    { data, revision: draft.revision },
    'lt',
  );
  const taken = await service.act(submitted, 'officer', 'take', OFFICER, {}, 'lt');
  const accepted = await service.act(taken, 'officer', 'accept', OFFICER, { ...terms }, 'lt');
  const [permit] = await db
    .select({ id: permits.id, number: permits.number })
    .from(permits)
    .where(eq(permits.applicationId, accepted.id))
    .limit(1);
  if (!permit) throw new Error('the L03 permit was not issued');
  return permit;
}

export async function seedDemoLessor(db: Db): Promise<void> {
  const [held] = await db
    .select({ id: permits.id })
    .from(permits)
    .where(and(eq(permits.kind, 'l03'), eq(permits.holderCode, ZUVEDRA.code)))
    .limit(1);
  if (!held) await issueL03(db, ZUVEDRA, ONA, ZUVEDRA_WATER_BODIES);
  await seedDemoLicenceRequest(db);
}

/**
 * An approved licence request of UAB „Žuvėdra“ on Rubikiai (ADR 0022): pike-perch licences the
 * lessor asked for and the officer approved through the real services, so the pool is on the map
 * and in the L06.1 purchase, and the lessor's summary counts what anglers buy from it. Runs once.
 */
export async function seedDemoLicenceRequest(db: Db): Promise<void> {
  const [asked] = await db
    .select({ id: licenceRequests.id })
    .from(licenceRequests)
    .where(eq(licenceRequests.lessorCode, ZUVEDRA.code))
    .limit(1);
  if (asked) return;
  // The decision is told to the lessor as the app tells it (issue 21): by the channels its profiles ask for.
  const mailer = createMailer({ db, config: { mail: { smtpUrl: undefined, from: 'noreply@localhost' } } });
  const sms = createSmsSender({ db, gateway: null });
  const requests = createLicenceRequests({
    db,
    waterBodies: createWaterBodyService({ db }),
    notify: (input) => notifyParty({ db, mailer, sms, ...input }).then(() => undefined),
  });
  const today = todayInLithuania();
  const end = new Date(`${today}T12:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 120);
  const submitted = await requests.submit(
    ZUVEDRA.code,
    ZUVEDRA_WATER_BODIES[1]!,
    {
      speciesCode: 'sterkas',
      placeLt: 'Rubikių ežeras, išskyrus Akmenos žiotis',
      placeEn: 'Lake Rubikiai, except the mouth of the Akmena',
      period: '1',
      fishingFrom: today,
      fishingTo: end.toISOString().slice(0, 10),
      conditionsLt:
        'Žvejoti tik iš valties, ne daugiau kaip dviem meškerėmis. Laimikį pažymėti žvejybos kortelėje.',
      conditionsEn:
        'Fish from a boat only, with no more than two rods. Record the catch on the fishing card.',
      amount: 2,
      minSizeCm: 45,
      total: 40,
      priceCents: 800,
      released: false,
    },
    ONA,
    'lt',
  );
  await requests.decide(
    submitted.id,
    'patvirtinti',
    'Patvirtinta pagal žuvininkystės tarnybos išvadą.',
    OFFICER,
    'lt',
  );
}
