/**
 * Demo data for development, demos and tests (issue 2): realistic but fictitious Lithuanian
 * persons, companies and powers of attorney, and the personas the gateway simulator offers.
 * Every personal and company code here passes its checksum.
 */
import type { Persona } from '../adapters/viisp/simulator.ts';

export const DEMO_PERSONS = [
  {
    code: '38703181745',
    firstName: 'Jonas',
    lastName: 'Jonaitis',
    address: 'Gedimino pr. 9-12, LT-01103 Vilnius',
  },
  {
    code: '44501173459',
    firstName: 'Aldona',
    lastName: 'Jonaitienė',
    address: 'Miško g. 4, Dubingių k., LT-33001 Molėtų r.',
  },
  {
    code: '48806123455',
    firstName: 'Ona',
    lastName: 'Petraitienė',
    address: 'Laisvės al. 53-7, LT-44309 Kaunas',
  },
  {
    code: '37505041234',
    firstName: 'Tomas',
    lastName: 'Kazlauskas',
    address: 'Taikos pr. 101-15, LT-94216 Klaipėda',
  },
  {
    code: '49209098765',
    firstName: 'Rūta',
    lastName: 'Vaitkutė',
    address: 'Vilniaus g. 22, LT-76285 Šiauliai',
  },
  {
    code: '36502262349',
    firstName: 'Mindaugas',
    lastName: 'Stankevičius',
    address: 'A. Juozapavičiaus g. 9, LT-09311 Vilnius',
  },
  {
    code: '39912319997',
    firstName: 'Lukas',
    lastName: 'Žemaitis',
    address: 'Konstitucijos pr. 12-40, LT-09308 Vilnius',
  },
  { code: '38001010009', firstName: 'Vytautas', lastName: 'Rimkus', address: 'Kuršių g. 3, LT-99351 Rusnė' },
  // The commercial fisher (issue 19): an L04 permit on the Curonian Lagoon and its quotas.
  { code: '36804120144', firstName: 'Algirdas', lastName: 'Kairys', address: 'Pamario g. 7, LT-99358 Rusnė' },
  {
    code: '39001010238',
    firstName: 'Darius',
    lastName: 'Paulauskas',
    address: 'Aušros g. 15, LT-28223 Utena',
  },
];

export const DEMO_COMPANIES = [
  {
    code: '110051834',
    name: 'UAB „Baltijos atliekos“',
    legalForm: 'UAB',
    address: 'Minijos g. 180, LT-93269 Klaipėda',
    headCode: '37505041234',
  },
  {
    code: '874213437',
    name: 'UAB „Žuvėdra“',
    legalForm: 'UAB',
    address: 'Kuršių g. 3, LT-99351 Rusnė, Šilutės r.',
    headCode: '38001010009',
  },
  {
    code: '997941705',
    name: 'UAB „Miško ratas“',
    legalForm: 'UAB',
    address: 'Aušros g. 15, LT-28223 Utena',
    headCode: '39001010238',
  },
  {
    code: '505063988',
    name: 'AB „Nemuno vandenys“',
    legalForm: 'AB',
    address: 'Karaliaus Mindaugo pr. 38, LT-44307 Kaunas',
    headCode: null,
  },
  {
    code: '188607912',
    name: 'Žemės ūkio bendrovė „Dubysa“',
    legalForm: 'ŽŪB',
    address: 'Dubysos g. 2, LT-60113 Raseiniai',
    headCode: null,
  },
];

