/**
 * A complete, valid L02 application as a pet shop company would file it: used by the kind's tests,
 * the API suites and the demo. Contact details: `companyContactsExample` (kinds/l13/example.ts).
 */
export const l02Example: Record<string, unknown> = {
  activities: ['PIRKIMAS', 'PARDAVIMAS', 'LAIKYMAS_PARDUOTI'],
  tradePlaceName: 'Zoologijos prekių parduotuvė „Papūgėlė“',
  tradePlaceAddress: 'Savanorių pr. 206, Kaunas',
  online: true,
  website: 'www.papugele.lt',
  specimens: [
    {
      specimenKind: 'GYVAS_GYVUNAS',
      scientificName: 'Psittacus erithacus',
      commonName: 'Pilkoji papūga žako',
      annex: 'A',
      source: 'C',
      quantity: '2',
      unit: 'VNT',
      marking: 'Uždari žiedai LT-PE-2025-014 ir LT-PE-2025-015',
      originDocument: 'ES sertifikatas 25LT00412/EC',
    },
    {
      specimenKind: 'GYVAS_AUGALAS',
      scientificName: 'Dendrobium nobile',
      commonName: 'Kilnusis dendrobis',
      annex: 'B',
      source: 'A',
      quantity: '40',
      unit: 'VNT',
      originDocument: 'Importo leidimas 26NL004567',
    },
  ],
};

/** Document types a complete L02 submission carries. */
export const l02ExampleDocuments = ['KILMES_DOKUMENTAS', 'NUOTRAUKOS'];
