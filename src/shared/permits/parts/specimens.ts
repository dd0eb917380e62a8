/**
 * Specimens of protected wild species as CITES permits describe them, shared by the import/export
 * permit (L01) and the trade permit (L02): the species' scientific name, the annex of Council
 * Regulation (EC) No 338/97 it is listed in, the source code and the purpose code of Commission
 * Regulation (EC) No 865/2006 (Annex IX), and a quantity.
 */
import type { ChoiceField, FieldDef, Option } from '../engine/definition.ts';

/** Annexes A–D of Regulation 338/97 (the EU's version of CITES Appendices I–III). */
export const EU_ANNEXES: readonly Option[] = [
  { value: 'A', label: 'cites.annex.A' },
  { value: 'B', label: 'cites.annex.B' },
  { value: 'C', label: 'cites.annex.C' },
  { value: 'D', label: 'cites.annex.D' },
];

/** Source codes (Regulation 865/2006, Annex IX point 2). */
export const SOURCE_CODES: readonly Option[] = [
  { value: 'W', label: 'cites.source.W' },
  { value: 'R', label: 'cites.source.R' },
  { value: 'D', label: 'cites.source.D' },
  { value: 'A', label: 'cites.source.A' },
  { value: 'C', label: 'cites.source.C' },
  { value: 'F', label: 'cites.source.F' },
  { value: 'I', label: 'cites.source.I' },
  { value: 'O', label: 'cites.source.O' },
  { value: 'U', label: 'cites.source.U' },
  { value: 'X', label: 'cites.source.X' },
];

/** Purpose codes (Regulation 865/2006, Annex IX point 3). */
export const PURPOSE_CODES: readonly Option[] = [
  { value: 'T', label: 'cites.purpose.T' },
  { value: 'Z', label: 'cites.purpose.Z' },
  { value: 'G', label: 'cites.purpose.G' },
  { value: 'Q', label: 'cites.purpose.Q' },
  { value: 'S', label: 'cites.purpose.S' },
  { value: 'H', label: 'cites.purpose.H' },
  { value: 'P', label: 'cites.purpose.P' },
  { value: 'M', label: 'cites.purpose.M' },
  { value: 'E', label: 'cites.purpose.E' },
  { value: 'N', label: 'cites.purpose.N' },
  { value: 'B', label: 'cites.purpose.B' },
  { value: 'L', label: 'cites.purpose.L' },
];

/** Units for parts, derivatives and products (live specimens are counted in pieces). */
export const QUANTITY_UNITS: readonly Option[] = [
  { value: 'VNT', label: 'unit.pieces' },
  { value: 'KG', label: 'cites.unit.KG' },
  { value: 'G', label: 'cites.unit.G' },
  { value: 'L', label: 'cites.unit.L' },
  { value: 'M2', label: 'cites.unit.M2' },
  { value: 'M3', label: 'unit.m3' },
];

/**
 * A Latin binomial or trinomial, or a genus with `sp.`/`spp.`: `Testudo hermanni`,
 * `Testudo hermanni boettgeri`, `Acipenser spp.`.
 */
export const SCIENTIFIC_NAME = '[A-Z][a-z]+(-[a-z]+)?( (spp?\\.|[a-z]+(-[a-z]+)?)){0,2}';

export const scientificNameField: FieldDef = {
  type: 'text',
  name: 'scientificName',
  label: 'cites.scientificName',
  hint: 'cites.scientificName.hint',
  maxLength: 150,
  pattern: { regex: SCIENTIFIC_NAME, message: 'cites.error.scientificName' },
  width: 'half',
};

export const commonNameField: FieldDef = {
  type: 'text',
  name: 'commonName',
  label: 'cites.commonName',
  required: false,
  maxLength: 150,
  width: 'half',
};

export const annexField: ChoiceField = {
  type: 'select',
  name: 'annex',
  label: 'cites.annex',
  options: EU_ANNEXES,
  width: 'third',
};

export const sourceField: FieldDef = {
  type: 'select',
  name: 'source',
  label: 'cites.source',
  options: SOURCE_CODES,
  width: 'third',
};

/** Live animals and plants: counted, and marked (ring, microchip) where the animal is. */
export const liveSpecimenFields: readonly FieldDef[] = [
  scientificNameField,
  commonNameField,
  annexField,
  sourceField,
  {
    type: 'number',
    name: 'quantity',
    label: 'cites.quantity',
    min: 0,
    exclusiveMin: true,
    unit: 'unit.pieces',
    width: 'third',
  },
  {
    type: 'text',
    name: 'marking',
    label: 'cites.marking',
    hint: 'cites.marking.hint',
    required: false,
    maxLength: 500,
  },
];

/** Parts, derivatives and products: what the item is, and an amount in a unit. */
export const itemSpecimenFields: readonly FieldDef[] = [
  scientificNameField,
  commonNameField,
  {
    type: 'text',
    name: 'description',
    label: 'cites.description',
    hint: 'cites.description.hint',
    maxLength: 300,
  },
  annexField,
  sourceField,
  {
    type: 'number',
    name: 'quantity',
    label: 'cites.quantity',
    min: 0,
    exclusiveMin: true,
    decimals: 3,
    width: 'third',
  },
  { type: 'select', name: 'unit', label: 'cites.unit', options: QUANTITY_UNITS, width: 'third' },
];
