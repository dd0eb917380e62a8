/**
 * Fishing gear and seals (spec §3 L14: gear type, colour and other colour, material and other
 * material, length m, height m, mesh width mm, mesh height mm, hook count; seals number and other;
 * pick-up location; responsible person name and position). Shared by L14.1 (gear to be sealed) and
 * L14.2 (gear or seals lost); L04 and L07 reuse the gear types.
 */
import type { MessageId } from '../../i18n/index.ts';
import type { FieldDef, GroupField, Option } from '../engine/definition.ts';

/** Gear a commercial fisher in Lithuanian inland waters and the Curonian Lagoon uses. */
export const GEAR_TYPES: readonly Option[] = [
  { value: 'STATOMASIS_TINKLAS', label: 'l14.gear.type.STATOMASIS_TINKLAS' },
  { value: 'BUCIUKAS', label: 'l14.gear.type.BUCIUKAS' },
  { value: 'VENTERIS', label: 'l14.gear.type.VENTERIS' },
  { value: 'TRAUKIAMASIS_TINKLAS', label: 'l14.gear.type.TRAUKIAMASIS_TINKLAS' },
  { value: 'UDA', label: 'l14.gear.type.UDA' },
  { value: 'KITAS', label: 'l14.gear.type.KITAS' },
];

/** Gear made of netting: it has a height and a mesh. */
export const NET_GEAR_TYPES = ['STATOMASIS_TINKLAS', 'BUCIUKAS', 'VENTERIS', 'TRAUKIAMASIS_TINKLAS'] as const;
/** Gear with hooks: it has a hook count instead of a mesh. */
export const HOOK_GEAR_TYPES = ['UDA'] as const;

export const GEAR_COLOURS: readonly Option[] = [
  { value: 'BALTA', label: 'l14.gear.colour.BALTA' },
  { value: 'ZALIA', label: 'l14.gear.colour.ZALIA' },
  { value: 'MELYNA', label: 'l14.gear.colour.MELYNA' },
  { value: 'RUDA', label: 'l14.gear.colour.RUDA' },
  { value: 'PILKA', label: 'l14.gear.colour.PILKA' },
  { value: 'JUODA', label: 'l14.gear.colour.JUODA' },
  { value: 'SKAIDRI', label: 'l14.gear.colour.SKAIDRI' },
  { value: 'KITA', label: 'l14.gear.colour.KITA' },
];

export const GEAR_MATERIALS: readonly Option[] = [
  { value: 'MONOFILAMENTAS', label: 'l14.gear.material.MONOFILAMENTAS' },
  { value: 'MULTIFILAMENTAS', label: 'l14.gear.material.MULTIFILAMENTAS' },
  { value: 'POLIETILENAS', label: 'l14.gear.material.POLIETILENAS' },
  { value: 'KITA', label: 'l14.gear.material.KITA' },
];

/**
 * Where the applicant collects the seals: the Environmental Protection Department's regional
 * boards and the Fisheries Service in Klaipėda (the Curonian Lagoon fishers' office), or another
 * place agreed with the officer.
 */
export const PICK_UP_LOCATIONS: readonly Option[] = [
  { value: 'AAD_VILNIUS', label: 'l14.pickUp.AAD_VILNIUS' },
  { value: 'AAD_KAUNAS', label: 'l14.pickUp.AAD_KAUNAS' },
  { value: 'AAD_KLAIPEDA', label: 'l14.pickUp.AAD_KLAIPEDA' },
  { value: 'AAD_SIAULIAI', label: 'l14.pickUp.AAD_SIAULIAI' },
  { value: 'AAD_PANEVEZYS', label: 'l14.pickUp.AAD_PANEVEZYS' },
  { value: 'AAD_ALYTUS', label: 'l14.pickUp.AAD_ALYTUS' },
  { value: 'AAD_MARIJAMPOLE', label: 'l14.pickUp.AAD_MARIJAMPOLE' },
  { value: 'AAD_UTENA', label: 'l14.pickUp.AAD_UTENA' },
  { value: 'ZUVININKYSTES_TARNYBA', label: 'l14.pickUp.ZUVININKYSTES_TARNYBA' },
  { value: 'KITA', label: 'l14.pickUp.KITA' },
];

/** Seal numbers as stamped on the seal: letters and digits, with '-' or '/' between them. */
export const SEAL_NUMBER = '[\\p{L}\\d][\\p{L}\\d/-]{0,29}';

const positiveWhole = (name: string, label: MessageId, unit: MessageId) =>
  ({ type: 'number', name, label, min: 0, exclusiveMin: true, unit, width: 'third' }) as const;

