/**
 * A complete, valid L05.2 permit's data for a citizen on a leased lake (the demo catalogue's
 * Luodis, src/server/demo/fishing.ts), valid from today (the form refuses past dates).
 */
import { todayInLithuania } from '../../../fields/index.ts';

export const l05_2Example: Record<string, unknown> = {
  waterBodyName: 'Luodis',
  waterBodyCode: '20010014',
  period: '1',
  validFrom: todayInLithuania(),
  firstName: 'Jonas',
  lastName: 'Jonaitis',
  citizenship: 'PILIETIS',
  personCode: '38703181745',
  useEmail: true,
  email: 'jonas.jonaitis@example.lt',
  usePhone: false,
};

/** Angler tickets carry no documents. */
export const l05_2ExampleDocuments: string[] = [];
