/**
 * A complete, valid L11 application as a company would file it (exploring a gravel area with a
 * partner under a joint activity contract): used by the kind's tests, the API suites and the demo.
 * Contact details and the declaration: `companyContactsExample` (kinds/l13/example.ts).
 */
export const l11Example: Record<string, unknown> = {
  objectName: 'Dovilų smėlio ir žvyro plotas',
  municipality: 'KLAIPEDOS_R_SAV',
  resourceType: 'ZVYRAS',
  inWaterBody: false,
  resourceParameters: [
    { title: 'Tyrimų plotas', value: '24,6 ha' },
    { title: 'Numatomi ištekliai', value: 'apie 850 tūkst. m³' },
  ],
  researchDuty: 'TAIP',
  researchDutyDescription: 'Išgręžti 12 gręžinių, nustatyti žvyro kokybę ir gruntinio vandens lygį',
  jointActivity: true,
  jvs: [
    {
      number: 'JVS-2025/07',
      date: '2025-09-15',
      companies: [
        { code: '188607912', name: 'UAB „Geologijos projektai“', office: 'Savanorių pr. 174, Kaunas' },
      ],
      persons: [],
    },
  ],
  acquisition: 'PRASYMAS',
};

/** Document types a complete L11 submission carries. */
export const l11ExampleDocuments = [
  'PARAISKA',
  'PARAISKA_PDF',
  'TYRIMU_PLOTAS',
  'TYRIMU_PROJEKTAS',
  'JVS_SUTARTIS',
];
