/**
 * The anglers' purchase, payment, download and wallet API (issue 5), shared by the server that
 * answers and the web app that asks. Spec §7 leaves these calls "not shown"; ADR 0009 records them.
 * Money is integer cents; days `yyyy-MM-dd`; timestamps ISO.
 *
 * Every path under /api/public works without login (spec §6: anonymous visitors may buy L05 and
 * L06); with a session the buyer is recorded and the logged-in person's data can be used.
 * Non-GET calls need the anti-forgery header like every other change (the cookie is set for
 * anonymous visitors too).
 *
 *   GET  /api/public/zvejyba/katalogas                      FishingCatalogue (water bodies, offers, licences, species)
 *   POST /api/public/zvejyba/kaina        PurchaseRequest   Quote  (400 field errors; 409 a §8 rule, see PurchaseRefusal)
 *   POST /api/public/zvejyba/pirkimai     PurchaseRequest   201 PurchaseCreated (same answers as /kaina when refused)
 *        header Idempotency-Key (optional, a UUID): a repeat answers the first result
 *   GET  /api/public/zvejyba/pirkimai/:id                   PurchaseStatus
 *        header X-Purchase-Secret (the secret given at creation) or the buyer's session
 *   POST /api/public/zvejyba/pirkimai/:id/atsaukti          PurchaseStatus (cancel an unpaid purchase; same proof)
 *   GET  /api/public/zvejyba/pirkimai/:id/kvitas            application/pdf: the payment receipt (same proof)
 *   POST /api/public/zvejyba/atsisiusti   DownloadRequest   application/pdf of the permit; 404 'download.notFound'
 *        (spec §8 "Permit not found for the given data...") for anything that does not prove the holder:
 *        number + names + security code, or the session of the angler or buyer (ADR 0015); rate-limited
 *        per address (429), failed proofs counted with the other forms' (holder-proof.ts)
 *   POST /api/public/zvejyba/bilietas     DownloadRequest   AnglerTicket (the same proof, for this device's wallet)
 *   GET  /api/v1/zvejyba/bilietai                           AnglerTicket[]: the logged-in person's own tickets
 *        (holder = the person, whoever bought them) and those the person bought for others
 *
 * Payments (architecture §6; the embedded sandbox provider stands in for the bank link):
 *   GET  /api/public/mokejimai/:paymentId/grizimas          the provider sends the browser back here; the server
 *        asks the provider for the status, finalises, and redirects (303) to
 *        /payment-success-notification/{kind}/{purchaseId} or /payment-cancel-notification?pirkimas={purchaseId}
 *   POST /api/public/mokejimai/sandbox/callback             signed server-to-server callback (no anti-forgery;
 *        HMAC-SHA256 in header X-Sandbox-Signature), answers 'SUCCESS' or 'FAILURE'
 *   GET  /sandbox-bankas/mokejimas/:ref                     the sandbox provider's hosted pay page (HTML, lt/en)
 *   POST /sandbox-bankas/mokejimas/:ref/(moketi|atsaukti)   the sandbox page's buttons
 */
import * as v from 'valibot';
import { PERMIT_STATES } from '../permits/engine/lifecycle.ts';
import { ANGLER_KINDS, type AnglerKind } from './kinds.ts';
import { ANGLER_PERIOD_CODES, type AnglerPeriod } from './periods.ts';

export { ANGLER_KINDS, type AnglerKind, isAnglerKind } from './kinds.ts';

/** The salmon and sea trout card: only the angler may buy it, logged in (ADR 0009). */
export const SALMON_CARD: AnglerKind = 'l06_2';

// Answers of the anglers' routes: valibot schemas, declared as the routes' `response`
// (src/server/core/route.ts), with the types inferred from them.

const anglerKind = v.picklist(ANGLER_KINDS);
const period = v.picklist(ANGLER_PERIOD_CODES);

export const fishSpeciesDtoSchema = v.object({
  code: v.string(),
  nameLt: v.string(),
  nameEn: v.string(),
  latin: v.string(),
});
export type FishSpeciesDto = v.InferOutput<typeof fishSpeciesDtoSchema>;

export const WATER_BODY_TYPES = ['LAKE', 'RIVER', 'POND', 'RESERVOIR', 'LAGOON'] as const;
export type WaterBodyType = (typeof WATER_BODY_TYPES)[number];

