/**
 * A complete, valid L09 IPPC permit application: a pig farm above the Annex I threshold, filed by
 * its operator. Used by the kind's tests, the API suites and the demo.
 */
export const l09Example: Record<string, unknown> = {
  installationName: 'Kiaulių kompleksas „Šėtos ūkis“',
  municipality: 'KEDAINIU_R_SAV',
  elderate: 'Šėtos seniūnija',
  locality: 'Šėta',
  street: 'Ukmergės g.',
  address: 'Ukmergės g. 40, Šėta',
  activityType: 'GYVULININKYSTE',
  activityDescription:
    'Intensyvus kiaulių auginimas: 6 500 vietų penimoms kiaulėms ir 750 vietų paršavedėms. ' +
    'Mėšlas laikomas uždengtose lagūnose ir skleidžiamas ūkio laukuose pagal tręšimo planą.',
  annexPoint: '6.6 b',
  capacity: '6500',
  capacityUnit: 'PLACES',
  criteria: [
    { criterion: 'KVAPAI', conforms: 'TAIP' },
    { criterion: 'DIRVOZEMIS', conforms: 'TAIP' },
  ],
  batConclusions: [
    {
      conclusions: 'IRPP',
      conforms: 'NE',
      explanation:
        'Dviejose senosiose kiaulidėse dar neįrengtas srutų aušinimas amoniako išmetimams mažinti.',
      conformBy: '2029-06-30',
    },
  ],
  hasOtherOwners: false,
};

/** Document types a complete L09 submission carries. */
export const l09ExampleDocuments = [
  'PARAISKA',
  'PARAISKA_PDF',
  'SITUACIJOS_PLANAS',
  'TECHNINIS_APRASAS',
  'GPGB_VERTINIMAS',
  'MONITORINGO_PROGRAMA',
];
