/**
 * A complete, valid L03 application: a company asks to use a fishing area of Lake Asveja for
 * organised recreational fishing. Dates are counted from today, because the form refuses past
 * dates and a decision date more than 30 days ahead.
 */
import { todayInLithuania } from '../../../fields/index.ts';
import { addDays } from '../../parts/dates.ts';

const today = todayInLithuania();

export const l03Example: Record<string, unknown> = {
  waterBodyName: 'Asvejos ežeras',
  waterBodyCode: '10010110',
  municipality: 'MOLETU_R_SAV',
  areaHa: '86.4',
  purpose: 'MEGEJU_ZVEJYBA',
  purposeDescription:
    'Organizuota mėgėjų žvejyba iš valčių ir nuo lieptų, žuvų įžuvinimas lydekų ir starkių jaunikliais.',
  periodFrom: addDays(today, 45),
  periodTo: addDays(today, 45 + 365 * 5),
  accountNumber: '121000011101001000',
  decisionDate: addDays(today, 21),
};

/** Document types a complete L03 application carries (86.4 ha: no research report needed). */
export const l03ExampleDocuments = ['53'];
