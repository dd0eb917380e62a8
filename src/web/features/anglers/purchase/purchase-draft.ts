/**
 * The angler's purchase journey as data (issue 5 item 1): which screens each kind asks, what a
 * screen needs before the person may go on, and the request the answers make. Pure, so the rules
 * are unit-tested and the screens only show them.
 *
 * Screens, one question each (phone first), named in the address (`?zingsnis=`) so Back works:
 * - L05.1 angler ticket: period → valid from → angler → check and pay;
 * - L05.2 fishing permit: water body (leased) → the lessor's offer → valid from → angler → check;
 * - L06.1/L06.2 fishing card: water body (with licences of the kind) → species licence → valid
 *   from → angler → check.
 *
 * The field rules are the shared ones (src/shared/fields, spec §5), so the browser says what the
 * server would; the server checks everything again and its answer wins (house style habit 2). The
 * angler screen is the permit kinds' own angler step (`ANGLER_STEP`) on the step form, checked by
 * the engine as every kind's step is (`engineStep`, ADR 0039).
 */
import {
  type AnglerData,
  type AnglerKind,
  type Citizenship,
  type FishingCatalogue,
  type LicenceDto,
  type OfferDto,
  type PaymentMethod,
  type PurchaseRequest,
  SALMON_CARD,
  type WaterBodyDto,
} from '../../../../shared/anglers/api-types.ts';
import { type AnglerPeriod, anglerValidUntil, isAnglerPeriod } from '../../../../shared/anglers/periods.ts';
import { validatePurchaseRequest } from '../../../../shared/anglers/validate.ts';
import { isValidIsoDate, normalizePhone } from '../../../../shared/fields/index.ts';
import type { MessageId, MessageValues } from '../../../../shared/i18n/index.ts';
import { ANGLER_STEP } from '../../../../shared/permits/parts/angler.ts';
import { engineStep } from '../../../platform/forms/engine-step.ts';
import type { FormStep } from '../../../platform/forms/step-form.ts';
import { type StepId, stepsFor } from './purchase-screens.ts';

export {
  LICENCE_PARAM,
  STEP_PARAM,
  type StepId,
  stepsFor,
  WATER_BODY_PARAM,
} from './purchase-screens.ts';

export function isL06(kind: AnglerKind): kind is 'l06_1' | 'l06_2' {
  return kind === 'l06_1' || kind === 'l06_2';
}

/** What the person typed about the angler, kept as typed (strings) until the request is made. */
export interface AnglerInput {
  firstName: string;
  lastName: string;
  citizenship: Citizenship | '';
  personCode: string;
  personCodeOrBirthDate: string;
  useEmail: boolean;
  email: string;
  usePhone: boolean;
  phone: string;
}

export type ForWhom = 'self' | 'other';

export interface PurchaseDraft {
  /** Bumped when the shape changes; an older draft is dropped, never misread. */
  version: 1;
  waterBodyId: string | null;
  offerId: string | null;
  licenceId: string | null;
  /** L05.1 only: L05.2 and L06 take the period from the offer or the licence. */
  period: AnglerPeriod | null;
  validFrom: string;
  /** Logged-in people choose; anonymous visitors buy for whoever they name. */
  forWhom: ForWhom | null;
  angler: AnglerInput;
  paymentMethod: PaymentMethod;
}

export const DRAFT_VERSION = 1;

export function emptyDraft(today: string): PurchaseDraft {
  return {
    version: DRAFT_VERSION,
    waterBodyId: null,
    offerId: null,
    licenceId: null,
    period: null,
    validFrom: today,
    forWhom: null,
    angler: {
      firstName: '',
      lastName: '',
      citizenship: '',
      personCode: '',
      personCodeOrBirthDate: '',
      useEmail: false,
      email: '',
      usePhone: false,
      phone: '',
    },
    paymentMethod: 'BANK',
  };
}

/** The logged-in person, from the gateway (names, code) and their profile (contacts). */
export interface SelfPerson {
  firstName: string;
  lastName: string;
  personCode: string;
  email: string | null;
  phone: string | null;
}

export interface DraftContext {
  catalogue: FishingCatalogue;
  /** Today in Lithuania, `yyyy-MM-dd`. */
  today: string;
  self: SelfPerson | null;
}

