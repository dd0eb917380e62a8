/**
 * The demo fishing catalogue (issue 5 §8): fish species with their Lithuanian, English and Latin
 * names, real Lithuanian water bodies (true names and municipalities, approximate WGS84 centres and
 * areas), lessors' offers on the leased ones and L06 licence pools on the limited ones.
 *
 * What is real and what is not:
 * - names, types, municipalities (the municipality a water body lies in, or most of it), centres
 *   (to about a kilometre) and areas (hectares, whole lake) are public facts;
 * - the register codes are shaped like the water body register's (UETK) eight digits but are demo
 *   codes, as are the leases (the lessors are the demo companies: UAB „Žuvėdra“ leases Luodis and
 *   Rubikiai under an L03 permit seeded through the services, demo/lessors.ts, which gives it
 *   ROLE_L03 to manage them in the portal), the offers, prices, seasons, stocks and conditions;
 * - Žuvintas is left out on purpose: it is a strict nature reserve where fishing is forbidden.
 *
 * Seasons are relative to the day the seed runs, so that the demo always has something to sell:
 * - seasonal pools (salmon in autumn, sea trout in spring, vimba in spring…) use this year's season,
 *   or next year's once this year's is over;
 * - "year-round" demo pools (catch and release, pike-perch, wels catfish) run from the first day
 *   of the current month for thirteen months, so that a licence of any period can be bought on any
 *   date. They are a demo convenience, not a claim about the real rules.
 *
 * Idempotent: species and water bodies are upserted by code, offers and licences by an id derived
 * from their name, so a restart refreshes the catalogue's facts and dates but never touches what
 * was sold or reserved, and never brings back an offer a lessor cancelled.
 */
import { createHash } from 'node:crypto';
import { addMonths, endOfMonth, format, parseISO, startOfMonth } from 'date-fns';
import { sql } from 'drizzle-orm';
import type { AnglerPeriod } from '../../shared/anglers/periods.ts';
import { todayInLithuania } from '../../shared/fields/dates.ts';
import type { MunicipalityCode } from '../../shared/permits/groups/municipalities.ts';
import { type Db, transaction } from '../db/index.ts';
import { fishingLicences, fishSpecies, waterBodies, waterBodyOffers } from '../db/schema-anglers.ts';

type SpeciesCode =
  | 'lydeka'
  | 'eserys'
  | 'kuoja'
  | 'karsis'
  | 'lynas'
  | 'karpis'
  | 'sterkas'
  | 'ungurys'
  | 'lasisa'
  | 'slakys'
  | 'upetakis'
  | 'kirslys'
  | 'vegele'
  | 'samas'
  | 'ziobris'
  | 'salatis'
  | 'seliava'
  | 'sykas'
  | 'stinta'
  | 'karosas'
  | 'raude'
  | 'sapalas'
  | 'strepetys'
  | 'plakis';

