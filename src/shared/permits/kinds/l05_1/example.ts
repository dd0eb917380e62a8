/**
 * A complete, valid L05.1 purchase by a citizen, valid from today (the form refuses past dates).
 */
import { todayInLithuania } from '../../../fields/index.ts';

export const l05_1Example: Record<string, unknown> = {
  period: '2',
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
export const l05_1ExampleDocuments: string[] = [];
