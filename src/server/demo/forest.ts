/**
 * Demo forest fellings for `npm start` (issue 7 item 4), so the felling map has something real to
 * show: eight felling permits (L08.1) and notices (L08.2, L08.3) on small plots in well-known
 * Lithuanian forests – Labanoras, Dubingiai, Kazlų Rūda, Dzūkija, Biržai, Tytuvėnai, Trakai and
 * Rūdninkai. Each goes the way a real one does, through the services: a forester or owner drafts the
 * application, uploads the boundary as a GeoJSON file (read and checked by the boundary library,
 * its area computed, the file kept in storage), submits, and the officer takes and accepts it with
 * its validity, which issues the permit.
 *
 * What is real and what is not:
 * - the forests and their municipalities are real; the plots are drawn by hand inside them
 *   (corners to about a hundred metres, 0.6–4.4 ha, 5–7 corners, one notice in two parts), not
 *   taken from any cadastre, and may not follow real stand boundaries;
 * - the filers are the demo persons and company (data.ts); owners, cadastral numbers, stands and
 *   volumes are invented but follow the forms' rules;
 * - validity is relative to the day the seed first runs: seven are valid then, the Rūdninkai permit
 *   ended three months before (it shows when the map's period reaches back to it).
 *
 * Idempotent: a plot whose boundary file (`<plot>.geojson`) its filer has already uploaded is left
 * as it is, so a restart adds nothing and never touches what an officer did since.
 */
import { Readable } from 'node:stream';
import { addDays, addMonths, format, parseISO } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import type { FellingKind } from '../../shared/felling/api-types.ts';
import { todayInLithuania } from '../../shared/fields/dates.ts';
import type { MunicipalityCode } from '../../shared/permits/groups/municipalities.ts';
import type { Actor } from '../core/access.ts';
import type { Db } from '../db/index.ts';
import { documents } from '../db/schema-permits.ts';
import { createApplicationService } from '../modules/applications/index.ts';
import { createDocumentService } from '../modules/documents/index.ts';
import { BOUNDARY_DOCUMENT } from '../modules/felling-map/index.ts';
import { createMessageService } from '../modules/messages/index.ts';
import { createPermitService } from '../modules/permits/index.ts';
import type { RepresentedPerson } from '../plugins/session.ts';
import { type FileStorage, newStorageKey } from '../storage/file-storage.ts';

type Ring = [number, number][];

interface Filer {
  party: RepresentedPerson;
  actor: Actor;
  contacts: Record<string, unknown>;
}

interface DemoPlot {
  /** Names the boundary file, `<key>.geojson`, by which the seed knows the plot is there. */
  key: string;
  kind: FellingKind;
  filer: Filer;
  /** The application's data without the contacts (the filer's). */
  data: Record<string, unknown> & { municipality: MunicipalityCode };
  /** One ring per part, WGS84 `[lon, lat]`, closed. */
  boundary: Ring[];
  /** Days before the seed's day the validity starts; every validity is twelve months. */
  startedDaysAgo: number;
}

const OFFICER: Actor = { code: '36502262349', name: 'Mindaugas Stankevičius' };

const MISKO_RATAS: Filer = {
  party: {
    code: '997941705',
    kind: 'company',
    firstName: 'Darius',
    lastName: 'Paulauskas',
    name: 'UAB „Miško ratas“',
    basis: 'head',
  },
  actor: { code: '39001010238', name: 'Darius Paulauskas' },
  contacts: {
    contactFirstName: 'Darius',
    contactLastName: 'Paulauskas',
    contactPosition: 'Direktorius',
    contactEmail: 'info@miskoratas.lt',
    contactPhone: '+37068812345',
    contactAddress: 'Aušros g. 15, LT-28223 Utena',
    infoByEmail: true,
    infoBySms: false,
    declaration: true,
  },
};

const personFiler = (
  code: string,
  firstName: string,
  lastName: string,
  contact: Record<string, unknown>,
): Filer => ({
  party: { code, kind: 'person', firstName, lastName, name: `${firstName} ${lastName}`, basis: 'self' },
  actor: { code, name: `${firstName} ${lastName}` },
  contacts: {
    contactFirstName: firstName,
    contactLastName: lastName,
    infoByEmail: true,
    infoBySms: false,
    declaration: true,
    ...contact,
  },
});

