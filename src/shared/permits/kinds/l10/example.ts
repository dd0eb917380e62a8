/**
 * A complete, valid L10 pollution permit application as a company would file it: used by the
 * kind's tests, the API suites and the demo. Contact details and the declaration come from
 * `companyContactsExample` (kinds/l13/example.ts) or `personContactsExample` (kinds/l01/example.ts).
 */
export const l10Example: Record<string, unknown> = {
  installationName: 'UAB „Baltijos atliekos“ nepavojingųjų atliekų rūšiavimo linija',
  installationPart: 'Rūšiavimo cechas ir atviroji aikštelė',
  municipality: 'KLAIPEDOS_M_SAV',
  elderate: 'Smeltės seniūnija',
  locality: 'Klaipėda',
  street: 'Minijos g.',
  address: 'Minijos g. 180, Klaipėda',
  activityType: 'ATLIEKOS',
  activityDescription:
    'Komunalinių ir gamybinių nepavojingųjų atliekų priėmimas, rūšiavimas ir presavimas (R12, R13). ' +
    'Per metus sutvarkoma iki 25 000 t atliekų; išrūšiuotos antrinės žaliavos perduodamos perdirbėjams.',
  criteria: [
    { criterion: 'ATLIEKOS', conforms: 'TAIP' },
    { criterion: 'ORAS', conforms: 'TAIP' },
    {
      criterion: 'TRIUKSMAS',
      conforms: 'NE',
      explanation:
        'Naktį prie šiaurinės sklypo ribos viršijama triukšmo ribinė vertė; iki 2027 m. birželio ' +
        'bus pastatyta 4 m aukščio triukšmą slopinanti sienelė.',
    },
  ],
  hasOtherOwners: true,
  otherOwners: [
    {
      ownerType: 'JURIDINIS',
      companyCode: '304123455',
      companyName: 'UAB „Uosto logistika“',
      ownedPart: 'Atviroji aikštelė',
    },
    {
      ownerType: 'FIZINIS',
      personCode: '38001010009',
      firstName: 'Petras',
      lastName: 'Vaitkus',
      ownedPart: 'Sandėlio pastatas (1/2)',
    },
  ],
};

/** Document types a complete L10 submission carries. */
export const l10ExampleDocuments = [
  'PARAISKA',
  'PARAISKA_PDF',
  'SITUACIJOS_PLANAS',
  'TECHNINIS_APRASAS',
  'SAVININKU_SUTIKIMAS',
];
