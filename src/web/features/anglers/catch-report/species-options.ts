/**
 * The species a report may name. A card in the wallet names its licence's species, and only that
 * one is offered. A permit typed by number is not known on the phone: the species of every L06
 * licence pool in the public catalogue are offered (the service worker keeps its last answer, so
 * the list is there offline once seen), and the server tells if the card is for another.
 */
import { useQuery } from '@tanstack/react-query';
import type { FishingCatalogue } from '../../../../shared/anglers/api-types.ts';
import type { Language } from '../../../../shared/i18n/index.ts';
import { catalogueQuery, selectCatalogue } from '../catalogue-query.ts';
import type { WalletTicket } from '../wallet/wallet-db.ts';

export interface SpeciesOption {
  code: string;
  nameLt: string;
  nameEn: string;
}

export function speciesName(option: Pick<SpeciesOption, 'nameLt' | 'nameEn'>, language: Language): string {
  return language === 'lt' ? option.nameLt : option.nameEn;
}

/** The card's licence species, or nothing for a ticket without a licence. */
export function ticketSpecies(ticket: WalletTicket): SpeciesOption[] {
  const licence = ticket.licence;
  return licence ? [{ code: licence.speciesCode, nameLt: licence.speciesLt, nameEn: licence.speciesEn }] : [];
}

/** Species that L06 licences are sold for, by name in the person's language. */
export function cardSpecies(catalogue: FishingCatalogue, language: Language): SpeciesOption[] {
  const codes = new Set(
    catalogue.waterBodies.flatMap((body) => body.licences.map((licence) => licence.speciesCode)),
  );
  return catalogue.species
    .filter((species) => codes.has(species.code))
    .map(({ code, nameLt, nameEn }) => ({ code, nameLt, nameEn }))
    .sort((a, b) => speciesName(a, language).localeCompare(speciesName(b, language), language));
}

/**
 * The catalogue, for a permit typed by number: the query the map and the purchase journey use, so
 * an answer one of them has already brought is used here too. The form says what is missing itself
 * ("open once with a connection").
 */
export function useCatalogue(enabled: boolean) {
  return useQuery({ ...catalogueQuery(), select: selectCatalogue, enabled });
}