/** A limited-fishing offer (akcija) of a leased water body: L05.2 permits are bought from these. */
export const offerDtoSchema = v.object({
  id: v.string(),
  waterBodyId: v.string(),
  /** Licence duration, one of the angler periods. */
  period,
  priceCents: v.number(),
  validFrom: v.string(),
  validTo: v.string(),
  /**
   * While a lessor's limited-fishing offer (akcija, ADR 0021) runs for this duration, `priceCents`
   * is its price; these say the lessor's usual price and the offer's last day.
   */
  regularPriceCents: v.optional(v.number()),
  promotionTo: v.optional(v.string()),
});
export type OfferDto = v.InferOutput<typeof offerDtoSchema>;

/** A pool of L06 licences for one fish species in one place (spec §3 L06 licence). */
export const licenceDtoSchema = v.object({
  id: v.string(),
  kind: v.picklist(['l06_1', 'l06_2']),
  waterBodyId: v.string(),
  /** Place within the water body, e.g. a river stretch. */
  placeLt: v.string(),
  placeEn: v.string(),
  speciesCode: v.string(),
  /** One of the angler periods: how long one licence is valid. */
  period,
  /** The season licences may be used in. */
  fishingFrom: v.string(),
  fishingTo: v.string(),
  conditionsLt: v.string(),
  conditionsEn: v.string(),
  /** Fish one licence allows to keep. */
  amount: v.number(),
  minSizeCm: v.nullable(v.number()),
  /** Licences left to buy now (total minus sold and reserved). */
  available: v.number(),
  total: v.number(),
  priceCents: v.number(),
  /** Caught fish must be released (catch and release). */
  released: v.boolean(),
});
export type LicenceDto = v.InferOutput<typeof licenceDtoSchema>;

export const waterBodyDtoSchema = v.object({
  id: v.string(),
  /** Water body register code. */
  code: v.string(),
  oldCode: v.nullable(v.string()),
  name: v.string(),
  type: v.picklist(WATER_BODY_TYPES),
  /** Municipality code (src/shared/permits/groups/municipalities.ts). */
  municipality: v.string(),
  /** Leased to a lessor: fishing needs an L05.2 permit bought from its offers. */
  leased: v.boolean(),
  /** Limited fishing: species need L06 licences. */
  limited: v.boolean(),
  lessorName: v.nullable(v.string()),
  /** WGS84, approximate centre. */
  lat: v.number(),
  lon: v.number(),
  areaHa: v.nullable(v.number()),
  offers: v.array(offerDtoSchema),
  licences: v.array(licenceDtoSchema),
});
export type WaterBodyDto = v.InferOutput<typeof waterBodyDtoSchema>;

export const fishingCatalogueSchema = v.object({
  waterBodies: v.array(waterBodyDtoSchema),
  species: v.array(fishSpeciesDtoSchema),
  /** L05.1 prices per period, cents. */
  ticketPrices: v.object({ '1': v.number(), '2': v.number(), '3': v.number(), '999': v.number() }),
  smsFeeCents: v.number(),
  /** When the catalogue was read; licence counts change after it. */
  asOf: v.string(),
});
export type FishingCatalogue = v.InferOutput<typeof fishingCatalogueSchema>;

export type Citizenship = 'PILIETIS' | 'UZSIENIETIS';

/** The angler the permit is for (spec §3 L05/L06 angler). */
export interface AnglerData {
  firstName: string;
  lastName: string;
  citizenship: Citizenship;
  /** Citizens: person code. */
  personCode?: string;
  /** Foreigners: a Lithuanian person code or a birth date yyyy-mm-dd. */
  personCodeOrBirthDate?: string;
  useEmail: boolean;
  email?: string;
  usePhone: boolean;
  phone?: string;
}

export type PaymentMethod = 'BANK' | 'CARD' | 'SMS';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['BANK', 'CARD', 'SMS'];

export interface PurchaseRequest {
  kind: AnglerKind;
  /** L05.2: the offer bought (its water body and period follow from it). */
  offerId?: string;
  /** L06.1/L06.2: the licence bought (water body, species, period follow from it). */
  licenceId?: string;
  /** L05.2: the water body chosen, to say "not leased, an angler ticket suffices" (spec §8). */
  waterBodyId?: string;
  /** L05.1: the period; L05.2/L06 take it from the offer or licence. */
  period?: AnglerPeriod;
  /** Not in the past (Lithuanian time). */
  validFrom: string;
  angler: AnglerData;
  paymentMethod: PaymentMethod;
}

