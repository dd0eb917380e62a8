/**
 * A complete, valid L06.2 card's data: a one-day salmon licence on the Neris (the demo catalogue,
 * src/server/demo/fishing.ts) for a citizen who wants the permit number by SMS, valid from today
 * (the form refuses past dates).
 */
import { todayInLithuania } from '../../../fields/index.ts';

export const l06_2Example: Record<string, unknown> = {
  waterBodyName: 'Neris',
  waterBodyCode: '12010001',
  species: 'Lašiša (Salmo salar)',
  place: 'Neris nuo Jonavos tilto iki Kulautuvos',
  fishingFrom: `${todayInLithuania().slice(0, 4)}-01-01`,
  fishingTo: `${todayInLithuania().slice(0, 4)}-12-31`,
  amount: 1,
  minSizeCm: 60,
  released: false,
  conditions: 'Sugavus ir pasilikus lašišą, laimikio ataskaitą pateikti per 10 minučių.',
  period: '1',
  validFrom: todayInLithuania(),
  firstName: 'Jonas',
  lastName: 'Jonaitis',
  citizenship: 'PILIETIS',
  personCode: '38703181745',
  useEmail: false,
  usePhone: true,
  phone: '+37061234567',
};

/** Angler tickets carry no documents. */
export const l06_2ExampleDocuments: string[] = [];
