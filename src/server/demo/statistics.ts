/**
 * Demo data for the public statistics (issue 22): enough applications and permits, filed and
 * decided through the application service like anything a person files, that the reports show
 * real figures beside "fewer than 5": L13 hazardous waste licences of four companies (most issued,
 * two waiting for the officer), six L09 pig-farm permits in Kėdainiai district and one in Vilnius
 * district, six L16.2 certificates recognised for the demo's persons. The statistics job counts
 * them at its first run after start. Runs once: nothing when any L09 application exists.
 */

import { count, eq } from 'drizzle-orm';
import { personCodeCheckDigit } from '../../shared/fields/person-code.ts';
import { l09Example } from '../../shared/permits/kinds/l09/example.ts';
import { companyContactsExample, l13Example } from '../../shared/permits/kinds/l13/example.ts';
import { l16_2Example } from '../../shared/permits/kinds/l16_2/example.ts';
import { personContactsExample } from '../../shared/permits/parts/contacts-examples.ts';
import type { Db } from '../db/index.ts';
import { applications, documents } from '../db/schema-permits.ts';
import { createApplicationService } from '../modules/applications/index.ts';
import { createMessageService } from '../modules/messages/index.ts';
import { createPermitService } from '../modules/permits/index.ts';
import type { RepresentedPerson } from '../plugins/session.ts';

const HEAD = { code: '37505041234', name: 'Tomas Kazlauskas' };
const OFFICER = { code: '36502262349', name: 'Mindaugas Stankevičius' };

const company = (code: string, name: string): RepresentedPerson => ({
  code,
  kind: 'company',
  firstName: 'Tomas',
  lastName: 'Kazlauskas',
  name,
  basis: 'head',
});
const COMPANIES = [
  company('874213437', 'UAB „Žuvėdra“'),
  company('997941705', 'UAB „Miško ratas“'),
  company('505063988', 'AB „Nemuno vandenys“'),
  company('188607912', 'Žemės ūkio bendrovė „Dubysa“'),
];
/**
 * L16.2 applicants of the statistics' demo: people of their own, none of the personas the demo and
 * the browser journeys log in as (whose lists must stay as those journeys expect them).
 */
const PERSONS: RepresentedPerson[] = [
  ['3850412123', 'Mantas', 'Jankauskas'],
  ['4900623456', 'Gintarė', 'Paulauskienė'],
  ['3780905789', 'Darius', 'Petrauskas'],
  ['4921130234', 'Eglė', 'Stankevičiūtė'],
  ['3690217567', 'Paulius', 'Butkus'],
  ['4950708890', 'Ieva', 'Žukauskaitė'],
]
  .map(([first10, firstName, lastName]) => [
    `${first10}${personCodeCheckDigit(first10!)}`,
    firstName,
    lastName,
  ])
  .map(([code, firstName, lastName]) => ({
    code: code!,
    kind: 'person' as const,
    firstName: firstName!,
    lastName: lastName!,
    name: `${firstName} ${lastName}`,
    basis: 'self' as const,
  }));

const DOCUMENTS: Record<string, string[]> = {
  l13: ['PARAISKA', 'PARAISKA_PDF', 'TECHNOLOGINIS_REGLAMENTAS', 'KVALIFIKACIJA'],
  l09: [
    'PARAISKA',
    'PARAISKA_PDF',
    'SITUACIJOS_PLANAS',
    'TECHNINIS_APRASAS',
    'GPGB_VERTINIMAS',
    'MONITORINGO_PROGRAMA',
  ],
  l16_2: ['PAZYMEJIMO_KOPIJA', 'ASMENS_DOKUMENTAS'],
};

export async function seedDemoStatistics(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(applications).where(eq(applications.kind, 'l09'));
  if (Number(existing?.n ?? 0) > 0) return;
  const permits = createPermitService({ db });
  const messages = createMessageService({ db });
  const service = createApplicationService({
    db,
    permitEffects: permits.effects,
    onDecision: messages.onDecision,
  });

  async function file(
    owner: RepresentedPerson,
    kind: string,
    data: Record<string, unknown>,
    decide: boolean,
  ) {
    const actor = owner.kind === 'company' ? HEAD : { code: owner.code, name: owner.name };
    const draft = await service.create(owner, actor, kind, { type: 'NAUJA' }, 'lt');
    // Demo documents are links to the ministry's published forms rather than uploaded files.
    await db.insert(documents).values(
      DOCUMENTS[kind]!.map((type) => ({
        applicationId: draft.id,
        ownerCode: owner.code,
        type,
        title: type,
        url: 'https://aplinkosministerija.lrv.lt/',
        uploadedBy: actor.code,
      })),
    );
    const contacts = owner.kind === 'company' ? companyContactsExample : personContactsExample;
    const submitted = await service.act(
      draft,
      'applicant',
      'submit',
      actor,
      { data: { ...data, ...contacts }, revision: draft.revision },
      'lt',
    );
    if (!decide) return;
    const taken = await service.act(submitted, 'officer', 'take', OFFICER, {}, 'lt');
    await service.act(taken, 'officer', 'accept', OFFICER, {}, 'lt');
  }

  for (const [index, owner] of [...COMPANIES, ...COMPANIES, COMPANIES[0]!].entries())
    await file(owner, 'l13', { ...l13Example, siteName: `Atliekų aikštelė Nr. ${index + 1}` }, index < 7);
  for (const [index, owner] of [...COMPANIES, ...COMPANIES.slice(0, 2)].entries())
    await file(
      owner,
      'l09',
      { ...l09Example, installationName: `Kiaulių kompleksas Nr. ${index + 1}` },
      true,
    );
  await file(COMPANIES[3]!, 'l09', { ...l09Example, municipality: 'VILNIAUS_R_SAV' }, true);
  for (const person of PERSONS)
    await file(
      person,
      'l16_2',
      {
        ...l16_2Example,
        recipientFirstName: person.firstName,
        recipientLastName: person.lastName,
        recipientPersonCode: person.code,
      },
      true,
    );
}
