/**
 * A complete, valid L08.1 felling permit application: Jonas Jonaitis files, with a power of
 * attorney, for his mother's forest holding in Molėtai district (demo data). Used by the kind's
 * tests, the API suites and the demo.
 */
export const l08_1Example: Record<string, unknown> = {
  owners: [{ ownerType: 'FIZINIS', firstName: 'Aldona', lastName: 'Jonaitienė', personCode: '44501173459' }],
  municipality: 'MOLETU_R_SAV',
  cadastralLocality: '6280',
  cadastralBlock: '0004',
  cadastralPlot: '0127',
  hasForestManagementProject: 'TAIP',
  forestManagementProjectNumber: 'VMP-2021-0457',
  fellings: [
    {
      quarter: '112',
      plot: '7',
      plotPart: 'a',
      geocodes: '623-112-7',
      fellingType: 'PLYNIEJI_PAGRINDINIAI',
      forestGroup: 'IV',
      species: 'EGLE',
      area: '1.8',
      volume: '486.50',
      protectedUnderstorey: true,
      retainedTrees: '10',
      specialConditions: 'Medieną išvežti tik įšalus gruntui; palikti 10 biologinės įvairovės medžių.',
    },
  ],
};

export { personContactsExample } from '../../parts/contacts-examples.ts';

/** Document types a complete L08.1 submission carries (the felling area's boundary is required). */
export const l08_1ExampleDocuments = [
  'KIRTAVIETES_RIBOS',
  'IGALIOJIMAS',
  'MISKOTVARKOS_PROJEKTAS',
  'BIRZES_PLANAS',
];
