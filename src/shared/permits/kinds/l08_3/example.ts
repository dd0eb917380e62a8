/**
 * A complete, valid L08.3 own-use notice: Jonas Jonaitis fells ten trees for firewood, 8.40 m³ on
 * 4.0 ha (limits 15 m³ and 3 m³/ha). Used by the kind's tests, the API suites and the demo;
 * contacts: `personContactsExample` (kinds/l08_1/example.ts).
 */
export const l08_3Example: Record<string, unknown> = {
  owners: [{ ownerType: 'FIZINIS', firstName: 'Jonas', lastName: 'Jonaitis', personCode: '38703181745' }],
  municipality: 'VILNIAUS_R_SAV',
  cadastralLocality: '4150',
  cadastralBlock: '0007',
  cadastralPlot: '0088',
  hasForestManagementProject: 'NE',
  fellings: [
    {
      quarter: '8',
      plot: '21',
      forestGroup: 'IV',
      species: 'BERZAS',
      area: '2.5',
      treeCount: '6',
      volume: '4.80',
    },
    {
      quarter: '8',
      plot: '22',
      forestGroup: 'IV',
      species: 'JUODALKSNIS',
      area: '1.5',
      treeCount: '4',
      volume: '3.60',
    },
  ],
};

/** Document types a complete L08.3 submission carries (the felling area's boundary is required). */
export const l08_3ExampleDocuments: string[] = ['KIRTAVIETES_RIBOS'];
