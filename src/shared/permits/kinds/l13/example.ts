/**
 * A complete, valid L13 application as a company would file it: used by the kind's tests, the API
 * suites and the demo. Contact details and the declaration are the engine's (engine/common.ts).
 */
export const l13Example: Record<string, unknown> = {
  siteName: 'Klaipėdos pavojingųjų atliekų aikštelė',
  siteAddress: 'Minijos g. 180, Klaipėda',
  activities: [
    { activity: 'SURINKIMAS', description: 'Tepalų ir filtrų surinkimas iš autoservisų' },
    { activity: 'LAIKYMAS' },
  ],
  hasPollutionPermit: 'TAIP',
  pollutionPermitNumber: 'TL-KR.1-15/2019',
  flows: [
    {
      wasteCode: '13 02 05*',
      wasteName: 'Nechlorintos mineralinės variklio alyvos',
      activity: 'SURINKIMAS',
      tonnesPerYear: '120.5',
      storedTonnes: '12',
    },
    {
      wasteCode: '16 01 07*',
      wasteName: 'Tepalų filtrai',
      activity: 'LAIKYMAS',
      tonnesPerYear: '8',
      storedTonnes: '1.250',
    },
  ],
  employees: [
    {
      asmensKodas: '38703181745',
      vardas: 'Jonas',
      pavarde: 'Jonaitis',
      pareigos: 'Aplinkosaugos vadovas',
      dirbaNuoData: '2019-03-01',
      imonesKodas: '110051834',
    },
  ],
};

export { companyContactsExample } from '../../parts/contacts-examples.ts';

/** Document types a complete L13 submission carries. */
export const l13ExampleDocuments = ['PARAISKA', 'PARAISKA_PDF', 'TECHNOLOGINIS_REGLAMENTAS', 'KVALIFIKACIJA'];
