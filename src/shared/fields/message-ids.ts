/**
 * The message id of every validation rule (spec §5). A valibot issue's `message` is one of these ids,
 * never prose; texts live in `locales/{lt,en}/validation.po` and are looked up late, in the reader's
 * language (architecture §3, house style habit 3). `satisfies` keeps the list in step with the catalogs.
 */
import type { MessageId } from '../i18n/catalog.gen.ts';
import { isKnownMessageId } from '../i18n/index.ts';

export const VALIDATION = {
  required: 'validation.required',
  /** Fallback for an issue whose message is not a catalog id (e.g. valibot's own type messages). */
  invalid: 'validation.invalid',
  personCode: 'validation.personCode',
  personCodeFormat: 'validation.personCodeFormat',
  personCodeTooShort: 'validation.personCodeTooShort',
  personCodeTooLong: 'validation.personCodeTooLong',
  personCodeOrBirthDate: 'validation.personCodeOrBirthDate',
  birthDate: 'validation.birthDate',
  companyCode: 'validation.companyCode',
  phone: 'validation.phone',
  postcode: 'validation.postcode',
  email: 'validation.email',
  name: 'validation.name',
  address: 'validation.address',
  dateToAfterFrom: 'validation.dateToAfterFrom',
  dateToNotBeforeFrom: 'validation.dateToNotBeforeFrom',
  money: 'validation.money',
  exactLength: 'validation.exactLength',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  positive: 'validation.positive',
  arrayMin: 'validation.arrayMin',
  digitsOnly: 'validation.digitsOnly',
  invalidDate: 'validation.invalidDate',
  geocode: 'validation.geocode',
  geocodeEmpty: 'validation.geocodeEmpty',
  geocodeDuplicate: 'validation.geocodeDuplicate',
  geocodesMax: 'validation.geocodesMax',
} as const satisfies Record<string, MessageId>;

/** Whether `value` is a message id (of the core, or of a bundle loaded so far). */
export function isMessageId(value: unknown): value is MessageId {
  return isKnownMessageId(value);
}
