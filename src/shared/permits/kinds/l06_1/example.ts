/**
 * A complete, valid L06.1 card's data for a foreigner who gives a birth date: an eel licence on the
 * Curonian Lagoon (the demo catalogue, src/server/demo/fishing.ts), valid from today (the form
 * refuses past dates).
 */
import { todayInLithuania } from '../../../fields/index.ts';

export const l06_1Example: Record<string, unknown> = {
  waterBodyName: 'Kuršių marios',
  waterBodyCode: '30010001',
  species: 'Ungurys (Anguilla anguilla)',
  place: 'Kuršių marios nuo Juodkrantės iki Nidos',
  fishingFrom: `${todayInLithuania().slice(0, 4)}-01-01`,
  fishingTo: `${todayInLithuania().slice(0, 4)}-12-31`,
  amount: 3,
  minSizeCm: 50,
  released: false,
  conditions: 'Žvejoti tik iš kranto, ne daugiau kaip dviem meškerėmis.',
  period: '1',
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
