/**
 * How the journey writes money, days, periods, species and places (spec §9: money in cents shown
 * with 2 decimals; `yyyy-MM-dd` in Lithuanian, `dd-MM-yyyy` in English). Pure.
 */
import type { FishSpeciesDto, LicenceDto, PaymentMethod } from '../../../../shared/anglers/api-types.ts';
import type { AnglerPeriod } from '../../../../shared/anglers/periods.ts';
import { isKnownMessageId, type Language, type MessageId } from '../../../../shared/i18n/index.ts';
import { formatDay } from '../../../ui/permits/format.ts';

export function day(value: string, language: Language): string {
  return formatDay(value, language);
}

/** `2026-11-21 – 2026-12-04`; a single day once. */
export function dayRange(from: string, until: string, language: Language): string {
  return from === until ? day(from, language) : `${day(from, language)} – ${day(until, language)}`;
}

export function periodLabel(period: AnglerPeriod): MessageId {
  return `angler.period.${period}`;
}

export function paymentMethodLabel(method: PaymentMethod): MessageId {
  return `anglersPurchase.method.${method}`;
}

export function speciesName(species: Pick<FishSpeciesDto, 'nameLt' | 'nameEn'>, language: Language): string {
  return language === 'lt' ? species.nameLt : species.nameEn;
}

export function placeOf(licence: Pick<LicenceDto, 'placeLt' | 'placeEn'>, language: Language): string {
  return language === 'lt' ? licence.placeLt : licence.placeEn;
}

export function conditionsOf(
  licence: Pick<LicenceDto, 'conditionsLt' | 'conditionsEn'>,
  language: Language,
): string {
  return language === 'lt' ? licence.conditionsLt : licence.conditionsEn;
}

/** The municipality's message id (municipalities.po), or null for a code the list does not know. */
export function municipalityId(code: string): MessageId | null {
  const id = `municipality.${code}`;
  return isKnownMessageId(id) ? id : null;
}
