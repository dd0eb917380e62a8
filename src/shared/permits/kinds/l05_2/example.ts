/**
 * A complete, valid L05.2 purchase by a citizen on a leased lake, valid from today (the form refuses past dates).
 */
import { todayInLithuania } from '../../../fields/index.ts';

export const l05_2Example: Record<string, unknown> = {
  waterBodyCode: '10010110',
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