/** Fish species (names as in the Lithuanian amateur fishing rules; English common names; Latin binomials). */
export const DEMO_FISH_SPECIES: { code: SpeciesCode; nameLt: string; nameEn: string; latin: string }[] = [
  { code: 'lydeka', nameLt: 'Lydeka', nameEn: 'Northern pike', latin: 'Esox lucius' },
  { code: 'eserys', nameLt: 'Ešerys', nameEn: 'European perch', latin: 'Perca fluviatilis' },
  { code: 'kuoja', nameLt: 'Kuoja', nameEn: 'Roach', latin: 'Rutilus rutilus' },
  { code: 'karsis', nameLt: 'Karšis', nameEn: 'Common bream', latin: 'Abramis brama' },
  { code: 'lynas', nameLt: 'Lynas', nameEn: 'Tench', latin: 'Tinca tinca' },
  { code: 'karpis', nameLt: 'Karpis', nameEn: 'Common carp', latin: 'Cyprinus carpio' },
  { code: 'sterkas', nameLt: 'Sterkas', nameEn: 'Pike-perch (zander)', latin: 'Sander lucioperca' },
  { code: 'ungurys', nameLt: 'Ungurys', nameEn: 'European eel', latin: 'Anguilla anguilla' },
  { code: 'lasisa', nameLt: 'Lašiša', nameEn: 'Atlantic salmon', latin: 'Salmo salar' },
  { code: 'slakys', nameLt: 'Šlakys', nameEn: 'Sea trout', latin: 'Salmo trutta trutta' },
  { code: 'upetakis', nameLt: 'Upėtakis', nameEn: 'Brown trout', latin: 'Salmo trutta fario' },
  { code: 'kirslys', nameLt: 'Kiršlys', nameEn: 'Grayling', latin: 'Thymallus thymallus' },
  { code: 'vegele', nameLt: 'Vėgėlė', nameEn: 'Burbot', latin: 'Lota lota' },
  { code: 'samas', nameLt: 'Šamas', nameEn: 'Wels catfish', latin: 'Silurus glanis' },
  { code: 'ziobris', nameLt: 'Žiobris', nameEn: 'Vimba', latin: 'Vimba vimba' },
  { code: 'salatis', nameLt: 'Salatis', nameEn: 'Asp', latin: 'Leuciscus aspius' },
  { code: 'seliava', nameLt: 'Seliava', nameEn: 'Vendace', latin: 'Coregonus albula' },
  { code: 'sykas', nameLt: 'Sykas', nameEn: 'European whitefish', latin: 'Coregonus lavaretus' },
  { code: 'stinta', nameLt: 'Stinta', nameEn: 'European smelt', latin: 'Osmerus eperlanus' },
  { code: 'karosas', nameLt: 'Paprastasis karosas', nameEn: 'Crucian carp', latin: 'Carassius carassius' },
  { code: 'raude', nameLt: 'Raudė', nameEn: 'Rudd', latin: 'Scardinius erythrophthalmus' },
  { code: 'sapalas', nameLt: 'Šapalas', nameEn: 'Chub', latin: 'Squalius cephalus' },
  { code: 'strepetys', nameLt: 'Strepetys', nameEn: 'Ide', latin: 'Leuciscus idus' },
  { code: 'plakis', nameLt: 'Plakis', nameEn: 'White bream', latin: 'Blicca bjoerkna' },
];

interface Lessor {
  code: string;
  name: string;
}

const ZUVEDRA: Lessor = { code: '874213437', name: 'UAB „Žuvėdra“' };
const NEMUNO_VANDENYS: Lessor = { code: '505063988', name: 'AB „Nemuno vandenys“' };
const DUBYSA: Lessor = { code: '188607912', name: 'Žemės ūkio bendrovė „Dubysa“' };

/** A lessor's offer: the period it sells and the price in cents (this year's; next year's is 10 % up). */
type OfferPrices = Partial<Record<AnglerPeriod, number>>;

interface DemoWaterBody {
  code: string;
  name: string;
  type: 'LAKE' | 'RIVER' | 'POND' | 'RESERVOIR' | 'LAGOON';
  municipality: MunicipalityCode;
  lat: number;
  lon: number;
  /** Hectares; rivers have none. */
  areaHa: number | null;
  lessor?: Lessor;
  offers?: OfferPrices;
}

