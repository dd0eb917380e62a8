/**
 * A complete, valid L12 application as a company would file it (working an explored sand
 * deposit): used by the kind's tests, the API suites and the demo. Contact details and the
 * declaration: `companyContactsExample` (kinds/l13/example.ts).
 */
export const l12Example: Record<string, unknown> = {
  objectName: 'Kalotės smėlio telkinys',
  municipality: 'KLAIPEDOS_R_SAV',
  resourceType: 'SMELIS',
  inWaterBody: false,
  resourceParameters: [
    { title: 'Aprobuoti ištekliai', value: '1 250 tūkst. m³' },
    { title: 'Kasybos sklypo plotas', value: '18,4 ha' },
    { title: 'Didžiausia metinė gavyba', value: '60 tūkst. m³' },
  ],
  researchDuty: 'NE',
  usagePlanDecisionNumber: 'T11-214',
  usagePlanDecisionDate: '2025-06-19',
  miningManagers: [
    {
      asmensKodas: '39001010000',
      vardas: 'Rimantas',
      pavarde: 'Petrauskas',
      pareigos: 'Kasybos darbų vadovas',
      dirbaNuoData: '2021-04-01',
      imonesKodas: '110051834',
    },
  ],
  jointActivity: false,
  acquisition: 'PRASYMAS',
};

/** Document types a complete L12 submission carries. */
export const l12ExampleDocuments = ['PARAISKA', 'PARAISKA_PDF', 'KASYBOS_SKLYPAS', 'SPECIALISTO_DOKUMENTAS'];