export const DEMO_POWERS_OF_ATTORNEY = [
  {
    number: 'ĮG-2025-000145',
    representativeCode: '48806123455',
    principalCode: '874213437',
    principalKind: 'company' as const,
    scope: 'Atstovauti aplinkos apsaugos institucijose, teikti prašymus ir gauti leidimus',
    validFrom: '2025-01-01',
    validTo: '2027-12-31',
  },
  {
    number: 'ĮG-2026-000877',
    representativeCode: '48806123455',
    principalCode: '997941705',
    principalKind: 'company' as const,
    scope: 'Teikti miško kirtimo prašymus ir pranešimus',
    validFrom: '2026-01-01',
    validTo: null,
  },
  {
    number: 'ĮG-2020-004410',
    representativeCode: '48806123455',
    principalCode: '505063988',
    principalKind: 'company' as const,
    scope: 'Atstovauti aplinkos apsaugos institucijose',
    validFrom: '2020-03-01',
    validTo: '2022-02-28',
  },
  {
    number: 'ĮG-2024-002231',
    representativeCode: '38703181745',
    principalCode: '44501173459',
    principalKind: 'person' as const,
    scope: 'Tvarkyti miško valdos reikalus, teikti prašymus ir pranešimus',
    validFrom: '2024-05-01',
    validTo: '2029-04-30',
  },
];

/** Roles (spec §6): a water-body lessor, an officer of the institution, a content administrator. */
export const DEMO_ROLES = [
  { code: '36502262349', role: 'ROLE_OFFICER' },
  { code: '39912319997', role: 'ROLE_ADMIN' },
];

/**
 * Some profiles are complete and some are not, so that the forced profile modal (spec §2) can be
 * seen: Jonas acting for his mother has no e-mail yet; Ona acting for UAB „Žuvėdra“ has no
 * position; Rūta has never logged in.
 */
export const DEMO_PROFILES = [
  {
    userCode: '38703181745',
    representedCode: '38703181745',
    email: 'jonas.jonaitis@example.lt',
    phone: '+37061234567',
    address: 'Gedimino pr. 9-12, LT-01103 Vilnius',
    infoByEmail: true,
  },
  {
    userCode: '38703181745',
    representedCode: '44501173459',
    email: '',
    phone: '+37061234567',
    address: 'Miško g. 4, Dubingių k., LT-33001 Molėtų r.',
  },
  {
    userCode: '48806123455',
    representedCode: '48806123455',
    email: 'ona.petraitiene@example.lt',
    phone: '+37068811223',
    address: 'Laisvės al. 53-7, LT-44309 Kaunas',
    infoByEmail: true,
  },
  {
    userCode: '48806123455',
    representedCode: '874213437',
    email: 'info@zuvedra.example.lt',
    phone: '+37044152300',
    address: 'Kuršių g. 3, LT-99351 Rusnė, Šilutės r.',
  },
  {
    userCode: '48806123455',
    representedCode: '997941705',
    email: 'ona@miskoratas.example.lt',
    phone: '+37038951122',
    address: 'Aušros g. 15, LT-28223 Utena',
    position: 'Buhalterė',
  },
  {
    userCode: '37505041234',
    representedCode: '37505041234',
    email: 'tomas.kazlauskas@example.lt',
    phone: '+37065500011',
    address: 'Taikos pr. 101-15, LT-94216 Klaipėda',
  },
  {
    userCode: '37505041234',
    representedCode: '110051834',
    email: 'info@baltijosatliekos.example.lt',
    phone: '+37046300400',
    address: 'Minijos g. 180, LT-93269 Klaipėda',
    position: 'Direktorius',
    infoByEmail: true,
    // The demo company's notices by SMS too (issue 21): seen on /sms-dezute, the gateway simulator.
    infoBySms: true,
  },
  {
    userCode: '36804120144',
    representedCode: '36804120144',
    email: 'algirdas.kairys@example.lt',
    phone: '+37061200144',
    address: 'Pamario g. 7, LT-99358 Rusnė, Šilutės r.',
  },
  {
    userCode: '36502262349',
    representedCode: '36502262349',
    email: 'mindaugas.stankevicius@aaa.example.lt',
    phone: '+37052662000',
    address: 'A. Juozapavičiaus g. 9, LT-09311 Vilnius',
  },
  {
    userCode: '39912319997',
    representedCode: '39912319997',
    email: 'lukas.zemaitis@am.example.lt',
    phone: '+37052663661',
    address: 'Konstitucijos pr. 12-40, LT-09308 Vilnius',
  },
];

