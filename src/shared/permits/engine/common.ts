/**
 * Parts every form shares, added by the engine so that no kind can forget them: the contact
 * details step (spec §3 Contact details, prefilled from the profile) and the responsibility
 * declaration on the check-your-answers step (spec §5: "must be ticked on all forms").
 */
import type { FieldDef, Filer, StepDef } from './definition.ts';

export const DECLARATION_FIELD = 'declaration';
export const CONTACT_STEP_ID = 'contacts';
export const REVIEW_STEP_ID = 'review';

/** Contact data fields, named as the profile names them where they overlap (spec §3 ContactInfo). */
export function contactStep(filer: Filer): StepDef {
  const fields: FieldDef[] = [
    { type: 'name', name: 'contactFirstName', label: 'engine.field.contactFirstName', width: 'half' },
    { type: 'name', name: 'contactLastName', label: 'engine.field.contactLastName', width: 'half' },
    ...(filer === 'company'
      ? [
          {
            type: 'text',
            name: 'contactPosition',
            label: 'engine.field.contactPosition',
            maxLength: 100,
          } as const,
        ]
      : []),
    { type: 'email', name: 'contactEmail', label: 'engine.field.contactEmail', width: 'half' },
    {
      type: 'phone',
      name: 'contactPhone',
      label: 'engine.field.contactPhone',
      hint: 'engine.field.contactPhone.hint',
      width: 'half',
    },
    { type: 'address', name: 'contactAddress', label: 'engine.field.contactAddress' },
    { type: 'checkbox', name: 'infoByEmail', label: 'engine.field.infoByEmail' },
    { type: 'checkbox', name: 'infoBySms', label: 'engine.field.infoBySms' },
  ];
  return {
    id: CONTACT_STEP_ID,
    title: 'engine.step.contacts',
    description: 'engine.step.contacts.description',
    fields,
  };
}