/** One problem on a screen: the element it concerns and its message (translated late). */
export interface StepError {
  field: string;
  message: MessageId;
  values?: MessageValues;
}

/** Element ids of the journey's inputs; error summary links land on them. */
export const FIELD_IDS = {
  waterBody: 'ap-waterBody',
  offer: 'ap-offer',
  licence: 'ap-licence',
  period: 'ap-period',
  validFrom: 'ap-validFrom',
  forWhom: 'ap-forWhom',
  firstName: 'ap-firstName',
  lastName: 'ap-lastName',
  citizenship: 'ap-citizenship',
  personCode: 'ap-personCode',
  personCodeOrBirthDate: 'ap-personCodeOrBirthDate',
  email: 'ap-email',
  phone: 'ap-phone',
  paymentMethod: 'ap-paymentMethod',
} as const;

/**
 * What each field is called: the error summary writes "Label: message" for the shared rules'
 * short messages ("Required"), as the form engine's summary does.
 */
export const FIELD_LABELS: Readonly<Record<string, MessageId>> = {
  [FIELD_IDS.waterBody]: 'anglersPurchase.waterBody',
  [FIELD_IDS.offer]: 'anglersPurchase.offer',
  [FIELD_IDS.licence]: 'anglersPurchase.licence',
  [FIELD_IDS.period]: 'anglersPurchase.period',
  [FIELD_IDS.validFrom]: 'angler.validFrom',
  [FIELD_IDS.forWhom]: 'anglersPurchase.angler.forWhom',
  [FIELD_IDS.firstName]: 'angler.firstName',
  [FIELD_IDS.lastName]: 'angler.lastName',
  [FIELD_IDS.citizenship]: 'angler.citizenship',
  [FIELD_IDS.personCode]: 'angler.personCode',
  [FIELD_IDS.personCodeOrBirthDate]: 'angler.personCodeOrBirthDate',
  [FIELD_IDS.email]: 'angler.email',
  [FIELD_IDS.phone]: 'angler.phone',
  [FIELD_IDS.paymentMethod]: 'anglersPurchase.method',
};

// --- the catalogue as the journey reads it -------------------------------------------------------

export function findWaterBody(catalogue: FishingCatalogue, id: string | null): WaterBodyDto | undefined {
  return id ? catalogue.waterBodies.find((body) => body.id === id) : undefined;
}

export function findOffer(catalogue: FishingCatalogue, id: string | null): OfferDto | undefined {
  if (!id) return undefined;
  for (const body of catalogue.waterBodies) {
    const offer = body.offers.find((candidate) => candidate.id === id);
    if (offer) return offer;
  }
  return undefined;
}

export function findLicence(catalogue: FishingCatalogue, id: string | null): LicenceDto | undefined {
  if (!id) return undefined;
  for (const body of catalogue.waterBodies) {
    const licence = body.licences.find((candidate) => candidate.id === id);
    if (licence) return licence;
  }
  return undefined;
}

export function licencesOfKind(body: WaterBodyDto, kind: AnglerKind): LicenceDto[] {
  return body.licences.filter((licence) => licence.kind === kind);
}

/** The water bodies a kind's first screen offers: L05.2 every one (a non-leased one is explained), L06 those with its licences. */
export function waterBodiesFor(kind: AnglerKind, catalogue: FishingCatalogue): WaterBodyDto[] {
  const bodies = isL06(kind)
    ? catalogue.waterBodies.filter((body) => licencesOfKind(body, kind).length > 0)
    : [...catalogue.waterBodies];
  // Leased water bodies with offers first for L05.2: they are what the person came for.
  const rank = (body: WaterBodyDto) =>
    kind === 'l05_2' ? (body.leased && body.offers.length > 0 ? 0 : 1) : 0;
  return bodies.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'lt'));
}

