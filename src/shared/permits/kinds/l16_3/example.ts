/**
 * A complete, valid L16.3 application: a refrigeration service company with two certified
 * technicians (a type II case). Used by the kind's tests, the API suites and the demo. Contacts:
 * `companyContactsExample` (kinds/l13/example.ts).
 */
export const l16_3Example: Record<string, unknown> = {
  caseType: 'II',
  activities: [
    { activityType: 'MONTAVIMAS', categories: ['I'] },
    { activityType: 'SANDARUMO_TIKRINIMAS', categories: ['I', 'II'] },
    { activityType: 'SURINKIMAS', categories: ['I'] },
  ],
  workers: [
    {
      asmensKodas: '38304050006',
      vardas: 'Mantas',
      pavarde: 'Stonkus',
      pareigos: 'Šaldymo įrangos technikas',
      dirbaNuoData: '2018-04-03',
      imonesKodas: '110051834',
      certificateNumber: 'FD-LT-2018-0412',
    },
    {
      asmensKodas: '39511300008',
      vardas: 'Lukas',
      pavarde: 'Girdauskas',
      pareigos: 'Šaldymo įrangos technikas',
      dirbaNuoData: '2021-09-01',
      imonesKodas: '110051834',
      certificateNumber: 'FD-LT-2021-0877',
    },
  ],
  resources: [
    { resourceType: 'SURINKIMO_IRENGINYS', model: 'Refco ENR-Eco', quantity: '2' },
    { resourceType: 'NUOTEKIO_DETEKTORIUS', model: 'Testo 316-4', quantity: '2' },
    { resourceType: 'VAKUUMINIS_SIURBLYS', model: 'Value VE-260', quantity: '2' },
  ],
  paymentMethod: 'PAVEDIMAS',
};

/** Document types a complete L16.3 submission carries. */
export const l16_3ExampleDocuments = ['DARBUOTOJU_PAZYMEJIMAI'];