/** The fields of one gear row; net dimensions for nets (and other net gear), a hook count for longlines. */
export function gearFields(): FieldDef[] {
  const netWhen = { field: 'type', in: [...NET_GEAR_TYPES, 'KITAS'] } as const;
  return [
    { type: 'select', name: 'type', label: 'l14.gear.type', options: GEAR_TYPES, width: 'half' },
    {
      type: 'text',
      name: 'typeOther',
      label: 'l14.gear.typeOther',
      maxLength: 100,
      width: 'half',
      when: { field: 'type', equals: 'KITAS' },
    },
    {
      ...positiveWhole('quantity', 'l14.gear.quantity', 'unit.pieces'),
      hint: 'l14.gear.quantity.hint',
      max: 1000,
    },
    { type: 'select', name: 'colour', label: 'l14.gear.colour', options: GEAR_COLOURS, width: 'half' },
    {
      type: 'text',
      name: 'colourOther',
      label: 'l14.gear.colourOther',
      maxLength: 50,
      width: 'half',
      when: { field: 'colour', equals: 'KITA' },
    },
    {
      type: 'select',
      name: 'material',
      label: 'l14.gear.material',
      options: GEAR_MATERIALS,
      width: 'half',
    },
    {
      type: 'text',
      name: 'materialOther',
      label: 'l14.gear.materialOther',
      maxLength: 100,
      width: 'half',
      when: { field: 'material', equals: 'KITA' },
    },
    {
      type: 'number',
      name: 'length',
      label: 'l14.gear.length',
      min: 0,
      exclusiveMin: true,
      max: 10_000,
      decimals: 1,
      unit: 'unit.m',
      width: 'third',
    },
    {
      type: 'number',
      name: 'height',
      label: 'l14.gear.height',
      min: 0,
      exclusiveMin: true,
      max: 100,
      decimals: 1,
      unit: 'unit.m',
      width: 'third',
      when: netWhen,
    },
    { ...positiveWhole('meshWidth', 'l14.gear.meshWidth', 'unit.mm'), max: 1000, when: netWhen },
    { ...positiveWhole('meshHeight', 'l14.gear.meshHeight', 'unit.mm'), max: 1000, when: netWhen },
    {
      ...positiveWhole('hookCount', 'l14.gear.hookCount', 'unit.pieces'),
      max: 10_000,
      when: { field: 'type', in: HOOK_GEAR_TYPES },
    },
  ];
}

export function gearGroup(options: {
  label: MessageId;
  hint?: MessageId;
  itemLabel: MessageId;
  addLabel: MessageId;
}): GroupField {
  return { type: 'group', name: 'gear', ...options, max: 100, fields: gearFields() };
}

export function sealGroup(options: {
  label: MessageId;
  hint?: MessageId;
  itemLabel: MessageId;
  addLabel: MessageId;
}): GroupField {
  return {
    type: 'group',
    name: 'seals',
    ...options,
    max: 100,
    fields: [
      {
        type: 'text',
        name: 'sealNumber',
        label: 'l14.seal.number',
        hint: 'l14.seal.number.hint',
        pattern: { regex: SEAL_NUMBER, message: 'l14.error.sealNumber' },
        width: 'half',
      },
      {
        type: 'text',
        name: 'other',
        label: 'l14.seal.other',
        required: false,
        maxLength: 200,
        width: 'half',
      },
    ],
    unique: { fields: ['sealNumber'], message: 'l14.error.duplicateSeal' },
  };
}

/**
 * Where to collect the seals. A notice of loss (L14.2) may need no new seals: it offers that as the
 * first choice instead of hiding the select behind a checkbox, so that no condition hangs on a
 * field that may itself be hidden.
 */
export function pickUpFields(options: { replacement?: boolean } = {}): FieldDef[] {
  return [
    {
      type: 'select',
      name: 'pickUpLocation',
      label: options.replacement ? 'l14_2.pickUp' : 'l14.pickUp',
      hint: 'l14.pickUp.hint',
      options: options.replacement
        ? [{ value: 'NEREIKIA', label: 'l14_2.pickUp.NEREIKIA' }, ...PICK_UP_LOCATIONS]
        : PICK_UP_LOCATIONS,
    },
    {
      type: 'text',
      name: 'pickUpOther',
      label: 'l14.pickUpOther',
      maxLength: 200,
      when: { field: 'pickUpLocation', equals: 'KITA' },
    },
  ];
}

/**
 * The person responsible for the gear (spec §3 L14). Executor notes of the spec are the officer's:
 * they are written in the back office with the decision, not on the applicant's form.
 */
export function responsiblePersonFields(): FieldDef[] {
  return [
    { type: 'name', name: 'responsibleFirstName', label: 'l14.responsible.firstName', width: 'third' },
    { type: 'name', name: 'responsibleLastName', label: 'l14.responsible.lastName', width: 'third' },
    {
      type: 'text',
      name: 'responsiblePosition',
      label: 'l14.responsible.position',
      hint: 'l14.responsible.position.hint',
      maxLength: 100,
      width: 'third',
    },
  ];
}

/** Spec §5 L14: at least one fishing gear or seal. */
export function hasGearOrSeal(data: Readonly<Record<string, unknown>>): boolean {
  const rows = (name: string) => (Array.isArray(data[name]) ? (data[name] as unknown[]).length : 0);
  return rows('gear') + rows('seals') > 0;
}