export const quoteSchema = v.object({
  kind: anglerKind,
  validFrom: v.string(),
  validUntil: v.string(),
  period,
  priceCents: v.number(),
  /** SMS fee, 0 for other methods. */
  feeCents: v.number(),
  totalCents: v.number(),
  waterBody: v.nullable(v.object({ id: v.string(), name: v.string() })),
  species: v.nullable(fishSpeciesDtoSchema),
});
export type Quote = v.InferOutput<typeof quoteSchema>;

/**
 * A spec §8 rule refused the purchase (HTTP 409, body `{ message, refusal }` where `message` is the
 * translated text and `refusal` says which rule with its facts).
 */
export type PurchaseRefusal =
  | {
      rule: 'existingPermit';
      number: string;
      validFrom: string;
      validUntil: string;
      waterBody: string | null;
    }
  | { rule: 'noFreeLicences' }
  | { rule: 'unfiledReports'; numbers: string[] }
  | { rule: 'notLeased'; waterBody: string }
  | { rule: 'salmonCardSelfOnly' }
  | { rule: 'loginRequired' };

export const purchaseCreatedSchema = v.object({
  id: v.string(),
  /** Proof of the purchase for a browser without a session; kept in the wallet on this device. */
  secret: v.string(),
  /** Where the browser goes to pay (the provider's page). */
  payUrl: v.string(),
  quote: quoteSchema,
});
export type PurchaseCreated = v.InferOutput<typeof purchaseCreatedSchema>;

export const PURCHASE_STATES = ['AWAITING_PAYMENT', 'ISSUED', 'CANCELLED', 'EXPIRED'] as const;
export type PurchaseState = (typeof PURCHASE_STATES)[number];

export const receiptSchema = v.object({
  number: v.string(),
  amountCents: v.number(),
  paidAt: v.string(),
  method: v.picklist(['BANK', 'CARD', 'SMS']),
  /** The receipt PDF (proof document): GET with the purchase proof. */
  proofUrl: v.string(),
});
export type Receipt = v.InferOutput<typeof receiptSchema>;

/** An issued angler permit as the wallet keeps it and the inspector sees it. */
export const anglerTicketSchema = v.object({
  permitId: v.string(),
  number: v.string(),
  kind: anglerKind,
  state: v.picklist(PERMIT_STATES),
  holderName: v.string(),
  /** The QR content: `AL1|number|kind|from|until|initials|keyId|sig` (src/shared/permits/permit-seal.ts). */
  seal: v.string(),
  validFrom: v.string(),
  validUntil: v.string(),
  period,
  waterBody: v.nullable(v.object({ id: v.string(), code: v.string(), name: v.string() })),
  licence: v.nullable(
    v.object({
      speciesCode: v.string(),
      speciesLt: v.string(),
      speciesEn: v.string(),
      placeLt: v.string(),
      placeEn: v.string(),
      amount: v.number(),
      minSizeCm: v.nullable(v.number()),
    }),
  ),
  priceCents: v.number(),
  issuedAt: v.string(),
  /** The logged-in holder's PDF address; anonymous wallets use the download form or the purchase proof. */
  downloadUrl: v.string(),
  purchaseId: v.string(),
  /**
   * The permit's security code (src/shared/anglers/security-code.ts; ADR 0015), 8 characters
   * unformatted: the proof of holding it that the download form, the wallet and the catch report ask
   * for. Given only to whoever has proved the permit already.
   */
  securityCode: v.string(),
});
export type AnglerTicket = v.InferOutput<typeof anglerTicketSchema>;

export const purchaseStatusSchema = v.object({
  id: v.string(),
  kind: anglerKind,
  state: v.picklist(PURCHASE_STATES),
  quote: quoteSchema,
  /** Paying again after a cancelled bank page (while AWAITING_PAYMENT). */
  payUrl: v.nullable(v.string()),
  receipt: v.nullable(receiptSchema),
  ticket: v.nullable(anglerTicketSchema),
});
export type PurchaseStatus = v.InferOutput<typeof purchaseStatusSchema>;

export interface DownloadRequest {
  kind: AnglerKind;
  /** Digits only (spec §5). */
  number: string;
  firstName: string;
  lastName: string;
  /**
   * The security code printed on the ticket (ADR 0015); may be left out by a logged-in angler or
   * buyer of the permit.
   */
  securityCode?: string;
}
