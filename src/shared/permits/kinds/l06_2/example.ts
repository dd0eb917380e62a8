/**
 * A complete, valid L06.2 purchase by a citizen who wants the ticket number by SMS, valid from today (the form refuses past dates).
 */
import { todayInLithuania } from '../../../fields/index.ts';

export const l06_2Example: Record<string, unknown> = {
  waterBodyCode: '12010001',
  period: '999',
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
