/**
 * A complete, valid L08.2 notice: Jonas Jonaitis and a forestry company own a holding in Trakai
 * district together and notify sanitary felling and thinning. Used by the kind's tests, the API
 * suites and the demo; contacts: `personContactsExample` (kinds/l08_1/example.ts).
 */
export const l08_2Example: Record<string, unknown> = {
  owners: [
    { ownerType: 'FIZINIS', firstName: 'Jonas', lastName: 'Jonaitis', personCode: '38703181745' },
    { ownerType: 'JURIDINIS', companyName: 'UAB „Miško ratas“', companyCode: '997941705' },
  ],
  municipality: 'TRAKU_R_SAV',
  cadastralLocality: '7960',
  cadastralBlock: '0002',
  cadastralPlot: '0311',
  hasForestManagementProject: 'NE',
  fellings: [
    {
      quarter: '45',
      plot: '12',
      geocodes: '411-45-12; 411-45-13',
      fellingType: 'NEPLYNIEJI_SANITARINIAI',
      forestGroup: 'IV',
      species: 'EGLE',
      area: '2.4',
      treeCount: '64',
      volume: '38.20',
      protectedUnderstorey: false,
      specialConditions: 'Šalinami žievėgraužio tipografo pažeisti medžiai.',
    },
    {
      quarter: '45',
      plot: '14',
      plotPart: 'b',
      fellingType: 'UGDOMIEJI',
      forestGroup: 'III',
      species: 'BERZAS',
      area: '1.1',
      volume: '22.75',
      protectedUnderstorey: true,
    },
  ],
};

/** Document types a complete L08.2 submission carries (the felling area's boundary is required). */
export const l08_2ExampleDocuments = ['KIRTAVIETES_RIBOS', 'BENDRATURCIU_SUTIKIMAS'];