export const DEMO_WATER_BODIES: DemoWaterBody[] = [
  // Rivers.
  {
    code: '10010001',
    name: 'Nemunas',
    type: 'RIVER',
    municipality: 'JURBARKO_R_SAV',
    lat: 55.077,
    lon: 22.764,
    areaHa: null,
  },
  {
    code: '12010001',
    name: 'Neris',
    type: 'RIVER',
    municipality: 'JONAVOS_R_SAV',
    lat: 55.075,
    lon: 24.276,
    areaHa: null,
  },
  {
    code: '12030001',
    name: 'Žeimena',
    type: 'RIVER',
    municipality: 'SVENCIONIU_R_SAV',
    lat: 54.99,
    lon: 25.74,
    areaHa: null,
  },
  {
    code: '12110001',
    name: 'Šventoji',
    type: 'RIVER',
    municipality: 'ANYKSCIU_R_SAV',
    lat: 55.527,
    lon: 25.1,
    areaHa: null,
  },
  {
    code: '12040001',
    name: 'Vilnia',
    type: 'RIVER',
    municipality: 'VILNIAUS_M_SAV',
    lat: 54.676,
    lon: 25.31,
    areaHa: null,
  },
  {
    code: '14010001',
    name: 'Minija',
    type: 'RIVER',
    municipality: 'KLAIPEDOS_R_SAV',
    lat: 55.714,
    lon: 21.41,
    areaHa: null,
  },
  {
    code: '13010001',
    name: 'Dubysa',
    type: 'RIVER',
    municipality: 'RASEINIU_R_SAV',
    lat: 55.37,
    lon: 23.12,
    areaHa: null,
  },
  {
    code: '13020001',
    name: 'Nevėžis',
    type: 'RIVER',
    municipality: 'KEDAINIU_R_SAV',
    lat: 55.29,
    lon: 23.97,
    areaHa: null,
  },
  {
    code: '11010001',
    name: 'Merkys',
    type: 'RIVER',
    municipality: 'VARENOS_R_SAV',
    lat: 54.19,
    lon: 24.45,
    areaHa: null,
  },
  {
    code: '11020001',
    name: 'Ūla',
    type: 'RIVER',
    municipality: 'VARENOS_R_SAV',
    lat: 54.1,
    lon: 24.47,
    areaHa: null,
  },
  {
    code: '15010001',
    name: 'Jūra',
    type: 'RIVER',
    municipality: 'TAURAGES_R_SAV',
    lat: 55.25,
    lon: 22.3,
    areaHa: null,
  },
  {
    code: '16010001',
    name: 'Atmata',
    type: 'RIVER',
    municipality: 'SILUTES_R_SAV',
    lat: 55.33,
    lon: 21.29,
    areaHa: null,
  },
  {
    code: '16020001',
    name: 'Skirvytė',
    type: 'RIVER',
    municipality: 'SILUTES_R_SAV',
    lat: 55.3,
    lon: 21.22,
    areaHa: null,
  },
  {
    code: '17010001',
    name: 'Šešupė',
    type: 'RIVER',
    municipality: 'MARIJAMPOLES_SAV',
    lat: 54.56,
    lon: 23.35,
    areaHa: null,
  },
  {
    code: '18010001',
    name: 'Venta',
    type: 'RIVER',
    municipality: 'MAZEIKIU_R_SAV',
    lat: 56.31,
    lon: 22.33,
    areaHa: null,
  },
  // The lagoon and reservoirs.
  {
    code: '30010001',
    name: 'Kuršių marios',
    type: 'LAGOON',
    municipality: 'NERINGOS_SAV',
    lat: 55.3,
    lon: 21.08,
    areaHa: 41_300,
  },
  {
    code: '40010001',
    name: 'Kauno marios',
    type: 'RESERVOIR',
    municipality: 'KAUNO_R_SAV',
    lat: 54.86,
    lon: 24.1,
    areaHa: 6_350,
  },
  {
    code: '40020001',
    name: 'Elektrėnų marios',
    type: 'RESERVOIR',
    municipality: 'ELEKTRENU_SAV',
    lat: 54.77,
    lon: 24.65,
    areaHa: 1_264,
    lessor: NEMUNO_VANDENYS,
    offers: { '1': 300, '2': 1_200, '3': 2_500, '999': 4_000 },
  },
  {
    code: '40030001',
    name: 'Antalieptės marios',
    type: 'RESERVOIR',
    municipality: 'ZARASU_R_SAV',
    lat: 55.66,
    lon: 25.87,
    areaHa: 1_910,
  },
  // Lakes.
  {
    code: '20010001',
    name: 'Drūkšiai',
    type: 'LAKE',
    municipality: 'ZARASU_R_SAV',
    lat: 55.62,
    lon: 26.6,
    areaHa: 4_479,
  },
  {
    code: '20010002',
    name: 'Dysnai',
    type: 'LAKE',
    municipality: 'IGNALINOS_R_SAV',
    lat: 55.56,
    lon: 26.4,
    areaHa: 2_439,
  },
  {
    code: '20010003',
    name: 'Tauragnas',
    type: 'LAKE',
    municipality: 'UTENOS_R_SAV',
    lat: 55.45,
    lon: 25.82,
    areaHa: 529,
  },
  {
    code: '20010004',
    name: 'Asveja',
    type: 'LAKE',
    municipality: 'MOLETU_R_SAV',
    lat: 55.05,
    lon: 25.45,
    areaHa: 1_015,
  },
  {
    code: '20010005',
    name: 'Plateliai',
    type: 'LAKE',
    municipality: 'PLUNGES_R_SAV',
    lat: 56.04,
    lon: 21.85,
    areaHa: 1_205,
  },
  {
    code: '20010006',
    name: 'Sartai',
    type: 'LAKE',
    municipality: 'ZARASU_R_SAV',
    lat: 55.8,
    lon: 25.85,
    areaHa: 1_331,
  },
  {
    code: '20010007',
    name: 'Dusia',
    type: 'LAKE',
    municipality: 'LAZDIJU_R_SAV',
    lat: 54.29,
    lon: 23.71,
    areaHa: 2_334,
  },
  {
    code: '20010008',
    name: 'Metelys',
    type: 'LAKE',
    municipality: 'LAZDIJU_R_SAV',
    lat: 54.31,
    lon: 23.77,
    areaHa: 1_289,
  },
  {
    code: '20010009',
    name: 'Galvė',
    type: 'LAKE',
    municipality: 'TRAKU_R_SAV',
    lat: 54.65,
    lon: 24.93,
    areaHa: 361,
  },
  {
    code: '20010010',
    name: 'Vištytis',
    type: 'LAKE',
    municipality: 'VILKAVISKIO_R_SAV',
    lat: 54.44,
    lon: 22.74,
    areaHa: 1_783,
  },
  {
    code: '20010011',
    name: 'Rėkyva',
    type: 'LAKE',
    municipality: 'SIAULIU_M_SAV',
    lat: 55.86,
    lon: 23.29,
    areaHa: 1_179,
  },
  {
    code: '20010012',
    name: 'Lūkstas',
    type: 'LAKE',
    municipality: 'TELSIU_R_SAV',
    lat: 55.73,
    lon: 22.37,
    areaHa: 1_000,
  },
  {
    code: '20010013',
    name: 'Baltieji Lakajai',
    type: 'LAKE',
    municipality: 'MOLETU_R_SAV',
    lat: 55.27,
    lon: 25.63,
    areaHa: 272,
  },
  {
    code: '20010014',
    name: 'Luodis',
    type: 'LAKE',
    municipality: 'ZARASU_R_SAV',
    lat: 55.58,
    lon: 26.15,
    areaHa: 1_320,
    lessor: ZUVEDRA,
    offers: { '1': 400, '2': 1_500, '3': 3_000, '999': 5_000 },
  },
  {
    code: '20010015',
    name: 'Vilkokšnis',
    type: 'LAKE',
    municipality: 'TRAKU_R_SAV',
    lat: 54.7,
    lon: 24.8,
    areaHa: 130,
    lessor: NEMUNO_VANDENYS,
    offers: { '1': 300, '2': 1_000, '999': 3_500 },
  },
  {
    code: '20010016',
    name: 'Rubikiai',
    type: 'LAKE',
    municipality: 'ANYKSCIU_R_SAV',
    lat: 55.5,
    lon: 25.27,
    areaHa: 967,
    lessor: ZUVEDRA,
    offers: { '1': 300, '2': 1_000, '3': 2_000, '999': 3_500 },
  },
  {
    code: '20010017',
    name: 'Kretuonas',
    type: 'LAKE',
    municipality: 'SVENCIONIU_R_SAV',
    lat: 55.24,
    lon: 26.06,
    areaHa: 859,
  },
  {
    code: '20010018',
    name: 'Avilys',
    type: 'LAKE',
    municipality: 'ZARASU_R_SAV',
    lat: 55.67,
    lon: 26.3,
    areaHa: 1_255,
    lessor: NEMUNO_VANDENYS,
    offers: { '1': 300, '999': 3_000 },
  },
  {
    code: '20010019',
    name: 'Masčio ežeras',
    type: 'LAKE',
    municipality: 'TELSIU_R_SAV',
    lat: 55.99,
    lon: 22.26,
    areaHa: 225,
  },
  // A carp pond on the Dubysa.
  {
    code: '50010001',
    name: 'Bubių tvenkinys',
    type: 'POND',
    municipality: 'SIAULIU_R_SAV',
    lat: 55.77,
    lon: 23.1,
    areaHa: 180,
    lessor: DUBYSA,
    offers: { '1': 500, '2': 2_000 },
  },
];

