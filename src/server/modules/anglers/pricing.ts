/**
 * Pricing a purchase and applying spec §8's rules (issue 5): everything the browser says is
 * re-validated, what was bought is read from the catalogue, and the price is computed here — L05.1
 * from the ticket price list, L05.2 from the lessor's offer, L06 from the licence — plus the SMS fee
 * per permit (ADR 0009). Nothing is written: the purchase does that in its own transaction and
 * checks the licence stock again there.
 */
import { anglerKey, anglerPersonCode } from '../../../shared/anglers/angler-key.ts';
import {
  type AnglerKind,
  type PurchaseRequest,
  type Quote,
  SALMON_CARD,
} from '../../../shared/anglers/api-types.ts';
import {
  type AnglerPeriod,
  anglerValidUntil,
  L05_1_PRICES,
  SMS_FEE_CENTS,
} from '../../../shared/anglers/periods.ts';
import { validatePurchaseRequest } from '../../../shared/anglers/validate.ts';
import { todayInLithuania } from '../../../shared/fields/dates.ts';
import { type Language, type MessageId, type MessageValues, translate } from '../../../shared/i18n/index.ts';
import { VALID_PERMIT_STATES } from '../../../shared/permits/engine/lifecycle.ts';
import { segmentToCode } from '../../../shared/permits/kind-list.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import {
  availableOf,
  type Catalogue,
  type LicenceRow,
  type OfferRow,
  type PromotionRow,
  type SpeciesRow,
  speciesDto,
  type WaterBodyRow,
} from './catalogue.ts';
import { PurchaseRefused } from './refusals.ts';
import { overlappingPermit, unfiledReportNumbers } from './repository.ts';

/** Who is asking: the request's language and the logged-in person, if any. */
export interface Buyer {
  lang: Language;
  /** Personal code of the logged-in person; null for an anonymous visitor. */
  userCode: string | null;
}

/** A purchase request checked against the catalogue and the rules, with its price. */
export interface Priced {
  request: PurchaseRequest;
  kind: AnglerKind;
  period: AnglerPeriod;
  validFrom: string;
  validUntil: string;
  priceCents: number;
  feeCents: number;
  totalCents: number;
  waterBody: WaterBodyRow | null;
  offer: OfferRow | null;
  /** The limited-fishing offer (akcija) whose price this is, recorded on the purchase (ADR 0022). */
  promotion: PromotionRow | null;
  licence: LicenceRow | null;
  species: SpeciesRow | null;
  anglerKey: string;
}

export function fieldError(lang: Language, field: string, id: MessageId, values?: MessageValues): HttpError {
  return new HttpError(400, 'error.validation', undefined, [{ field, message: translate(lang, id, values) }]);
}

export function quoteOf(priced: Priced): Quote {
  return {
    kind: priced.kind,
    validFrom: priced.validFrom,
    validUntil: priced.validUntil,
    period: priced.period,
    priceCents: priced.priceCents,
    feeCents: priced.feeCents,
    totalCents: priced.totalCents,
    waterBody: priced.waterBody ? { id: priced.waterBody.id, name: priced.waterBody.name } : null,
    species: priced.species ? speciesDto(priced.species) : null,
  };
}

/** Annulled permits owe no report: the officer who annulled them decided what is owed. */
export const REPORT_EXEMPT_STATES = ['PANAIKINTAS'];

