/**
 * The angler's data shared by L05.1, L05.2, L06.1 and L06.2 (spec §3 L05/L06 angler: first name,
 * last name, citizen or foreigner, person code or birth date, e-mail and its use flag, phone and
 * its use flag, valid from/to, period; §9 periods 1 day, 2 weeks, 3 months, 999 common number).
 *
 * Anglers buy through their own journey (issue 5, `journey: 'angler'`, ADR 0009), not through the
 * generic wizard. These definitions are:
 * - the data rules of the angler (`ANGLER_STEP`), which `validatePurchaseRequest`
 *   (src/shared/anglers/validate.ts) applies in the browser and on the server alike;
 * - the shape of an issued angler permit's data, which the permit PDF prints step by step: the
 *   water body (L05.2, L06), the species licence (L06: species, place, season, amount, minimum
 *   size, release, conditions), the period and start, and the angler. The server fills the water
 *   body and licence facts from the fishing catalogue when the permit is issued; nobody types them.
 *
 * The angler's e-mail and phone and their use flags are kept with the purchase, not on the permit:
 * an inspector has no need of them.
 */
import type {
  FieldDef,
  KindDefinition,
  KindListing,
  Option,
  PriceRule,
  StepDef,
} from '../engine/definition.ts';
import type { KindSegment } from '../kind-list.ts';

/**
 * Period codes of spec §3 and §9. 999 is the "common number" period: a year from the first valid
 * day (ADR 0009; src/shared/anglers/periods.ts computes every period's last day).
 */
export const ANGLER_PERIODS: readonly Option[] = [
  { value: '1', label: 'angler.period.1' },
  { value: '2', label: 'angler.period.2' },
  { value: '3', label: 'angler.period.3' },
  { value: '999', label: 'angler.period.999' },
];

export const ANGLER_CITIZENSHIP: readonly Option[] = [
  { value: 'PILIETIS', label: 'angler.citizenship.PILIETIS' },
  { value: 'UZSIENIETIS', label: 'angler.citizenship.UZSIENIETIS' },
];

/** What an angler product is bought for: any water (L05.1), a leased water body (L05.2), a species licence (L06). */
export type AnglerProduct = 'ticket' | 'leased' | 'licence';

function ticketStep(product: AnglerProduct): StepDef {
  const fields: FieldDef[] = [
    ...(product === 'ticket'
      ? []
      : [
          { type: 'text', name: 'waterBodyName', label: 'angler.waterBody', maxLength: 200 } as const,
          {
            type: 'text',
            name: 'waterBodyCode',
            label: 'angler.waterBodyCode',
            hint: 'angler.waterBodyCode.hint',
            maxLength: 30,
          } as const,
        ]),
    { type: 'radio', name: 'period', label: 'angler.period', options: ANGLER_PERIODS },
    {
      type: 'date',
      name: 'validFrom',
      label: 'angler.validFrom',
      hint: 'angler.validFrom.hint',
      notBefore: 'today',
      width: 'half',
    },
  ];
  return { id: 'ticket', title: 'angler.step.ticket', description: 'angler.step.ticket.description', fields };
}

/** Spec §3 L06 licence: the facts of the licence pool the card was bought from, as printed on the card. */
const licenceStep: StepDef = {
  id: 'licence',
  title: 'angler.step.licence',
  description: 'angler.step.licence.description',
  fields: [
    { type: 'text', name: 'species', label: 'angler.species', maxLength: 200 },
    { type: 'text', name: 'place', label: 'angler.place', maxLength: 300 },
    { type: 'date', name: 'fishingFrom', label: 'angler.fishingFrom', width: 'half' },
    { type: 'date', name: 'fishingTo', label: 'angler.fishingTo', width: 'half' },
    {
      type: 'number',
      name: 'amount',
      label: 'angler.amount',
      min: 0,
      max: 1000,
      unit: 'unit.pieces',
      width: 'half',
    },
    {
      type: 'number',
      name: 'minSizeCm',
      label: 'angler.minSize',
      min: 1,
      max: 500,
      unit: 'angler.unit.cm',
      required: false,
      width: 'half',
    },
    { type: 'checkbox', name: 'released', label: 'angler.released' },
    { type: 'textarea', name: 'conditions', label: 'angler.conditions', required: false, maxLength: 2000 },
  ],
};

/** The angler's data rules (spec §5: names, person code checksum, code or birth date, e-mail and phone when used). */
export const ANGLER_STEP: StepDef = {
  id: 'angler',
  title: 'angler.step.angler',
  description: 'angler.step.angler.description',
  fields: [
    { type: 'name', name: 'firstName', label: 'angler.firstName', width: 'half' },
    { type: 'name', name: 'lastName', label: 'angler.lastName', width: 'half' },
    { type: 'radio', name: 'citizenship', label: 'angler.citizenship', options: ANGLER_CITIZENSHIP },
    {
      type: 'personCode',
      name: 'personCode',
      label: 'angler.personCode',
      width: 'half',
      when: { field: 'citizenship', equals: 'PILIETIS' },
    },
    {
      // A foreigner may have a Lithuanian person code (residents do); otherwise the birth date.
      type: 'personCodeOrBirthDate',
      name: 'personCodeOrBirthDate',
      label: 'angler.personCodeOrBirthDate',
      hint: 'angler.personCodeOrBirthDate.hint',
      width: 'half',
      when: { field: 'citizenship', equals: 'UZSIENIETIS' },
    },
    { type: 'checkbox', name: 'useEmail', label: 'angler.useEmail' },
    {
      type: 'email',
      name: 'email',
      label: 'angler.email',
      width: 'half',
      when: { field: 'useEmail', equals: true },
    },
    { type: 'checkbox', name: 'usePhone', label: 'angler.usePhone' },
    {
      type: 'phone',
      name: 'phone',
      label: 'angler.phone',
      hint: 'engine.field.contactPhone.hint',
      width: 'half',
      when: { field: 'usePhone', equals: true },
    },
  ],
};

/**
 * One angler kind: the ticket step (with the water body for L05.2 and L06), the licence (L06) and
 * the angler's data.
 */
export function anglerKind(options: {
  segment: KindSegment;
  listing: KindListing;
  product: AnglerProduct;
  price: PriceRule;
}): KindDefinition {
  return {
    segment: options.segment,
    listing: options.listing,
    schemaVersion: 1,
    // A company must not buy an angler ticket; anonymous visitors may (spec §2, §6).
    filers: ['person', 'anonymous'],
    applicationTypes: ['NAUJA'],
    price: options.price,
    // The chosen period decides how long an angler's permit is valid (src/shared/anglers/periods.ts
    // computes valid-to from valid-from and the period); 12 months is the longest period (999).
    validity: { months: 12 },
    permitLifecycle: 'general',
    titleField: 'lastName',
    journey: 'angler',
    steps: [
      ticketStep(options.product),
      ...(options.product === 'licence' ? [licenceStep] : []),
      ANGLER_STEP,
    ],
    documents: [],
  };
}