const ALDONA = personFiler('44501173459', 'Aldona', 'Jonaitienė', {
  contactEmail: 'aldona.jonaitiene@example.lt',
  contactPhone: '+37061122334',
  contactAddress: 'Miško g. 4, Dubingių k., LT-33001 Molėtų r.',
});
const JONAS = personFiler('38703181745', 'Jonas', 'Jonaitis', {
  contactEmail: 'jonas.jonaitis@example.lt',
  contactPhone: '+37061234567',
  contactAddress: 'Gedimino pr. 9-12, LT-01103 Vilnius',
});

const person = (firstName: string, lastName: string, personCode: string) => ({
  ownerType: 'FIZINIS',
  firstName,
  lastName,
  personCode,
});
const company = (companyName: string, companyCode: string) => ({
  ownerType: 'JURIDINIS',
  companyName,
  companyCode,
});
const cadastre = (locality: string, block: string, plot: string) => ({
  cadastralLocality: locality,
  cadastralBlock: block,
  cadastralPlot: plot,
});
const noProject = { hasForestManagementProject: 'NE' };
const project = (number: string) => ({
  hasForestManagementProject: 'TAIP',
  forestManagementProjectNumber: number,
});

export const DEMO_PLOTS: readonly DemoPlot[] = [
  {
    key: 'labanoras',
    kind: 'l08_1',
    filer: MISKO_RATAS,
    data: {
      owners: [person('Ona', 'Petraitienė', '48806123455')],
      municipality: 'SVENCIONIU_R_SAV',
      ...cadastre('8560', '0003', '0112'),
      ...project('VMP-2022-0318'),
      fellings: [
        {
          quarter: '214',
          plot: '9',
          geocodes: '839-214-9',
          fellingType: 'PLYNIEJI_PAGRINDINIAI',
          forestGroup: 'IV',
          species: 'EGLE',
          area: '2.5',
          volume: '612.40',
          protectedUnderstorey: true,
          retainedTrees: '13',
          specialConditions:
            'Kirsti tik įšalus gruntui; palikti 13 biologinės įvairovės medžių prie kvartalinės linijos.',
        },
      ],
    },
    boundary: [
      [
        [25.7655, 55.2345],
        [25.768355, 55.234351],
        [25.768886, 55.234972],
        [25.768077, 55.235523],
        [25.766558, 55.235662],
        [25.765664, 55.23536],
        [25.765233, 55.234872],
        [25.7655, 55.2345],
      ],
    ],
    startedDaysAgo: 40,
  },
  {
    key: 'dubingiai',
    kind: 'l08_2',
    filer: ALDONA,
    data: {
      owners: [person('Aldona', 'Jonaitienė', '44501173459')],
      municipality: 'MOLETU_R_SAV',
      ...cadastre('6280', '0004', '0127'),
      ...project('VMP-2021-0457'),
      fellings: [
        {
          quarter: '112',
          plot: '11',
          geocodes: '623-112-11',
          fellingType: 'UGDOMIEJI',
          forestGroup: 'III',
          species: 'BERZAS',
          area: '1.5',
          volume: '48.20',
          protectedUnderstorey: false,
        },
      ],
    },
    boundary: [
      [
        [25.488, 55.0445],
        [25.490005, 55.044547],
        [25.490386, 55.045109],
        [25.489887, 55.045591],
        [25.488618, 55.045544],
        [25.487927, 55.045067],
        [25.488, 55.0445],
      ],
    ],
    startedDaysAgo: 120,
  },
  {
    key: 'kazlu-ruda',
    kind: 'l08_1',
    filer: MISKO_RATAS,
    data: {
      owners: [company('UAB „Miško ratas“', '997941705')],
      municipality: 'KAZLU_RUDOS_SAV',
      ...cadastre('5130', '0007', '0044'),
      ...project('VMP-2020-1102'),
      fellings: [
        {
          quarter: '67',
          plot: '4',
          plotPart: 'b',
          geocodes: '512-67-4',
          fellingType: 'NEPLYNIEJI_PAGRINDINIAI',
          forestGroup: 'IV',
          species: 'PUSIS',
          area: '4.4',
          volume: '524.75',
          protectedUnderstorey: false,
          retainedTrees: '22',
        },
      ],
    },
    boundary: [
      [
        [23.579, 54.7065],
        [23.582507, 54.706458],
        [23.583057, 54.707305],
        [23.582708, 54.708049],
        [23.580814, 54.708142],
        [23.579327, 54.707921],
        [23.578775, 54.707209],
        [23.579, 54.7065],
      ],
    ],
    startedDaysAgo: 10,
  },
  {
    key: 'dzukija',
    kind: 'l08_2',
    filer: MISKO_RATAS,
    data: {
      owners: [person('Rūta', 'Vaitkutė', '49209098765')],
      municipality: 'VARENOS_R_SAV',
      ...cadastre('3870', '0011', '0206'),
      ...noProject,
      fellings: [
        {
          quarter: '318',
          plot: '2',
          geocodes: '387-318-2',
          fellingType: 'NEPLYNIEJI_SANITARINIAI',
          forestGroup: 'II',
          species: 'PUSIS',
          area: '2.0',
          volume: '31.60',
          protectedUnderstorey: true,
          specialConditions: 'Šalinami žievėgraužių pažeisti ir džiūstantys medžiai.',
        },
        {
          quarter: '318',
          plot: '5',
          geocodes: '387-318-5',
          fellingType: 'UGDOMIEJI',
          forestGroup: 'II',
          species: 'PUSIS',
          area: '2.1',
          volume: '27.30',
          protectedUnderstorey: false,
        },
      ],
    },
    boundary: [
      [
        [24.314, 54.1205],
        [24.316907, 54.120618],
        [24.317144, 54.121588],
        [24.315478, 54.121763],
        [24.313885, 54.121435],
        [24.314, 54.1205],
      ],
      [
        [24.318051, 54.12013],
        [24.320147, 54.120205],
        [24.320597, 54.121004],
        [24.319391, 54.121348],
        [24.318303, 54.121046],
        [24.318051, 54.12013],
      ],
    ],
    startedDaysAgo: 200,
  },
  {
    key: 'birzai',
    kind: 'l08_1',
    filer: MISKO_RATAS,
    data: {
      owners: [person('Ona', 'Petraitienė', '48806123455')],
      municipality: 'BIRZU_R_SAV',
      ...cadastre('1920', '0002', '0075'),
      ...noProject,
      fellings: [
        {
          quarter: '41',
          plot: '16',
          geocodes: '192-41-16',
          fellingType: 'PLYNIEJI_SANITARINIAI',
          forestGroup: 'IV',
          species: 'UOSIS',
          area: '1.1',
          volume: '198.00',
          protectedUnderstorey: false,
          retainedTrees: '6',
          specialConditions: 'Uosynas pažeistas uosių džiūties; atkurti mišriu želdynu.',
        },
      ],
    },
    boundary: [
      [
        [24.701, 56.1015],
        [24.702896, 56.101453],
        [24.703082, 56.101955],
        [24.702494, 56.102354],
        [24.701352, 56.102315],
        [24.700863, 56.101896],
        [24.701, 56.1015],
      ],
    ],
    startedDaysAgo: 75,
  },
  {
    key: 'tytuvenai',
    kind: 'l08_2',
    filer: MISKO_RATAS,
    data: {
      owners: [company('UAB „Miško ratas“', '997941705')],
      municipality: 'KELMES_R_SAV',
      ...cadastre('4450', '0009', '0031'),
      ...project('VMP-2019-0764'),
      fellings: [
        {
          quarter: '92',
          plot: '7',
          geocodes: '445-92-7',
          fellingType: 'VEJAVARTOS',
          forestGroup: 'IV',
          species: 'EGLE',
          area: '3.0',
          volume: '142.90',
          protectedUnderstorey: false,
          specialConditions: 'Vėtros išversti ir nulaužti medžiai po audros.',
        },
      ],
    },
    boundary: [
      [
        [23.248, 55.629],
        [23.250734, 55.628855],
        [23.251549, 55.629417],
        [23.251314, 55.63008],
        [23.249895, 55.630368],
        [23.248501, 55.630189],
        [23.247798, 55.629592],
        [23.248, 55.629],
      ],
    ],
    startedDaysAgo: 20,
  },
  {
    key: 'trakai',
    kind: 'l08_3',
    filer: JONAS,
    data: {
      owners: [person('Jonas', 'Jonaitis', '38703181745')],
      municipality: 'TRAKU_R_SAV',
      ...cadastre('7960', '0002', '0311'),
      ...noProject,
      fellings: [
        {
          quarter: '45',
          plot: '18',
          forestGroup: 'IV',
          species: 'BERZAS',
          area: '0.6',
          treeCount: '6',
          volume: '1.60',
          protectedUnderstorey: false,
        },
      ],
    },
    boundary: [
      [
        [24.562, 54.5905],
        [24.563485, 54.590448],
        [24.563614, 54.590861],
        [24.563107, 54.591106],
        [24.562224, 54.591056],
        [24.562, 54.5905],
      ],
    ],
    startedDaysAgo: 150,
  },
  {
    key: 'rudninkai',
    kind: 'l08_1',
    filer: MISKO_RATAS,
    data: {
      owners: [company('UAB „Miško ratas“', '997941705')],
      municipality: 'SALCININKU_R_SAV',
      ...cadastre('8720', '0005', '0193'),
      ...project('VMP-2018-0221'),
      fellings: [
        {
          quarter: '156',
          plot: '3',
          geocodes: '872-156-3',
          fellingType: 'PLYNIEJI_PAGRINDINIAI',
          forestGroup: 'IV',
          species: 'PUSIS',
          area: '3.2',
          volume: '801.30',
          protectedUnderstorey: true,
          retainedTrees: '16',
        },
      ],
    },
    boundary: [
      [
        [25.018, 54.419],
        [25.020522, 54.418781],
        [25.02111, 54.419522],
        [25.020943, 54.420251],
        [25.019298, 54.420409],
        [25.017857, 54.420053],
        [25.017656, 54.419434],
        [25.018, 54.419],
      ],
    ],
    // Ended three months before the seed's day.
    startedDaysAgo: 456,
  },
];

