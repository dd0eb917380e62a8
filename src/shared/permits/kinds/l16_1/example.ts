/**
 * A complete, valid L16.1 application from a training centre teaching two programmes: used by the
 * kind's tests, the API suites and the demo. Contacts: `companyContactsExample` (kinds/l13/example.ts).
 */
export const l16_1Example: Record<string, unknown> = {
  providerName: 'Kauno šaldymo technikos mokymo centras',
  programmes: [
    { programme: 'FD-01', hours: '40', groupSize: '12' },
    { programme: 'FD-04', hours: '16', groupSize: '8' },
  ],
  instructors: [
    {
      personCode: '37806090002',
      firstName: 'Darius',
      lastName: 'Petrauskas',
      position: 'Vyresnysis instruktorius',
      certificateNumber: 'FD-LT-2019-0153',
      education:
        'Kauno technologijos universitetas, šaldymo technikos magistras; 15 metų šaldymo įrangos montavimo patirtis',
      programmes: ['FD-01', 'FD-04'],
    },
    {
      personCode: '49103220000',
      firstName: 'Rūta',
      lastName: 'Kazlauskienė',
      position: 'Instruktorė',
      education: 'Vilniaus kolegija, šilumos ir šaldymo technikos profesinis bakalauras',
      programmes: ['FD-01'],
    },
  ],
  premises: [
    {
      city: 'Kaunas',
      street: 'Pramonės pr.',
      houseNumber: '16A',
      roomNumber: '214',
      postcode: '51329',
      basis: 'NUOMA',
    },
  ],
  resources: [
    {
      resourceType: 'STENDAS_STACIONARUS',
      model: 'Šaldymo ir kondicionavimo mokomasis stendas RT-200',
      quantity: '2',
    },
    {
      resourceType: 'STENDAS_AUTOMOBILIO',
      model: 'Automobilio oro kondicionieriaus stendas AC-Trainer',
      quantity: '1',
    },
    { resourceType: 'SURINKIMO_IRENGINYS', model: 'Refco ENR-Eco', quantity: '3' },
    { resourceType: 'NUOTEKIO_DETEKTORIUS', model: 'Testo 316-4', quantity: '4' },
    { resourceType: 'VAKUUMINIS_SIURBLYS', model: 'Value VE-260', quantity: '3' },
    { resourceType: 'SVARSTYKLES', model: 'Testo 560i', quantity: '3' },
  ],
  paymentMethod: 'EBANKININKYSTE',
};

/** Document types a complete L16.1 submission carries. */
export const l16_1ExampleDocuments = [
  'PROGRAMOS',
  'INSTRUKTORIU_KVALIFIKACIJA',
  'PATALPU_DOKUMENTAS',
  'PATALPU_NUOTRAUKA',
];
