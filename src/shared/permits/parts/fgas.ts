/**
 * What the three fluorinated greenhouse gas kinds (L16.1 training providers, L16.2 individual
 * certificates, L16.3 attestations) share (spec §3 L16): the training programmes FD-01 to FD-04,
 * the activities and certificate categories of Commission Implementing Regulations (EU) 2015/2066
 * and 2015/2067 and Regulation (EC) No 307/2008, material resources (equipment and instruments),
 * the EU countries a certificate may come from, and how the fee is paid. Files of L16 kinds take
 * only pdf, tiff or jpg (spec §5 Files: accept 'l16').
 */
import type { CrossFieldRule, FieldDef, GroupField, Option } from '../engine/definition.ts';

/** Training programmes: stationary equipment, refrigerated vehicles, switchgear, vehicle air-conditioning. */
export const FGAS_PROGRAMMES: readonly Option[] = [
  { value: 'FD-01', label: 'l16.programme.FD-01' },
  { value: 'FD-02', label: 'l16.programme.FD-02' },
  { value: 'FD-03', label: 'l16.programme.FD-03' },
  { value: 'FD-04', label: 'l16.programme.FD-04' },
];

/** Activities on equipment containing F-gases (Regulation 2015/2067 art. 2). */
export const FGAS_ACTIVITIES: readonly Option[] = [
  { value: 'MONTAVIMAS', label: 'l16.activity.MONTAVIMAS' },
  { value: 'PRIEZIURA', label: 'l16.activity.PRIEZIURA' },
  { value: 'REMONTAS', label: 'l16.activity.REMONTAS' },
  { value: 'SANDARUMO_TIKRINIMAS', label: 'l16.activity.SANDARUMO_TIKRINIMAS' },
  { value: 'SURINKIMAS', label: 'l16.activity.SURINKIMAS' },
  { value: 'ISMONTAVIMAS', label: 'l16.activity.ISMONTAVIMAS' },
];

/**
 * Certificate categories: I–IV for stationary refrigeration, air-conditioning and heat pumps and
 * refrigerated trucks and trailers (Regulation 2015/2067 art. 3), SF6 switchgear (2015/2066),
 * vehicle air-conditioning (307/2008).
 */
export const FGAS_CATEGORIES: readonly Option[] = [
  { value: 'I', label: 'l16.category.I' },
  { value: 'II', label: 'l16.category.II' },
  { value: 'III', label: 'l16.category.III' },
  { value: 'IV', label: 'l16.category.IV' },
  { value: 'SF6', label: 'l16.category.SF6' },
  { value: 'MAC', label: 'l16.category.MAC' },
];

/** Equipment and instruments a provider or an attested company lists as its material resources. */
export const RESOURCE_TYPES: readonly Option[] = [
  { value: 'STENDAS_STACIONARUS', label: 'l16.resource.STENDAS_STACIONARUS' },
  { value: 'STENDAS_TRANSPORTO', label: 'l16.resource.STENDAS_TRANSPORTO' },
  { value: 'STENDAS_SKIRSTYKLES', label: 'l16.resource.STENDAS_SKIRSTYKLES' },
  { value: 'STENDAS_AUTOMOBILIO', label: 'l16.resource.STENDAS_AUTOMOBILIO' },
  { value: 'SURINKIMO_IRENGINYS', label: 'l16.resource.SURINKIMO_IRENGINYS' },
  { value: 'SF6_SURINKIMO_IRENGINYS', label: 'l16.resource.SF6_SURINKIMO_IRENGINYS' },
  { value: 'NUOTEKIO_DETEKTORIUS', label: 'l16.resource.NUOTEKIO_DETEKTORIUS' },
  { value: 'SF6_DETEKTORIUS', label: 'l16.resource.SF6_DETEKTORIUS' },
  { value: 'VAKUUMINIS_SIURBLYS', label: 'l16.resource.VAKUUMINIS_SIURBLYS' },
  { value: 'SVARSTYKLES', label: 'l16.resource.SVARSTYKLES' },
  { value: 'KITA', label: 'l16.resource.KITA' },
];

