/**
 * A complete, valid L14.2 notice: two seals and one net lost in a storm on the Curonian Lagoon.
 * `lossDate` is a fixed past day, so the example stays valid whatever day the tests run.
 */
export const l14_2Example: Record<string, unknown> = {
  lossDate: '2026-10-14',
  lossPlace: 'Kuršių marios, ties Ventės ragu',
  circumstances:
    'Per audrą naktį iš spalio 13 į 14 d. nutrūko statomojo tinklo inkaro virvė; tinklas su plombomis nuneštas, paieška nesėkminga.',
  seals: [{ sealNumber: 'KM-004513' }, { sealNumber: 'KM-004514', other: 'Ant nuneštojo tinklo' }],
  gear: [
    {
      type: 'STATOMASIS_TINKLAS',
      quantity: '1',
      colour: 'ZALIA',
      material: 'MONOFILAMENTAS',
      length: '60',
      height: '3.5',
      meshWidth: '40',
      meshHeight: '40',
    },
  ],
  responsibleFirstName: 'Tomas',
  responsibleLastName: 'Kazlauskas',
  responsiblePosition: 'Žvejybos vadovas',
  pickUpLocation: 'AAD_KLAIPEDA',
};

/** A notice needs no documents. */
export const l14_2ExampleDocuments: string[] = [];
