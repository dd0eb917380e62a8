/**
 * A complete, valid L07 application: a research institute's stock assessment fishing in two lakes.
 * Dates are counted from today, because the form refuses past dates.
 */
import { todayInLithuania } from '../../../fields/index.ts';
import { addDays } from '../../parts/dates.ts';

const today = todayInLithuania();

export const l07Example: Record<string, unknown> = {
  purpose: 'ISTEKLIU_VERTINIMAS',
  description:
    'Žuvų išteklių būklės vertinimas kontroliniais tinklais pagal standartinę ežerų žuvų tyrimų metodiką (LST EN 14757).',
  periodFrom: addDays(today, 14),
  periodTo: addDays(today, 120),
  placesGiven: 'SARASAS',
  places: [
    {
      waterBodyName: 'Dusios ežeras',
      municipality: 'LAZDIJU_R_SAV',
      description: 'Šiaurinė ir centrinė dalys',
    },
    { waterBodyName: 'Plateliai', municipality: 'PLUNGES_R_SAV' },
  ],
  objects: [
    { species: 'STARKIS', amount: '150' },
    { species: 'KARSIS', amount: '300' },
    { species: 'KITA', speciesOther: 'Ežerinė stinta', amount: '500' },
  ],
  gear: [
    { type: 'STATOMASIS_TINKLAS', quantity: '8', length: '30', meshSize: '10' },
    { type: 'UDA', quantity: '1', length: '200', hookCount: '100' },
    { type: 'KITAS', typeOther: 'Elektros žvejybos aparatas', quantity: '1' },
  ],
  responsiblePersons: [
    { firstName: 'Ona', lastName: 'Petraitienė', position: 'Vyresnioji mokslo darbuotoja' },
  ],
};

/** Places are listed, so no places document is needed. */
export const l07ExampleDocuments: string[] = [];