export function boundaryFile(plot: DemoPlot): Uint8Array {
  const geometry =
    plot.boundary.length === 1
      ? { type: 'Polygon', coordinates: plot.boundary }
      : { type: 'MultiPolygon', coordinates: plot.boundary.map((ring) => [ring]) };
  const feature = { type: 'Feature', properties: { pavadinimas: plot.key }, geometry };
  return new TextEncoder().encode(JSON.stringify({ type: 'FeatureCollection', features: [feature] }));
}

/** Twelve months from `startedDaysAgo` days before `today`, the last day included. */
export function demoValidity(plot: Pick<DemoPlot, 'startedDaysAgo'>, today: string) {
  const from = addDays(parseISO(today), -plot.startedDaysAgo);
  return {
    validFrom: format(from, 'yyyy-MM-dd'),
    validUntil: format(addDays(addMonths(from, 12), -1), 'yyyy-MM-dd'),
  };
}

export async function seedDemoForest(
  db: Db,
  storage: FileStorage,
  today = todayInLithuania(),
): Promise<void> {
  const permits = createPermitService({ db });
  const messages = createMessageService({ db });
  const applications = createApplicationService({
    db,
    permitEffects: permits.effects,
    onDecision: messages.onDecision,
  });
  const files = createDocumentService({ db, storage });

  for (const plot of DEMO_PLOTS) {
    const fileName = `${plot.key}.geojson`;
    const { party, actor, contacts } = plot.filer;
    const [present] = await db
      .select({ id: documents.id })
      .from(documents)
      .where(
        and(
          eq(documents.ownerCode, party.code),
          eq(documents.type, BOUNDARY_DOCUMENT),
          eq(documents.fileName, fileName),
        ),
      )
      .limit(1);
    if (present) continue;

    const draft = await applications.create(party, actor, plot.kind, { type: 'NAUJA' }, 'lt');
    const bytes = boundaryFile(plot);
    const key = newStorageKey('documents');
    const stored = await storage.put(key, Readable.from([bytes]));
    try {
      await files.create(
        draft,
        actor.code,
        {
          type: BOUNDARY_DOCUMENT,
          title: 'Kirtavietės ribos',
          url: undefined,
          confidential: false,
          file: { key, ...stored, fileName, truncated: false },
        },
        'lt',
      );
    } catch (error) {
      await storage.delete(key);
      throw error;
    }
    const submitted = await applications.act(
      draft,
      'applicant',
      'submit',
      actor,
      { data: { ...plot.data, ...contacts }, revision: draft.revision },
      'lt',
    );
    const taken = await applications.act(submitted, 'officer', 'take', OFFICER, {}, 'lt');
    await applications.act(taken, 'officer', 'accept', OFFICER, demoValidity(plot, today), 'lt');
  }
}
