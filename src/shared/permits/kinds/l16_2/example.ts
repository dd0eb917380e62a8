/**
 * A complete, valid L16.2 application: a technician asks for his Polish category I certificate to
 * be recognised. Used by the kind's tests, the API suites and the demo. Contacts:
 * `personContactsExample` (kinds/l01/example.ts).
 */
export const l16_2Example: Record<string, unknown> = {
  recipientFirstName: 'Jonas',
  recipientLastName: 'Jonaitis',
  recipientPersonCode: '38703181745',
  basis: 'PRIPAZINIMAS',
  requestedCategories: ['I'],
  certificates: [
    {
      number: 'FGAZ-O/02/0871/22',
      issuer: 'Urząd Dozoru Technicznego',
      issueDate: '2022-05-12',
      validFrom: '2022-05-12',
      validTo: '2032-05-11',
      country: 'PL',
      categories: ['I'],
    },
  ],
  paymentMethod: 'MOKEJIMO_KORTELE',
};

/** Document types a complete L16.2 submission carries. */
export const l16_2ExampleDocuments = ['PAZYMEJIMO_KOPIJA', 'ASMENS_DOKUMENTAS'];