/** What the gateway simulator offers on its persona page. */
export const DEMO_PERSONAS: Persona[] = [
  {
    id: 'citizen',
    firstName: 'Jonas',
    lastName: 'Jonaitis',
    personalCode: '38703181745',
    email: 'jonas.jonaitis@example.lt',
    provider: 'auth.lt.bank',
    description: {
      lt: 'Gyventojas. Turi motinos Aldonos Jonaitienės įgaliojimą tvarkyti jos miško valdos reikalus.',
      en: 'A resident. Holds a power of attorney from his mother Aldona Jonaitienė for her forest holding.',
    },
  },
  {
    id: 'representative',
    firstName: 'Ona',
    lastName: 'Petraitienė',
    personalCode: '48806123455',
    provider: 'auth.lt.identity.card',
    description: {
      lt: 'Gyventoja, turinti įgaliojimus atstovauti dviem įmonėms: UAB „Žuvėdra“ (Luodžio ir Rubikių ežerų naudotoja, L03 leidimas) ir UAB „Miško ratas“.',
      en: 'A resident holding powers of attorney for two companies: UAB „Žuvėdra“ (lessor of lakes Luodis and Rubikiai, L03 permit) and UAB „Miško ratas“.',
    },
  },
  {
    id: 'company-head',
    firstName: 'Tomas',
    lastName: 'Kazlauskas',
    personalCode: '37505041234',
    provider: 'auth.signatureProvider',
    companies: [{ code: '110051834', name: 'UAB „Baltijos atliekos“' }],
    description: {
      lt: 'UAB „Baltijos atliekos“ direktorius. Gali prisijungti kaip asmuo arba kaip įmonės atstovas.',
      en: 'Managing director of UAB „Baltijos atliekos“. May log in as himself or as the company.',
    },
  },
  {
    id: 'nobody',
    firstName: 'Rūta',
    lastName: 'Vaitkutė',
    personalCode: '49209098765',
    provider: 'auth.lt.bank',
    description: {
      lt: 'Gyventoja, niekam neatstovaujanti. Jungiasi pirmą kartą, kontaktinių duomenų dar nepateikė.',
      en: 'A resident who represents nobody else. Logs in for the first time and has no contact details yet.',
    },
  },
  {
    id: 'foreigner',
    firstName: 'Anna',
    lastName: 'Schmidt',
    eidasEid: 'DE/LT/7f3c2a9e51b04d8c',
    provider: 'auth.eidas',
    description: {
      lt: 'Užsienietė, prisijungianti per eIDAS. Lietuvos asmens kodo neturi.',
      en: 'A foreign user logging in through eIDAS, without a Lithuanian personal code.',
    },
  },
  {
    id: 'commercial-fisher',
    firstName: 'Algirdas',
    lastName: 'Kairys',
    personalCode: '36804120144',
    provider: 'auth.lt.bank',
    description: {
      lt: 'Verslinis žvejys Kuršių mariose: turi L04 leidimą ir aktyvių kvotų, kurias gali konvertuoti į kitus įrankius (/kvotos).',
      en: 'A commercial fisher on the Curonian Lagoon: holds an L04 permit with active quotas he can convert into other gear (/kvotos).',
    },
  },
  {
    id: 'officer',
    firstName: 'Mindaugas',
    lastName: 'Stankevičius',
    personalCode: '36502262349',
    provider: 'auth.lt.government.employee.card',
    description: {
      lt: 'Aplinkos apsaugos agentūros specialistas, nagrinėjantis prašymus.',
      en: 'An officer of the Environmental Protection Agency who decides applications.',
    },
  },
  {
    id: 'admin',
    firstName: 'Lukas',
    lastName: 'Žemaitis',
    personalCode: '39912319997',
    provider: 'auth.lt.government.employee.card',
    description: {
      lt: 'Ministerijos turinio administratorius (naujienos, DUK, leidimų aprašymai).',
      en: 'Content administrator at the ministry (news, FAQ, permit descriptions).',
    },
  },
];