/** When a licence may be used: a season by month and day (this year's or next), or the rolling demo window. */
type Season = { from: string; to: string } | 'year-round';

interface DemoLicence {
  /** Stable name: the licence's id is derived from it. */
  key: string;
  kind: 'l06_1' | 'l06_2';
  waterBody: string;
  species: SpeciesCode;
  placeLt: string;
  placeEn: string;
  period: AnglerPeriod;
  season: Season;
  amount: number;
  minSizeCm: number | null;
  total: number;
  priceCents: number;
  released?: boolean;
  conditionsLt: string;
  conditionsEn: string;
}

const SALMON_REPORT_LT =
  'Sugavus ir pasilikus lašišą ar šlakį, laimikio ataskaitą pateikti per 10 minučių. Žvejoti tik spiningu arba musele, ne daugiau kaip vienu kabliuku.';
const SALMON_REPORT_EN =
  'Report a salmon or sea trout you keep within 10 minutes of catching it. Fish with a spinning rod or a fly only, with no more than one hook.';
const RELEASE_LT =
  'Visas sugautas žuvis tuoj pat atsargiai paleisti atgal į vandenį. Naudoti tik kabliukus be barzdelių.';
const RELEASE_EN =
  'Release every fish you catch back into the water at once, with care. Use barbless hooks only.';