/** Member states of the European Union by ISO 3166 code, Lithuania first. */
export const EU_COUNTRIES: readonly Option[] = [
  { value: 'LT', label: 'euCountry.LT' },
  { value: 'AT', label: 'euCountry.AT' },
  { value: 'BE', label: 'euCountry.BE' },
  { value: 'BG', label: 'euCountry.BG' },
  { value: 'CY', label: 'euCountry.CY' },
  { value: 'CZ', label: 'euCountry.CZ' },
  { value: 'DE', label: 'euCountry.DE' },
  { value: 'DK', label: 'euCountry.DK' },
  { value: 'EE', label: 'euCountry.EE' },
  { value: 'ES', label: 'euCountry.ES' },
  { value: 'FI', label: 'euCountry.FI' },
  { value: 'FR', label: 'euCountry.FR' },
  { value: 'GR', label: 'euCountry.GR' },
  { value: 'HR', label: 'euCountry.HR' },
  { value: 'HU', label: 'euCountry.HU' },
  { value: 'IE', label: 'euCountry.IE' },
  { value: 'IT', label: 'euCountry.IT' },
  { value: 'LU', label: 'euCountry.LU' },
  { value: 'LV', label: 'euCountry.LV' },
  { value: 'MT', label: 'euCountry.MT' },
  { value: 'NL', label: 'euCountry.NL' },
  { value: 'PL', label: 'euCountry.PL' },
  { value: 'PT', label: 'euCountry.PT' },
  { value: 'RO', label: 'euCountry.RO' },
  { value: 'SE', label: 'euCountry.SE' },
  { value: 'SI', label: 'euCountry.SI' },
  { value: 'SK', label: 'euCountry.SK' },
];

export const PAYMENT_METHODS: readonly Option[] = [
  { value: 'EBANKININKYSTE', label: 'l16.payment.EBANKININKYSTE' },
  { value: 'MOKEJIMO_KORTELE', label: 'l16.payment.MOKEJIMO_KORTELE' },
  { value: 'PAVEDIMAS', label: 'l16.payment.PAVEDIMAS' },
];

export const paymentMethodField: FieldDef = {
  type: 'radio',
  name: 'paymentMethod',
  label: 'l16.paymentMethod',
  hint: 'l16.paymentMethod.hint',
  options: PAYMENT_METHODS,
};

/** Material resources: a type of equipment, its make or model, how many. */
export function resourcesGroup(options: readonly Option[]): GroupField {
  return {
    type: 'group',
    name: 'resources',
    label: 'l16.resources',
    hint: 'l16.resources.hint',
    itemLabel: 'l16.resources.item',
    addLabel: 'l16.resources.add',
    min: 1,
    minMessage: 'l16.error.resourceRequired',
    fields: [
      { type: 'select', name: 'resourceType', label: 'l16.resource.type', options, width: 'half' },
      { type: 'text', name: 'model', label: 'l16.resource.model', maxLength: 200, width: 'half' },
      {
        type: 'number',
        name: 'quantity',
        label: 'l16.resource.quantity',
        min: 0,
        exclusiveMin: true,
        unit: 'unit.pieces',
        width: 'third',
      },
    ],
  };
}

/** Rows of a group as plain records (the validator has cleaned them already). */
export function rowsOf(data: Readonly<Record<string, unknown>>, name: string): Record<string, unknown>[] {
  const value = data[name];
  return Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
}

/** Resource types listed in the data. */
export function resourceTypesIn(data: Readonly<Record<string, unknown>>): Set<unknown> {
  return new Set(rowsOf(data, 'resources').map((row) => row.resourceType));
}

/**
 * A rule that the resources include every type in `needed` (any one of each inner list) whenever
 * `applies` holds; the message names what is missing.
 */
export function resourcesRule(
  message: CrossFieldRule['message'],
  applies: (data: Readonly<Record<string, unknown>>) => boolean,
  needed: readonly (readonly string[])[],
): CrossFieldRule {
  return {
    path: 'resources',
    message,
    test: (data) => {
      if (!applies(data)) return true;
      const present = resourceTypesIn(data);
      return needed.every((anyOf) => anyOf.some((type) => present.has(type)));
    },
  };
}
