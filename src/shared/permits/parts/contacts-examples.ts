/**
 * Contact details and the declaration (engine/common.ts) as a person and as a company give them:
 * shared by the kinds' examples and tests, so that no kind imports another's example.
 */

/** Contact details and the declaration any person filer adds (engine/common.ts; demo citizen Jonas Jonaitis). */
export const personContactsExample: Record<string, unknown> = {
  contactFirstName: 'Jonas',
  contactLastName: 'Jonaitis',
  contactEmail: 'jonas.jonaitis@example.lt',
  contactPhone: '+37061234567',
  contactAddress: 'Gedimino pr. 9-12, LT-01103 Vilnius',
  infoByEmail: true,
  infoBySms: false,
  declaration: true,
};

/** Contact details and the declaration any company filer adds (engine/common.ts). */
export const companyContactsExample: Record<string, unknown> = {
  contactFirstName: 'Tomas',
  contactLastName: 'Kazlauskas',
  contactPosition: 'Direktorius',
  contactEmail: 'info@baltijos-atliekos.lt',
  contactPhone: '+37061234567',
  contactAddress: 'Minijos g. 180, Klaipėda',
  infoByEmail: true,
  infoBySms: false,
  declaration: true,
};