export const DEMO_LICENCES: DemoLicence[] = [
  // L06.2: salmon and sea trout.
  {
    key: 'neris-lasisa-ruduo',
    kind: 'l06_2',
    waterBody: '12010001',
    species: 'lasisa',
    placeLt: 'Neris nuo Jonavos geležinkelio tilto iki Kulautuvos',
    placeEn: 'The Neris from the Jonava railway bridge to Kulautuva',
    period: '1',
    season: { from: '09-16', to: '12-31' },
    amount: 1,
    minSizeCm: 60,
    total: 300,
    priceCents: 1_200,
    conditionsLt: SALMON_REPORT_LT,
    conditionsEn: SALMON_REPORT_EN,
  },
  {
    key: 'zeimena-slakys-ruduo',
    kind: 'l06_2',
    waterBody: '12030001',
    species: 'slakys',
    placeLt: 'Žeimena nuo Pabradės iki žiočių',
    placeEn: 'The Žeimena from Pabradė to its mouth',
    period: '1',
    season: { from: '09-16', to: '12-31' },
    amount: 1,
    minSizeCm: 50,
    total: 200,
    priceCents: 1_000,
    conditionsLt: SALMON_REPORT_LT,
    conditionsEn: SALMON_REPORT_EN,
  },
  {
    key: 'sventoji-lasisa-ruduo',
    kind: 'l06_2',
    waterBody: '12110001',
    species: 'lasisa',
    placeLt: 'Šventoji nuo Anykščių iki Kavarsko',
    placeEn: 'The Šventoji from Anykščiai to Kavarskas',
    period: '2',
    season: { from: '09-16', to: '12-31' },
    amount: 2,
    minSizeCm: 60,
    total: 100,
    priceCents: 4_000,
    conditionsLt: SALMON_REPORT_LT,
    conditionsEn: SALMON_REPORT_EN,
  },
  {
    key: 'minija-slakys-pavasaris',
    kind: 'l06_2',
    waterBody: '14010001',
    species: 'slakys',
    placeLt: 'Minija nuo Gargždų iki Lankupių',
    placeEn: 'The Minija from Gargždai to Lankupiai',
    period: '2',
    season: { from: '01-01', to: '04-30' },
    amount: 2,
    minSizeCm: 50,
    total: 150,
    priceCents: 3_000,
    conditionsLt: SALMON_REPORT_LT,
    conditionsEn: SALMON_REPORT_EN,
  },
  {
    // Year-round demo pool (see the module comment).
    key: 'zeimena-slakys-paleisk',
    kind: 'l06_2',
    waterBody: '12030001',
    species: 'slakys',
    placeLt: 'Žeimena nuo Žeimenio ežero iki Pabradės',
    placeEn: 'The Žeimena from Lake Žeimenys to Pabradė',
    period: '1',
    season: 'year-round',
    amount: 0,
    minSizeCm: null,
    total: 500,
    priceCents: 500,
    released: true,
    conditionsLt: RELEASE_LT,
    conditionsEn: RELEASE_EN,
  },
  // L06.1: other limited fishing.
  {
    key: 'kursiu-marios-ungurys',
    kind: 'l06_1',
    waterBody: '30010001',
    species: 'ungurys',
    placeLt: 'Kuršių marios nuo Juodkrantės iki Nidos, iš kranto',
    placeEn: 'The Curonian Lagoon from Juodkrantė to Nida, from the shore',
    period: '1',
    season: { from: '06-01', to: '11-30' },
    amount: 3,
    minSizeCm: 50,
    total: 400,
    priceCents: 500,
    conditionsLt:
      'Žvejoti tik iš kranto, ne daugiau kaip dviem meškerėmis. Sugautus ungurius pažymėti laimikio ataskaitoje.',
    conditionsEn:
      'Fish from the shore only, with no more than two rods. Record every eel you keep in the catch report.',
  },
  {
    // Year-round demo pool.
    key: 'kursiu-marios-sterkas',
    kind: 'l06_1',
    waterBody: '30010001',
    species: 'sterkas',
    placeLt: 'Kuršių marios prie Ventės rago ir Kniaupo įlankoje',
    placeEn: 'The Curonian Lagoon by the Ventė Cape and in Kniaupas Bay',
    period: '2',
    season: 'year-round',
    amount: 5,
    minSizeCm: 45,
    total: 300,
    priceCents: 800,
    conditionsLt:
      'Per dieną galima pasilikti ne daugiau kaip 5 sterkus. Žiemą žvejoti nuo ledo tik ten, kur jis saugus.',
    conditionsEn: 'Keep no more than 5 pike-perch a day. In winter fish on the ice only where it is safe.',
  },
  {
    // Year-round demo pool.
    key: 'kauno-marios-sterkas',
    kind: 'l06_1',
    waterBody: '40010001',
    species: 'sterkas',
    placeLt: 'Kauno marios nuo Kruonio iki Pažaislio',
    placeEn: 'Kaunas Reservoir from Kruonis to Pažaislis',
    period: '1',
    season: 'year-round',
    amount: 3,
    minSizeCm: 45,
    total: 250,
    priceCents: 400,
    conditionsLt:
      'Žvejoti ne arčiau kaip 50 m nuo užtvankos. Per dieną galima pasilikti ne daugiau kaip 3 sterkus.',
    conditionsEn: 'Keep at least 50 m away from the dam. Keep no more than 3 pike-perch a day.',
  },
  {
    key: 'atmata-ziobris',
    kind: 'l06_1',
    waterBody: '16010001',
    species: 'ziobris',
    placeLt: 'Atmata nuo Rusnės iki žiočių',
    placeEn: 'The Atmata from Rusnė to its mouth',
    period: '1',
    season: { from: '04-01', to: '05-31' },
    amount: 10,
    minSizeCm: 30,
    total: 500,
    priceCents: 300,
    conditionsLt: 'Žvejoti tik iš kranto, viena meškere. Neršto metu nebristi į upę.',
    conditionsEn: 'Fish from the shore only, with one rod. Do not wade into the river during spawning.',
  },
  {
    // Year-round demo pool.
    key: 'vilnia-upetakis-paleisk',
    kind: 'l06_1',
    waterBody: '12040001',
    species: 'upetakis',
    placeLt: 'Vilnia nuo Belmonto iki Užupio',
    placeEn: 'The Vilnia from Belmontas to Užupis',
    period: '1',
    season: 'year-round',
    amount: 0,
    minSizeCm: null,
    total: 200,
    priceCents: 300,
    released: true,
    conditionsLt: RELEASE_LT,
    conditionsEn: RELEASE_EN,
  },
  {
    key: 'ula-upetakis',
    kind: 'l06_1',
    waterBody: '11020001',
    species: 'upetakis',
    placeLt: 'Ūla nuo Zervynų iki Mardasavo',
    placeEn: 'The Ūla from Zervynos to Mardasavas',
    period: '2',
    season: { from: '05-01', to: '09-30' },
    amount: 3,
    minSizeCm: 30,
    total: 120,
    priceCents: 1_200,
    conditionsLt: 'Žvejoti tik musele. Draudžiama naudoti gyvus masalus.',
    conditionsEn: 'Fly fishing only. Live bait is not allowed.',
  },
  {
    // Year-round demo pool.
    key: 'merkys-kirslys-paleisk',
    kind: 'l06_1',
    waterBody: '11010001',
    species: 'kirslys',
    placeLt: 'Merkys nuo Varėnos iki Merkinės',
    placeEn: 'The Merkys from Varėna to Merkinė',
    period: '1',
    season: 'year-round',
    amount: 0,
    minSizeCm: null,
    total: 200,
    priceCents: 300,
    released: true,
    conditionsLt: RELEASE_LT,
    conditionsEn: RELEASE_EN,
  },
  {
    // Year-round demo pool.
    key: 'nemunas-samas',
    kind: 'l06_1',
    waterBody: '10010001',
    species: 'samas',
    placeLt: 'Nemunas nuo Jurbarko iki Smalininkų',
    placeEn: 'The Nemunas from Jurbarkas to Smalininkai',
    period: '3',
    season: 'year-round',
    amount: 1,
    minSizeCm: 75,
    total: 100,
    priceCents: 1_500,
    conditionsLt:
      'Per visą licencijos laiką galima pasilikti vieną šamą. Žvejoti iš valties leidžiama tik dienos metu.',
    conditionsEn:
      'You may keep one wels catfish during the whole licence. Fishing from a boat is allowed in daylight only.',
  },
];

