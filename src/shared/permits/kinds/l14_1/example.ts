/**
 * A complete, valid L14.1 request as a Curonian Lagoon fisher would file it: used by the kind's
 * tests, the API suites and the demo. Contact details and the declaration are the engine's.
 */
export const l14_1Example: Record<string, unknown> = {
  fishingPermitNumber: '04260001536',
  gear: [
    {
      type: 'STATOMASIS_TINKLAS',
      quantity: '10',
      colour: 'ZALIA',
      material: 'MONOFILAMENTAS',
      length: '60',
      height: '3.5',
      meshWidth: '40',
      meshHeight: '40',
    },
    {
      type: 'BUCIUKAS',
      quantity: '4',
      colour: 'KITA',
      colourOther: 'Tamsiai žalia su geltonais plūdurais',
      material: 'KITA',
      materialOther: 'Kapronas su metaliniais lankais',
      length: '12.5',
      height: '1.2',
      meshWidth: '22',
      meshHeight: '22',
    },
    {
      type: 'UDA',
      quantity: '2',
      colour: 'BALTA',
      material: 'MULTIFILAMENTAS',
      length: '500',
      hookCount: '200',
    },
  ],
  seals: [{ sealNumber: 'KM-004512', other: 'Plomba pažeista audros metu, keičiama' }],
  pickUpLocation: 'ZUVININKYSTES_TARNYBA',
  responsibleFirstName: 'Tomas',
  responsibleLastName: 'Kazlauskas',
  responsiblePosition: 'Žvejybos vadovas',
};

/** Document types a complete L14.1 request carries. */
export const l14_1ExampleDocuments = ['IRANKIU_IGIJIMAS'];

export { personContactsExample } from '../../parts/contacts-examples.ts';
