/**
 * "What changes and why" on a change (LEIDIMO_KEITIMAS: a new permit replaces the old one) or an
 * amendment (LEIDIMO_TIKSLINIMAS: the same permit, corrected data) application (spec §2 application
 * types; issue 4 item 10 "change and amend variants"). A new application does not show it.
 *
 * Convention: conditions name fields of the data, and the application's type is not a field a
 * person fills in. The server (and the form engine in the browser) hands the application's type to
 * the validator as the pseudo-field `applicationType` (ValidationContext.applicationType, or
 * `data.applicationType` set before validating), so this condition sees it. It is never stored: no
 * kind lists an `applicationType` field, so the validator drops it from the cleaned data.
 */
import type { ApplicationType, TextareaField } from '../engine/definition.ts';

export const APPLICATION_TYPE_FIELD = 'applicationType';

export const CHANGE_APPLICATION_TYPES: readonly ApplicationType[] = [
  'LEIDIMO_KEITIMAS',
  'LEIDIMO_TIKSLINIMAS',
];

export const changeDescriptionField: TextareaField = {
  type: 'textarea',
  name: 'changeDescription',
  label: 'change.description',
  hint: 'change.description.hint',
  maxLength: 4000,
  when: { field: APPLICATION_TYPE_FIELD, in: CHANGE_APPLICATION_TYPES },
};