/** Case- and accent-insensitive: "zuvintas" finds "Žuvintas". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('lt');
}

/** Water bodies whose name, code or municipality (as shown) contains the query. */
export function searchWaterBodies(
  bodies: readonly WaterBodyDto[],
  query: string,
  municipalityName: (code: string) => string,
): WaterBodyDto[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...bodies];
  return bodies.filter((body) => {
    const haystack = foldText(`${body.name} ${body.code} ${municipalityName(body.municipality)}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** L05.2 on a water body that is not leased: spec §8 says an angler ticket (L05.1) suffices. */
export function isNotLeasedChoice(
  kind: AnglerKind,
  draft: PurchaseDraft,
  catalogue: FishingCatalogue,
): boolean {
  if (kind !== 'l05_2') return false;
  const body = findWaterBody(catalogue, draft.waterBodyId);
  return !!body && !body.leased;
}

/** The period bought: the L05.1 choice, else the offer's or the licence's. */
export function periodOf(
  kind: AnglerKind,
  draft: PurchaseDraft,
  catalogue: FishingCatalogue,
): AnglerPeriod | null {
  if (kind === 'l05_1') return draft.period;
  if (kind === 'l05_2') return findOffer(catalogue, draft.offerId)?.period ?? null;
  return findLicence(catalogue, draft.licenceId)?.period ?? null;
}

/** The last valid day, as the server will compute it (periods.ts), or null until both are known. */
export function validUntilOf(
  kind: AnglerKind,
  draft: PurchaseDraft,
  catalogue: FishingCatalogue,
): string | null {
  const period = periodOf(kind, draft, catalogue);
  if (!period || !isValidIsoDate(draft.validFrom)) return null;
  return anglerValidUntil(draft.validFrom, period);
}

// --- who the permit is for ------------------------------------------------------------------------

export type AnglerMode = 'self' | 'other' | 'loginRequired' | 'undecided';

/**
 * The salmon card (L06.2) is for the logged-in angler only (ADR 0009): anonymous visitors must log
 * in and nobody chooses "someone else". Other kinds: logged-in people choose, anonymous visitors
 * name the angler.
 */
export function anglerMode(kind: AnglerKind, draft: PurchaseDraft, self: SelfPerson | null): AnglerMode {
  if (kind === SALMON_CARD) return self ? 'self' : 'loginRequired';
  if (!self) return 'other';
  return draft.forWhom ?? 'undecided';
}

/** Whether the person may choose between buying for themselves and for someone else. */
export function offersForWhom(kind: AnglerKind, self: SelfPerson | null): boolean {
  return !!self && kind !== SALMON_CARD;
}

/** Contacts of the logged-in person to start from, when they buy for themselves and typed none yet. */
export function withSelfContacts(draft: PurchaseDraft, self: SelfPerson): PurchaseDraft {
  const angler = { ...draft.angler };
  if (!angler.email && self.email) angler.email = self.email;
  if (!angler.phone && self.phone) angler.phone = self.phone;
  return { ...draft, angler };
}

// --- what each screen needs -------------------------------------------------------------------------

/**
 * The shared request rules (src/shared/anglers/validate.ts, the server's own) on the answers so
 * far, kept to the fields `step` asks: the browser says what the server would.
 */
function sharedIssues(
  kind: AnglerKind,
  step: StepId,
  draft: PurchaseDraft,
  context: DraftContext,
): StepError[] {
  const result = validatePurchaseRequest(toPurchaseRequest(kind, draft, context.self), {
    today: context.today,
  });
  if (result.ok) return [];
  return result.issues.flatMap((issue): StepError[] => {
    const target = fieldOfServerPath(kind, issue.path);
    if (!target || target.step !== step) return [];
    return [
      issue.values
        ? { field: target.field, message: issue.message, values: issue.values }
        : { field: target.field, message: issue.message },
    ];
  });
}

/**
 * The angler screen: first whom the permit is for (the journey's own question), then the angler's
 * data as the kinds' `ANGLER_STEP` checks them through the engine (`engineStep`), the same walker
 * that `validatePurchaseRequest` runs on the server, on the data the request would carry. Its
 * fields' messages land on the screen's elements (`useEmail` on the e-mail field).
 */
function anglerErrors(kind: AnglerKind, draft: PurchaseDraft, context: DraftContext): StepError[] {
  const mode = anglerMode(kind, draft, context.self);
  if (mode === 'loginRequired')
    return [{ field: FIELD_IDS.forWhom, message: 'anglersPurchase.angler.loginRequired' }];
  if (mode === 'undecided')
    return [{ field: FIELD_IDS.forWhom, message: 'anglersPurchase.angler.forWhom.required' }];
  const angler = engineStep(ANGLER_STEP, { today: context.today });
  return angler.check({ ...anglerData(kind, draft, context.self) }).flatMap((issue): StepError[] => {
    const field = ANGLER_ELEMENTS[issue.field];
    if (!field) return [];
    return [
      issue.values
        ? { field, message: issue.message, values: issue.values }
        : { field, message: issue.message },
    ];
  });
}

/**
 * The start day against what was chosen, as the server checks it (pricing.ts, same messages): an
 * L05.2 offer is sold for days within its dates; an L06 licence's whole period must fall within
 * its fishing season, or the angler would pay for days they may not fish.
 */
function rangeIssues(kind: AnglerKind, draft: PurchaseDraft, catalogue: FishingCatalogue): StepError[] {
  const from = draft.validFrom.trim();
  if (kind === 'l05_2') {
    const offer = findOffer(catalogue, draft.offerId);
    if (offer && (from < offer.validFrom || from > offer.validTo))
      return [
        {
          field: FIELD_IDS.validFrom,
          message: 'anglers.error.offerNotValidOn',
          values: { from: offer.validFrom, to: offer.validTo },
        },
      ];
  }
  if (isL06(kind)) {
    const licence = findLicence(catalogue, draft.licenceId);
    if (licence && (from < licence.fishingFrom || anglerValidUntil(from, licence.period) > licence.fishingTo))
      return [
        {
          field: FIELD_IDS.validFrom,
          message: 'anglers.error.outsideSeason',
          values: { from: licence.fishingFrom, to: licence.fishingTo },
        },
      ];
  }
  return [];
}

/** The first day the chosen offer or licence can start on (today for an angler ticket). */
export function earliestStart(
  kind: AnglerKind,
  draft: PurchaseDraft,
  catalogue: FishingCatalogue,
  today: string,
): string {
  const opens =
    kind === 'l05_2'
      ? findOffer(catalogue, draft.offerId)?.validFrom
      : isL06(kind)
        ? findLicence(catalogue, draft.licenceId)?.fishingFrom
        : undefined;
  return opens && opens > today ? opens : today;
}

/** A start day before the chosen offer or season opens moves to its first day (the person may still change it). */
export function withStartInRange(
  kind: AnglerKind,
  draft: PurchaseDraft,
  catalogue: FishingCatalogue,
  today: string,
): PurchaseDraft {
  const earliest = earliestStart(kind, draft, catalogue, today);
  return draft.validFrom < earliest ? { ...draft, validFrom: earliest } : draft;
}

/** The problems that keep the person on `step`; empty when they may go on. */
export function stepErrors(
  kind: AnglerKind,
  step: StepId,
  draft: PurchaseDraft,
  context: DraftContext,
): StepError[] {
  const { catalogue } = context;
  switch (step) {
    case 'vieta': {
      const body = findWaterBody(catalogue, draft.waterBodyId);
      if (!body) return [{ field: FIELD_IDS.waterBody, message: 'anglersPurchase.waterBody.required' }];
      if (isNotLeasedChoice(kind, draft, catalogue))
        return [
          {
            field: FIELD_IDS.waterBody,
            message: 'anglersPurchase.waterBody.notLeased',
            values: { name: body.name },
          },
        ];
      if (kind === 'l05_2' && body.offers.length === 0)
        return [
          {
            field: FIELD_IDS.waterBody,
            message: 'anglersPurchase.waterBody.noOffers',
            values: { name: body.name },
          },
        ];
      if (isL06(kind) && licencesOfKind(body, kind).length === 0)
        return [
          {
            field: FIELD_IDS.waterBody,
            message: 'anglersPurchase.waterBody.noLicences',
            values: { name: body.name },
          },
        ];
      return [];
    }
    case 'pasiulymas': {
      const offer = findOffer(catalogue, draft.offerId);
      if (!offer || offer.waterBodyId !== draft.waterBodyId)
        return [{ field: FIELD_IDS.offer, message: 'anglersPurchase.offer.required' }];
      return [];
    }
    case 'licencija': {
      const licence = findLicence(catalogue, draft.licenceId);
      if (!licence || licence.waterBodyId !== draft.waterBodyId || licence.kind !== kind)
        return [{ field: FIELD_IDS.licence, message: 'anglersPurchase.licence.required' }];
      if (licence.available <= 0)
        return [{ field: FIELD_IDS.licence, message: 'anglersPurchase.licence.noneLeft' }];
      return [];
    }
    case 'laikotarpis':
      return isAnglerPeriod(draft.period)
        ? []
        : [{ field: FIELD_IDS.period, message: 'anglersPurchase.period.required' }];
    case 'pradzia': {
      const shared = sharedIssues(kind, 'pradzia', draft, context);
      return shared.length > 0 ? shared : rangeIssues(kind, draft, catalogue);
    }
    case 'zvejys':
      return anglerErrors(kind, draft, context);
    case 'perziura':
      return [];
  }
}

/** The element that asks each of `ANGLER_STEP`'s fields: a use flag's messages go to its contact's field. */
const ANGLER_ELEMENTS: Readonly<Record<string, string>> = {
  firstName: FIELD_IDS.firstName,
  lastName: FIELD_IDS.lastName,
  citizenship: FIELD_IDS.citizenship,
  personCode: FIELD_IDS.personCode,
  personCodeOrBirthDate: FIELD_IDS.personCodeOrBirthDate,
  useEmail: FIELD_IDS.email,
  email: FIELD_IDS.email,
  usePhone: FIELD_IDS.phone,
  phone: FIELD_IDS.phone,
};

/** The elements each screen asks (FIELD_IDS), in the screen's order. */
const STEP_FIELDS: Readonly<Record<StepId, readonly string[]>> = {
  vieta: [FIELD_IDS.waterBody],
  pasiulymas: [FIELD_IDS.offer],
  licencija: [FIELD_IDS.licence],
  laikotarpis: [FIELD_IDS.period],
  pradzia: [FIELD_IDS.validFrom],
  // Whom for, then ANGLER_STEP's fields in its order, each once.
  zvejys: [
    FIELD_IDS.forWhom,
    ...new Set(ANGLER_STEP.fields.flatMap((field) => ANGLER_ELEMENTS[field.name] ?? [])),
  ],
  perziura: [FIELD_IDS.paymentMethod],
};

/**
 * The journey as steps of the step form (ADR 0039): each screen with its fields and `stepErrors`
 * as its check. Without the catalogue (still loading) nothing can be checked, and no screen with a
 * Continue is shown.
 */
export function purchaseSteps(kind: AnglerKind, context: DraftContext | null): FormStep<PurchaseDraft>[] {
  return stepsFor(kind).map((id) => ({
    id,
    fields: STEP_FIELDS[id],
    check: (draft) => (context ? stepErrors(kind, id, draft, context) : []),
  }));
}

/** The first screen before `step` that is not answered yet (a reload or a deep link skipped it), or null. */
export function firstUnansweredBefore(
  kind: AnglerKind,
  step: StepId,
  draft: PurchaseDraft,
  context: DraftContext,
): StepId | null {
  for (const earlier of stepsFor(kind)) {
    if (earlier === step) return null;
    if (stepErrors(kind, earlier, draft, context).length > 0) return earlier;
  }
  return null;
}

/**
 * What a deep link preselects: `?telkinys=` a water body (the map), `?licencija=` an L06 licence
 * (its water body too). Returns the changed draft and the screen to open, or null when the link
 * names nothing this kind sells.
 */
export function applyPreselection(
  kind: AnglerKind,
  draft: PurchaseDraft,
  catalogue: FishingCatalogue,
  params: { waterBodyId: string | null; licenceId: string | null },
  today: string,
): { draft: PurchaseDraft; step: StepId } | null {
  if (isL06(kind) && params.licenceId) {
    const licence = findLicence(catalogue, params.licenceId);
    if (licence && licence.kind === kind)
      return {
        draft: withStartInRange(
          kind,
          { ...draft, waterBodyId: licence.waterBodyId, licenceId: licence.id },
          catalogue,
          today,
        ),
        step: licence.available > 0 ? 'pradzia' : 'licencija',
      };
  }
  if (kind !== 'l05_1' && params.waterBodyId) {
    const body = findWaterBody(catalogue, params.waterBodyId);
    if (body) {
      const changed = body.id !== draft.waterBodyId;
      const next: PurchaseDraft = changed
        ? { ...draft, waterBodyId: body.id, offerId: null, licenceId: null }
        : draft;
      const usable = stepErrors(kind, 'vieta', next, { catalogue, today: '', self: null }).length === 0;
      return { draft: next, step: usable ? (kind === 'l05_2' ? 'pasiulymas' : 'licencija') : 'vieta' };
    }
  }
  return null;
}

/** Choosing another water body drops an offer or licence of the previous one. */
export function chooseWaterBody(draft: PurchaseDraft, waterBodyId: string): PurchaseDraft {
  if (draft.waterBodyId === waterBodyId) return draft;
  return { ...draft, waterBodyId, offerId: null, licenceId: null };
}

// --- the request ------------------------------------------------------------------------------------

/** The phone in its stored form when it can be read (`8 612 34567` → `+37061234567`), else as typed. */
function phoneValue(typed: string): string {
  return normalizePhone(typed) ?? typed.trim();
}

function anglerData(kind: AnglerKind, draft: PurchaseDraft, self: SelfPerson | null): AnglerData {
  const typed = draft.angler;
  const contacts = {
    useEmail: typed.useEmail,
    ...(typed.useEmail ? { email: typed.email.trim() } : {}),
    usePhone: typed.usePhone,
    ...(typed.usePhone ? { phone: phoneValue(typed.phone) } : {}),
  };
  if (anglerMode(kind, draft, self) === 'self' && self) {
    return {
      firstName: self.firstName,
      lastName: self.lastName,
      citizenship: 'PILIETIS',
      personCode: self.personCode,
      ...contacts,
    };
  }
  // Not chosen yet stays unchosen (the validator says "Required"); the request is sent only once chosen.
  const citizenship = typed.citizenship as Citizenship;
  return {
    firstName: typed.firstName.trim().normalize('NFC'),
    lastName: typed.lastName.trim().normalize('NFC'),
    citizenship,
    ...(citizenship === 'PILIETIS' ? { personCode: typed.personCode.trim() } : {}),
    ...(citizenship === 'UZSIENIETIS' ? { personCodeOrBirthDate: typed.personCodeOrBirthDate.trim() } : {}),
    ...contacts,
  };
}

/** The purchase request the answers make (`POST /api/public/zvejyba/kaina` and `/pirkimai`). */
export function toPurchaseRequest(
  kind: AnglerKind,
  draft: PurchaseDraft,
  self: SelfPerson | null,
): PurchaseRequest {
  const request: PurchaseRequest = {
    kind,
    validFrom: draft.validFrom.trim(),
    angler: anglerData(kind, draft, self),
    paymentMethod: draft.paymentMethod,
  };
  if (kind === 'l05_1' && draft.period) request.period = draft.period;
  if (kind === 'l05_2') {
    if (draft.waterBodyId) request.waterBodyId = draft.waterBodyId;
    if (draft.offerId) request.offerId = draft.offerId;
  }
  if (isL06(kind) && draft.licenceId) request.licenceId = draft.licenceId;
  return request;
}

/**
 * Where a field the server names (`angler.firstName`, `validFrom`, …) is asked: its screen and the
 * element to focus. Unknown names go to the check screen's summary only.
 */
export function fieldOfServerPath(kind: AnglerKind, path: string): { step: StepId; field: string } | null {
  const name = path.replace(/^angler\./, '');
  const table: Record<string, { step: StepId; field: string }> = {
    waterBodyId: { step: 'vieta', field: FIELD_IDS.waterBody },
    offerId: { step: 'pasiulymas', field: FIELD_IDS.offer },
    licenceId: { step: 'licencija', field: FIELD_IDS.licence },
    period: { step: 'laikotarpis', field: FIELD_IDS.period },
    validFrom: { step: 'pradzia', field: FIELD_IDS.validFrom },
    firstName: { step: 'zvejys', field: FIELD_IDS.firstName },
    lastName: { step: 'zvejys', field: FIELD_IDS.lastName },
    citizenship: { step: 'zvejys', field: FIELD_IDS.citizenship },
    personCode: { step: 'zvejys', field: FIELD_IDS.personCode },
    personCodeOrBirthDate: { step: 'zvejys', field: FIELD_IDS.personCodeOrBirthDate },
    useEmail: { step: 'zvejys', field: FIELD_IDS.email },
    email: { step: 'zvejys', field: FIELD_IDS.email },
    usePhone: { step: 'zvejys', field: FIELD_IDS.phone },
    phone: { step: 'zvejys', field: FIELD_IDS.phone },
    paymentMethod: { step: 'perziura', field: FIELD_IDS.paymentMethod },
  };
  const target = table[name];
  if (!target || !stepsFor(kind).includes(target.step)) return null;
  return target;
}