/** A stable UUID for a demo row (the shape of RFC 4122 version 5, from SHA-1 of the name). */
export function demoId(name: string): string {
  const hex = createHash('sha1').update(`aplinkos-leidimai/fishing/${name}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The dates a season covers as seen on `today`: this year's, or next year's when this year's has ended. */
export function seasonDates(season: Season, today: string): { from: string; to: string } {
  if (season === 'year-round') {
    const start = startOfMonth(parseISO(today));
    return { from: format(start, 'yyyy-MM-dd'), to: format(endOfMonth(addMonths(start, 12)), 'yyyy-MM-dd') };
  }
  const year = Number(today.slice(0, 4));
  const thisYear = { from: `${year}-${season.from}`, to: `${year}-${season.to}` };
  return thisYear.to >= today
    ? thisYear
    : { from: `${year + 1}-${season.from}`, to: `${year + 1}-${season.to}` };
}

const LIMITED = new Set(DEMO_LICENCES.map((licence) => licence.waterBody));

export async function seedFishing(db: Db, today: string = todayInLithuania()): Promise<void> {
  const year = Number(today.slice(0, 4));
  await transaction(db, async (tx) => {
    await tx
      .insert(fishSpecies)
      .values(DEMO_FISH_SPECIES.map((species, index) => ({ ...species, sort: index + 1 })))
      .onConflictDoUpdate({
        target: fishSpecies.code,
        set: {
          nameLt: sql`excluded.name_lt`,
          nameEn: sql`excluded.name_en`,
          latin: sql`excluded.latin`,
          sort: sql`excluded.sort`,
        },
      });

    const rows = await tx
      .insert(waterBodies)
      .values(
        DEMO_WATER_BODIES.map((body) => ({
          code: body.code,
          name: body.name,
          type: body.type,
          municipality: body.municipality,
          leased: body.lessor !== undefined,
          lessorCode: body.lessor?.code ?? null,
          lessorName: body.lessor?.name ?? null,
          limited: LIMITED.has(body.code),
          state: 'ACTIVE',
          // A lease runs for years; the demo's leases cover the years around today.
          startDate: body.lessor ? `${year - 3}-01-01` : null,
          endDate: body.lessor ? `${year + 6}-12-31` : null,
          lat: body.lat,
          lon: body.lon,
          areaHa: body.areaHa,
        })),
      )
      .onConflictDoUpdate({
        target: waterBodies.code,
        set: {
          name: sql`excluded.name`,
          type: sql`excluded.type`,
          municipality: sql`excluded.municipality`,
          leased: sql`excluded.leased`,
          lessorCode: sql`excluded.lessor_code`,
          lessorName: sql`excluded.lessor_name`,
          limited: sql`excluded.limited`,
          startDate: sql`excluded.start_date`,
          endDate: sql`excluded.end_date`,
          lat: sql`excluded.lat`,
          lon: sql`excluded.lon`,
          areaHa: sql`excluded.area_ha`,
        },
      })
      .returning({ id: waterBodies.id, code: waterBodies.code });
    const idOf = new Map(rows.map((row) => [row.code, row.id]));

    // This year's offers and next year's, which lessors publish ahead (10 % dearer).
    const offers = DEMO_WATER_BODIES.flatMap((body) =>
      Object.entries(body.offers ?? {}).flatMap(([period, cents]) =>
        [year, year + 1].map((offerYear) => ({
          id: demoId(`offer:${body.code}:${offerYear}:${period}`),
          waterBodyId: idOf.get(body.code)!,
          period,
          priceCents: offerYear === year ? cents : Math.round((cents * 1.1) / 10) * 10,
          validFrom: `${offerYear}-01-01`,
          validTo: `${offerYear}-12-31`,
        })),
      ),
    );
    await tx
      .insert(waterBodyOffers)
      .values(offers)
      .onConflictDoUpdate({
        target: waterBodyOffers.id,
        set: {
          period: sql`excluded.period`,
          priceCents: sql`excluded.price_cents`,
          validFrom: sql`excluded.valid_from`,
          validTo: sql`excluded.valid_to`,
        },
      });

    await tx
      .insert(fishingLicences)
      .values(
        DEMO_LICENCES.map((licence) => {
          const season = seasonDates(licence.season, today);
          return {
            id: demoId(`licence:${licence.key}`),
            kind: licence.kind,
            waterBodyId: idOf.get(licence.waterBody)!,
            placeLt: licence.placeLt,
            placeEn: licence.placeEn,
            speciesCode: licence.species,
            period: licence.period,
            fishingFrom: season.from,
            fishingTo: season.to,
            conditionsLt: licence.conditionsLt,
            conditionsEn: licence.conditionsEn,
            amount: licence.amount,
            minSizeCm: licence.minSizeCm,
            total: licence.total,
            priceCents: licence.priceCents,
            released: licence.released ?? false,
          };
        }),
      )
      .onConflictDoUpdate({
        target: fishingLicences.id,
        // Sold and reserved licences are the purchases' business: a re-seed never changes them,
        // and never lowers the total below them (the capacity check would refuse it).
        set: {
          placeLt: sql`excluded.place_lt`,
          placeEn: sql`excluded.place_en`,
          speciesCode: sql`excluded.species_code`,
          period: sql`excluded.period`,
          fishingFrom: sql`excluded.fishing_from`,
          fishingTo: sql`excluded.fishing_to`,
          conditionsLt: sql`excluded.conditions_lt`,
          conditionsEn: sql`excluded.conditions_en`,
          amount: sql`excluded.amount`,
          minSizeCm: sql`excluded.min_size_cm`,
          total: sql`greatest(excluded.total, ${fishingLicences.sold} + ${fishingLicences.reserved})`,
          priceCents: sql`excluded.price_cents`,
          released: sql`excluded.released`,
        },
      });
  });
}
