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
import type { PermitState } from '../permits/engine/lifecycle.ts';
import type { KindSegment } from '../permits/kind-list.ts';
import type { AnglerPeriod } from './periods.ts';

export const ANGLER_KINDS = ['l05_1', 'l05_2', 'l06_1', 'l06_2'] as const satisfies readonly KindSegment[];
export type AnglerKind = (typeof ANGLER_KINDS)[number];

export function isAnglerKind(value: unknown): value is AnglerKind {
  return typeof value === 'string' && (ANGLER_KINDS as readonly string[]).includes(value);
}

/** The salmon and sea trout card: only the angler may buy it, logged in (ADR 0009). */
export const SALMON_CARD: AnglerKind = 'l06_2';

export interface FishSpeciesDto {
  code: string;
  nameLt: string;
  nameEn: string;
  latin: string;
}

export type WaterBodyType = 'LAKE' | 'RIVER' | 'POND' | 'RESERVOIR' | 'LAGOON';

/** A limited-fishing offer (akcija) of a leased water body: L05.2 permits are bought from these. */
export interface OfferDto {
  id: string;
  waterBodyId: string;
  /** Licence duration, one of the angler periods. */
  period: AnglerPeriod;
  priceCents: number;
  validFrom: string;
  validTo: string;
}

/** A pool of L06 licences for one fish species in one place (spec §3 L06 licence). */
export interface LicenceDto {
  id: string;
  kind: 'l06_1' | 'l06_2';
  waterBodyId: string;
  /** Place within the water body, e.g. a river stretch. */
  placeLt: string;
  placeEn: string;
  speciesCode: string;
  /** One of the angler periods: how long one licence is valid. */
  period: AnglerPeriod;
  /** The season licences may be used in. */
  fishingFrom: string;
  fishingTo: string;
  conditionsLt: string;
  conditionsEn: string;
  /** Fish one licence allows to keep. */
  amount: number;
  minSizeCm: number | null;
  /** Licences left to buy now (total minus sold and reserved). */
  available: number;
  total: number;
  priceCents: number;
  /** Caught fish must be released (catch and release). */
  released: boolean;
}

export interface WaterBodyDto {
  id: string;
  /** Water body register code. */
  code: string;
  oldCode: string | null;
  name: string;
  type: WaterBodyType;
  /** Municipality code (src/shared/permits/groups/municipalities.ts). */
  municipality: string;
  /** Leased to a lessor: fishing needs an L05.2 permit bought from its offers. */
  leased: boolean;
  /** Limited fishing: species need L06 licences. */
  limited: boolean;
  lessorName: string | null;
  /** WGS84, approximate centre. */
  lat: number;
  lon: number;
  areaHa: number | null;
  offers: OfferDto[];
  licences: LicenceDto[];
}

export interface FishingCatalogue {
  waterBodies: WaterBodyDto[];
  species: FishSpeciesDto[];
  /** L05.1 prices per period, cents. */
  ticketPrices: Record<AnglerPeriod, number>;
  smsFeeCents: number;
  /** When the catalogue was read; licence counts change after it. */
  asOf: string;
}

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

export interface Quote {
  kind: AnglerKind;
  validFrom: string;
  validUntil: string;
  period: AnglerPeriod;
  priceCents: number;
  /** SMS fee, 0 for other methods. */
  feeCents: number;
  totalCents: number;
  waterBody: { id: string; name: string } | null;
  species: FishSpeciesDto | null;
}

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

export interface PurchaseCreated {
  id: string;
  /** Proof of the purchase for a browser without a session; kept in the wallet on this device. */
  secret: string;
  /** Where the browser goes to pay (the provider's page). */
  payUrl: string;
  quote: Quote;
}

export type PurchaseState = 'AWAITING_PAYMENT' | 'ISSUED' | 'CANCELLED' | 'EXPIRED';

export interface Receipt {
  number: string;
  amountCents: number;
  paidAt: string;
  method: PaymentMethod;
  /** The receipt PDF (proof document): GET with the purchase proof. */
  proofUrl: string;
}

export interface PurchaseStatus {
  id: string;
  kind: AnglerKind;
  state: PurchaseState;
  quote: Quote;
  /** Paying again after a cancelled bank page (while AWAITING_PAYMENT). */
  payUrl: string | null;
  receipt: Receipt | null;
  ticket: AnglerTicket | null;
}

/** An issued angler permit as the wallet keeps it and the inspector sees it. */
export interface AnglerTicket {
  permitId: string;
  number: string;
  kind: AnglerKind;
  state: PermitState;
  holderName: string;
  /** The QR content: `AL1|number|kind|from|until|initials|keyId|sig` (src/shared/permits/permit-seal.ts). */
  seal: string;
  validFrom: string;
  validUntil: string;
  period: AnglerPeriod;
  waterBody: { id: string; code: string; name: string } | null;
  licence: {
    speciesCode: string;
    speciesLt: string;
    speciesEn: string;
    placeLt: string;
    placeEn: string;
    amount: number;
    minSizeCm: number | null;
  } | null;
  priceCents: number;
  issuedAt: string;
  /** The logged-in holder's PDF address; anonymous wallets use the download form or the purchase proof. */
  downloadUrl: string;
  purchaseId: string;
  /**
   * The permit's security code (src/shared/anglers/security-code.ts; ADR 0015), 8 characters
   * unformatted: the proof of holding it that the download form, the wallet and the catch report ask
   * for. Given only to whoever has proved the permit already.
   */
  securityCode: string;
}

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
