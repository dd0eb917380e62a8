/**
 * The angler's data shared by L05.1, L05.2, L06.1 and L06.2 (spec §3 L05/L06 angler: first name,
 * last name, citizen or foreigner, person code or birth date, e-mail and its use flag, phone and
 * its use flag, valid from/to, period; §9 periods 1 day, 2 weeks, 3 months, 999 common number).
 * Anglers buy through their own journey (issue 5, `journey: 'angler'`); these definitions are the
 * data rules that journey's server checks. Licences per fish species (spec §3 L06 licence) come
 * from the water bodies' offers and are chosen in that journey.
 */
import type { FieldDef, KindDefinition, Option, PriceRule, StepDef } from '../../engine/definition.ts';
import type { KindSegment } from '../../kind-list.ts';

/**
 * Period codes of spec §3 and §9. 999 is the "common number" period; issue 5 records its meaning
 * in an ADR (the demo news tells anglers a ticket can also be bought for a year).
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

function ticketStep(withWaterBody: boolean): StepDef {
  const fields: FieldDef[] = [
    ...(withWaterBody
      ? [
          {
            type: 'text',
            name: 'waterBodyCode',
            label: 'angler.waterBodyCode',
            hint: 'angler.waterBodyCode.hint',
            maxLength: 30,
          } as const,
        ]
      : []),
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

const anglerStep: StepDef = {
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

/** One angler kind: the ticket step (with the water body for L05.2 and L06) and the angler's data. */
export function anglerKind(options: {
  segment: KindSegment;
  withWaterBody: boolean;
  price: PriceRule;
}): KindDefinition {
  return {
    segment: options.segment,
    schemaVersion: 1,
    // A company must not buy an angler ticket; anonymous visitors may (spec §2, §6).
    filers: ['person', 'anonymous'],
    applicationTypes: ['NAUJA'],
    price: options.price,
    // The chosen period decides how long an angler's permit is valid (issue 5 computes valid-to from
    // valid-from and the period); 12 months is the engine's upper bound for these kinds.
    validity: { months: 12 },
    permitLifecycle: 'general',
    titleField: 'lastName',
    journey: 'angler',
    steps: [ticketStep(options.withWaterBody), anglerStep],
    documents: [],
  };
}