export function createPricing(deps: { db: Db; catalogue: Catalogue }) {
  const { db, catalogue } = deps;

  /** What is bought and for which days: the offer, the licence, or the L05.1 period. */
  async function bought(request: PurchaseRequest, lang: Language) {
    const { kind, validFrom } = request;
    if (kind === 'l05_1') {
      const period = request.period!;
      return {
        period,
        priceCents: L05_1_PRICES[period],
        waterBody: null,
        offer: null,
        promotion: null,
        licence: null,
        species: null,
      };
    }
    if (kind === 'l05_2') {
      if (!request.offerId) {
        // Spec §8: the water body chosen is not leased → an angler ticket suffices.
        const waterBody = await catalogue.waterBody(db, request.waterBodyId!);
        if (!waterBody) throw fieldError(lang, 'waterBodyId', 'anglers.error.waterBodyNotFound');
        if (!waterBody.leased) throw new PurchaseRefused({ rule: 'notLeased', waterBody: waterBody.name });
        throw fieldError(lang, 'offerId', 'anglers.error.chooseOffer');
      }
      const offer = await catalogue.offer(db, request.offerId);
      const waterBody = offer ? await catalogue.waterBody(db, offer.waterBodyId) : undefined;
      if (!offer || !waterBody) throw fieldError(lang, 'offerId', 'anglers.error.offerNotFound');
      if (request.waterBodyId && request.waterBodyId !== waterBody.id)
        throw fieldError(lang, 'offerId', 'anglers.error.offerWaterBody');
      if (!waterBody.leased) throw new PurchaseRefused({ rule: 'notLeased', waterBody: waterBody.name });
      if (validFrom < offer.validFrom || validFrom > offer.validTo) {
        throw fieldError(lang, 'validFrom', 'anglers.error.offerNotValidOn', {
          from: offer.validFrom,
          to: offer.validTo,
        });
      }
      // A limited-fishing offer running today sells at its price (ADR 0021); the price is copied
      // onto the purchase, so cancelling or changing the offer later never changes a sold permit.
      const promotion = await catalogue.promotion(db, offer);
      return {
        period: offer.period as AnglerPeriod,
        priceCents: promotion ? promotion.priceCents : offer.priceCents,
        waterBody,
        offer,
        promotion: promotion ?? null,
        licence: null,
        species: null,
      };
    }
    const found = await catalogue.licenceForSale(db, request.licenceId!);
    if (!found) throw fieldError(lang, 'licenceId', 'anglers.error.licenceNotFound');
    const { licence, waterBody, species } = found;
    if (licence.kind !== kind)
      throw fieldError(lang, 'licenceId', 'anglers.error.licenceKind', { kind: segmentToCode(licence.kind) });
    const period = licence.period as AnglerPeriod;
    // The whole period must be inside the season, or the angler pays for days they may not fish.
    const until = anglerValidUntil(validFrom, period);
    if (validFrom < licence.fishingFrom || until > licence.fishingTo) {
      throw fieldError(lang, 'validFrom', 'anglers.error.outsideSeason', {
        from: licence.fishingFrom,
        to: licence.fishingTo,
      });
    }
    return {
      period,
      priceCents: licence.priceCents,
      waterBody,
      offer: null,
      promotion: null,
      licence,
      species,
    };
  }

  /**
   * Spec §8 "an existing valid permit for the period blocks a new request": an issued permit in a
   * valid state, of the same kind, for the same angler, whose days overlap the new one's — on the
   * same water body for L05.2, the same water body and species for L06 (an angler may hold an eel
   * and a pike-perch licence on the lagoon at once), anywhere for L05.1 (it is valid everywhere).
   */
  async function existingPermit(priced: Omit<Priced, 'request'>, today: string) {
    return overlappingPermit(db, {
      anglerKey: priced.anglerKey,
      kind: priced.kind,
      validFrom: priced.validFrom,
      validUntil: priced.validUntil,
      waterBodyId: priced.kind !== 'l05_1' && priced.waterBody ? priced.waterBody.id : null,
      speciesCode: priced.species ? priced.species.code : null,
      validStates: VALID_PERMIT_STATES,
      today,
    });
  }

  /**
   * Spec §8 "expired permits with unfilled catch reports block payment": the numbers of the
   * angler's permits that ended before today, owe a catch report (L06) and have none. Applies to
   * every angler purchase: the spec names the rule for L05 and L06 alike.
   */
  async function unfiledReports(key: string, today: string): Promise<string[]> {
    return unfiledReportNumbers(db, key, today, REPORT_EXEMPT_STATES);
  }

  /**
   * Checks and prices a request against the catalogue, without spec §8's angler rules (a purchase
   * applies them in the statement that writes it): 400 with field errors for what the person can
   * fix, PurchaseRefused (409) for the salmon card's and the lease's rules.
   */
  async function product(body: unknown, buyer: Buyer, today = todayInLithuania()): Promise<Priced> {
    const { lang } = buyer;
    // The salmon card is the angler's own, logged in (ADR 0009): say so before anything else.
    const kind = (body as { kind?: unknown } | null)?.kind;
    if (kind === SALMON_CARD && buyer.userCode === null) throw new PurchaseRefused({ rule: 'loginRequired' });
    const checked = validatePurchaseRequest(body, { today });
    if (!checked.ok) {
      throw new HttpError(
        400,
        'error.validation',
        undefined,
        checked.issues.map((issue) => ({
          field: issue.path,
          message: translate(lang, issue.message, issue.values),
        })),
      );
    }
    const request = checked.request;
    if (request.kind === SALMON_CARD) {
      if (buyer.userCode === null) throw new PurchaseRefused({ rule: 'loginRequired' });
      if (anglerPersonCode(request.angler) !== buyer.userCode)
        throw new PurchaseRefused({ rule: 'salmonCardSelfOnly' });
    }

    const what = await bought(request, lang);
    const feeCents = request.paymentMethod === 'SMS' ? SMS_FEE_CENTS : 0;
    return {
      request,
      kind: request.kind,
      ...what,
      validFrom: request.validFrom,
      validUntil: anglerValidUntil(request.validFrom, what.period),
      feeCents,
      totalCents: what.priceCents + feeCents,
      anglerKey: anglerKey(request.angler),
    };
  }

  /** Spec §8's angler rules: PurchaseRefused (409) with the facts for the message. */
  async function enforceRules(priced: Priced, today = todayInLithuania()): Promise<void> {
    const reports = await unfiledReports(priced.anglerKey, today);
    if (reports.length > 0) throw new PurchaseRefused({ rule: 'unfiledReports', numbers: reports });
    const existing = await existingPermit(priced, today);
    if (existing) {
      throw new PurchaseRefused({
        rule: 'existingPermit',
        number: existing.number,
        validFrom: existing.validFrom,
        validUntil: existing.validUntil,
        waterBody: existing.waterBody,
      });
    }
  }

  /**
   * Checks and prices a quote or purchase request: 400 with field errors for what the person can
   * fix, PurchaseRefused (409) for the rules of spec §8.
   */
  async function price(body: unknown, buyer: Buyer, today = todayInLithuania()): Promise<Priced> {
    const priced = await product(body, buyer, today);
    await enforceRules(priced, today);
    if (priced.licence && availableOf(priced.licence) === 0)
      throw new PurchaseRefused({ rule: 'noFreeLicences' });
    return priced;
  }

  return { price, product, enforceRules };
}

export type Pricing = ReturnType<typeof createPricing>;
