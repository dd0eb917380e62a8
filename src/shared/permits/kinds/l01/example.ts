/**
 * A complete, valid L01 application as a resident would file it (bringing two captive-bred
 * Hermann's tortoises home from Germany), and the contact details any person filer adds. The
 * shipment dates lie ahead of today, as spec §5 L01 asks, so they are counted from today.
 */
import { todayInLithuania } from '../../../fields/index.ts';

/** `yyyy-MM-dd` plus a number of days (calendar arithmetic in UTC, no time-zone drift). */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function l01ExampleFor(today: string): Record<string, unknown> {
  return {
    direction: 'IMPORTAS',
    purpose: 'P',
    exportCountry: 'Vokietija',
    partnerName: 'Schildkrötenhof Müller',
    partnerAddress: 'Lindenstraße 12, 04109 Leipzig, Vokietija',
    dateFrom: addDays(today, 14),
    dateTo: addDays(today, 28),
    borderPost: 'Vilniaus oro uostas',
    animals: [
      {
        scientificName: 'Testudo hermanni boettgeri',
        commonName: 'Hermanno vėžlys',
        annex: 'A',
        source: 'C',
        quantity: '2',
        marking: 'Mikroschemos 276098106543210, 276098106543211',
      },
    ],
  };
}

export const l01Example: Record<string, unknown> = l01ExampleFor(todayInLithuania());

/** Contact details and the declaration any person filer adds (engine/common.ts). */
export const personContactsExample: Record<string, unknown> = {
  contactFirstName: 'Jonas',
  contactLastName: 'Jonaitis',
  contactEmail: 'jonas.jonaitis@example.lt',
  contactPhone: '+37061122334',
  contactAddress: 'Laisvės al. 53-7, Kaunas',
  infoByEmail: true,
  infoBySms: true,
  declaration: true,
};

/** Document types a complete L01 submission (an import of live animals) carries. */
export const l01ExampleDocuments = ['KILMES_DOKUMENTAS', 'EKSPORTO_LEIDIMAS', 'SVEIKATOS_SERTIFIKATAS'];
