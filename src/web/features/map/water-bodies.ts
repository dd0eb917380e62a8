/**
 * What the fishing map says about a water body (issue 5 item 7): which marker it gets, where its
 * purchase actions lead, its municipality's and species' names. Pure, so the list view, the map
 * panel and the tests read the same facts.
 *
 * Spec §8: on a water body that is not leased an angler ticket (L05.1) suffices; a leased one needs
 * an L05.2 permit bought from the leaseholder's offers; limited fishing needs an L06 licence per fish
 * species.
 */
import type { FishSpeciesDto, LicenceDto, WaterBodyDto } from '../../../shared/anglers/api-types.ts';
import type { Language, MessageId } from '../../../shared/i18n/index.ts';
import { MUNICIPALITIES } from '../../../shared/permits/groups/municipalities.ts';

/** The four markers of the map and its legend (a shape each, so colour is never the only cue). */
export const MARKER_KINDS = ['free', 'leased', 'limited', 'leasedLimited'] as const;
export type MarkerKind = (typeof MARKER_KINDS)[number];

export function markerKind(body: Pick<WaterBodyDto, 'leased' | 'limited'>): MarkerKind {
  if (body.leased && body.limited) return 'leasedLimited';
  if (body.leased) return 'leased';
  if (body.limited) return 'limited';
  return 'free';
}

/** The purchase pages (issue 5 item 1) a water body's actions lead to. */
export function permitHref(body: Pick<WaterBodyDto, 'id'>): string {
  return `/paraiskos/l05_2?${new URLSearchParams({ telkinys: body.id })}`;
}

export function licenceHref(licence: Pick<LicenceDto, 'id' | 'kind' | 'waterBodyId'>): string {
  return `/paraiskos/${licence.kind}?${new URLSearchParams({ telkinys: licence.waterBodyId, licencija: licence.id })}`;
}

export const ANGLER_TICKET_HREF = '/paraiskos/l05_1';

export interface PurchaseActions {
  /** L05.2: a leased water body whose leaseholder sells permits now. */
  permit: string | null;
  /** L06: one per licence pool with licences left. */
  licences: { licence: LicenceDto; href: string | null }[];
  /** Neither leased nor limited: the angler ticket is all one needs (spec §8). */
  ticket: string | null;
}

export function purchaseActions(body: WaterBodyDto): PurchaseActions {
  return {
    permit: body.leased && body.offers.length > 0 ? permitHref(body) : null,
    licences: body.licences.map((licence) => ({
      licence,
      href: licence.available > 0 ? licenceHref(licence) : null,
    })),
    ticket: !body.leased && !body.limited ? ANGLER_TICKET_HREF : null,
  };
}

const MUNICIPALITY_LABELS: ReadonlyMap<string, MessageId> = new Map(
  MUNICIPALITIES.map((option) => [option.value, option.label]),
);

/** The municipality's name as a message id, or null for a code the catalogue does not know. */
export function municipalityLabel(code: string): MessageId | null {
  return MUNICIPALITY_LABELS.get(code) ?? null;
}

export function speciesName(species: FishSpeciesDto | undefined, language: Language): string | null {
  if (!species) return null;
  return language === 'lt' ? species.nameLt : species.nameEn;
}

export function licencePlace(licence: LicenceDto, language: Language): string {
  return language === 'lt' ? licence.placeLt : licence.placeEn;
}

export function licenceConditions(licence: LicenceDto, language: Language): string {
  return language === 'lt' ? licence.conditionsLt : licence.conditionsEn;
}

/** Text compared without case or Lithuanian diacritics: "zuvintas" finds "Žuvintas". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('lt');
}

/**
 * Locale-aware order for names (Lithuanian puts "Č" after "C", "Ž" last); `sensitivity: 'base'`
 * so the order does not depend on case.
 */
export function compareNames(language: Language): (a: string, b: string) => number {
  const collator = new Intl.Collator(language === 'lt' ? 'lt' : 'en', { sensitivity: 'base' });
  return (a, b) => collator.compare(a, b);
}
