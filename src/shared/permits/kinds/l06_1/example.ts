/**
 * A complete, valid L06.1 purchase by a foreigner who gives a birth date, valid from today (the form refuses past dates).
 */
import { todayInLithuania } from '../../../fields/index.ts';

export const l06_1Example: Record<string, unknown> = {
  waterBodyCode: '12010001',
  period: '3',
  validFrom: todayInLithuania(),
  firstName: 'Jānis',
  lastName: 'Bērziņš',
  citizenship: 'UZSIENIETIS',
  personCodeOrBirthDate: '1979-06-23',
  useEmail: true,
  email: 'janis.berzins@example.lv',
  usePhone: false,
};

/** Angler tickets carry no documents. */
export const l06_1ExampleDocuments: string[] = [];
