/**
 * What the three forest kinds share (spec §3 "L08 forest application", §5 L08): owners (natural
 * and legal), the cadastral plot, and the fellings – quarter, plot, plot part, geocodes, felled
 * area, species, tree count, liquid volume, special conditions, retained trees, forest group,
 * protected understorey – with the formats spec §5 L08 fixes. L08.1 (felling permit), L08.2 and
 * L08.3 (notices of intent) compose these in their own `index.ts`.
 *
 * The plot boundary (spec §5 Files: shapefile zip or GeoJSON) is the forest journey's part
 * (`journey: 'forest'`, issue 7), not a field here.
 *
 * Spec §5 L08 "end date after permit end": none of the spec §3 L08 fields is a date, so the only
 * end date an L08 applicant types is the one of the request to extend (spec §3 "Has extension …
 * requests"): the new end date must come after the end of the permit (or notice) being extended.
 * That is the engine's extension form (engine/extension.ts, `newValidUntil` after
 * `currentValidUntil`, which the server fills from the permit) and it holds for all three kinds;
 * their tests prove it. The volume-specification request is volume-specification.ts.
 */
import { CADASTRAL_PART } from '../../fields/cadastral.ts';
import type { MessageId } from '../../i18n/index.ts';
import type {
  ApplicationWarning,
  CrossFieldRule,
  FieldDef,
  GroupField,
  Option,
  StepDef,
  WarningInput,
} from '../engine/definition.ts';
import { MUNICIPALITIES } from '../groups/municipalities.ts';
import { areaMismatch, declaredFellingArea } from './felling-area.ts';

/** Owner is a natural person (fizinis asmuo) or a legal entity (juridinis asmuo). */
export const OWNER_TYPES: readonly Option[] = [
  { value: 'FIZINIS', label: 'l08.ownerType.FIZINIS' },
  { value: 'JURIDINIS', label: 'l08.ownerType.JURIDINIS' },
];

/**
 * Owners of the forest holding (spec §3 "Owner persons (natural and legal)"). Spec §5 L08 asks the
 * person code to be "required, not too short, not too long, digits only": the `personCode` field
 * with `entryMessages` says which (validation.required, validation.digitsOnly,
 * validation.personCodeTooShort, validation.personCodeTooLong), then checks the first digit, the
 * birth date and the check digit (spec §5 General) – an owner code with a typo would name someone
 * else's forest. A legal owner gives its company code (9 digits with a check digit,
 * validation.companyCode).
 */
export const ownersGroup: GroupField = {
  type: 'group',
  name: 'owners',
  label: 'l08.owners',
  hint: 'l08.owners.hint',
  itemLabel: 'l08.owners.item',
  addLabel: 'l08.owners.add',
  min: 1,
  minMessage: 'l08.error.ownerRequired',
  max: 50,
  fields: [
    { type: 'radio', name: 'ownerType', label: 'l08.ownerType', options: OWNER_TYPES },
    {
      type: 'name',
      name: 'firstName',
      label: 'worker.vardas',
      when: { field: 'ownerType', equals: 'FIZINIS' },
      width: 'third',
    },
    {
      type: 'name',
      name: 'lastName',
      label: 'worker.pavarde',
      when: { field: 'ownerType', equals: 'FIZINIS' },
      width: 'third',
    },
    {
      type: 'personCode',
      name: 'personCode',
      label: 'worker.asmensKodas',
      entryMessages: true,
      when: { field: 'ownerType', equals: 'FIZINIS' },
      width: 'third',
    },
    {
      type: 'text',
      name: 'companyName',
      label: 'l08.owner.companyName',
      maxLength: 200,
      when: { field: 'ownerType', equals: 'JURIDINIS' },
      width: 'half',
    },
    {
      type: 'companyCode',
      name: 'companyCode',
      label: 'worker.imonesKodas',
      when: { field: 'ownerType', equals: 'JURIDINIS' },
      width: 'half',
    },
  ],
  unique: { fields: ['personCode'], message: 'l08.error.duplicateOwner' },
};

/** The first step of every L08 kind: the owners, with the co-owners' consent and a power of attorney. */
export const ownersStep: StepDef = {
  id: 'owners',
  title: 'l08.step.owners',
  description: 'l08.step.owners.description',
  fields: [ownersGroup],
  documents: ['BENDRATURCIU_SUTIKIMAS', 'IGALIOJIMAS'],
};

const FOUR_DIGITS = { regex: CADASTRAL_PART.source.slice(1, -1), message: 'l08.error.fourDigits' } as const;

/**
 * The land plot in the real estate cadastre (spec §5 L08: cadastral locality, block and plot, 4
 * digits each; written 6240/0003:0145), its municipality (the felling map filters by it, issue 7)
 * and the internal forest-management project (vidinės miškotvarkos projektas) when the holding has
 * one – owners of holdings up to 3 ha may fell without it, so the number is asked only then.
 */
export const plotFields: readonly FieldDef[] = [
  {
    type: 'select',
    name: 'municipality',
    label: 'l08.municipality',
    options: MUNICIPALITIES,
  },
  {
    type: 'text',
    name: 'cadastralLocality',
    label: 'l08.cadastralLocality',
    hint: 'l08.cadastral.hint',
    pattern: FOUR_DIGITS,
    inputMode: 'numeric',
    width: 'third',
  },
  {
    type: 'text',
    name: 'cadastralBlock',
    label: 'l08.cadastralBlock',
    pattern: FOUR_DIGITS,
    inputMode: 'numeric',
    width: 'third',
  },
  {
    type: 'text',
    name: 'cadastralPlot',
    label: 'l08.cadastralPlot',
    pattern: FOUR_DIGITS,
    inputMode: 'numeric',
    width: 'third',
  },
  {
    type: 'radio',
    name: 'hasForestManagementProject',
    label: 'l08.hasForestManagementProject',
    hint: 'l08.hasForestManagementProject.hint',
    options: [
      { value: 'TAIP', label: 'common.yes' },
      { value: 'NE', label: 'common.no' },
    ],
  },
  {
    type: 'text',
    name: 'forestManagementProjectNumber',
    label: 'l08.forestManagementProjectNumber',
    maxLength: 50,
    when: { field: 'hasForestManagementProject', equals: 'TAIP' },
    width: 'half',
  },
];

/** Tree species of Lithuanian forests, as forest inventories name them. */
export const SPECIES: readonly Option[] = [
  { value: 'PUSIS', label: 'l08.species.PUSIS' },
  { value: 'EGLE', label: 'l08.species.EGLE' },
  { value: 'BERZAS', label: 'l08.species.BERZAS' },
  { value: 'AZUOLAS', label: 'l08.species.AZUOLAS' },
  { value: 'UOSIS', label: 'l08.species.UOSIS' },
  { value: 'JUODALKSNIS', label: 'l08.species.JUODALKSNIS' },
  { value: 'BALTALKSNIS', label: 'l08.species.BALTALKSNIS' },
  { value: 'DREBULE', label: 'l08.species.DREBULE' },
  { value: 'LIEPA', label: 'l08.species.LIEPA' },
  { value: 'KLEVAS', label: 'l08.species.KLEVAS' },
  { value: 'SKROBLAS', label: 'l08.species.SKROBLAS' },
  { value: 'KITA', label: 'l08.species.KITA' },
];

/** Forest groups of the Law on Forests: I reserves, II special purpose, III protective, IV commercial. */
export const FOREST_GROUPS: readonly Option[] = [
  { value: 'I', label: 'l08.forestGroup.I' },
  { value: 'II', label: 'l08.forestGroup.II' },
  { value: 'III', label: 'l08.forestGroup.III' },
  { value: 'IV', label: 'l08.forestGroup.IV' },
];

export interface FellingsOptions {
  /** The kinds of felling the permit or notice covers; omitted when there is one (L08.3). */
  fellingTypes?: readonly Option[];
  /** Single trees are counted (L08.3); area fellings may give the count. */
  treeCountRequired: boolean;
  /** Trees retained for biodiversity are left in area fellings (L08.1, L08.2), not when single trees are taken. */
  retainedTrees: boolean;
  areaHint?: MessageId;
}

/** The fellings of one application, one row per stand (or stand part) and species. */
export function fellingsGroup(options: FellingsOptions): GroupField {
  const fields: FieldDef[] = [
    {
      type: 'text',
      name: 'quarter',
      label: 'l08.felling.quarter',
      pattern: { regex: '\\d{1,4}', message: 'l08.error.quarter' },
      inputMode: 'numeric',
      width: 'third',
    },
    {
      type: 'text',
      name: 'plot',
      label: 'l08.felling.plot',
      pattern: { regex: '\\d{1,3}', message: 'l08.error.plot' },
      inputMode: 'numeric',
      width: 'third',
    },
    {
      type: 'text',
      name: 'plotPart',
      label: 'l08.felling.plotPart',
      hint: 'l08.felling.plotPart.hint',
      required: false,
      pattern: { regex: '[a-z]', message: 'l08.error.plotPart' },
      width: 'third',
    },
    {
      // Geocodes of the stands, separated by semicolons, each checked (spec §5 L08; fields/geocodes.ts).
      type: 'geocodes',
      name: 'geocodes',
      label: 'l08.felling.geocodes',
      hint: 'l08.felling.geocodes.hint',
      required: false,
    },
  ];
  if (options.fellingTypes) {
    fields.push({
      type: 'select',
      name: 'fellingType',
      label: 'l08.felling.fellingType',
      options: options.fellingTypes,
      width: 'half',
    });
  }
  fields.push(
    {
      type: 'select',
      name: 'forestGroup',
      label: 'l08.felling.forestGroup',
      options: FOREST_GROUPS,
      width: 'half',
    },
    {
      type: 'select',
      name: 'species',
      label: 'l08.felling.species',
      options: SPECIES,
      width: 'half',
    },
    {
      type: 'text',
      name: 'speciesOther',
      label: 'l08.felling.speciesOther',
      maxLength: 100,
      when: { field: 'species', equals: 'KITA' },
      width: 'half',
    },
    {
      // Spec §5 L08 "area precision 0.1".
      type: 'number',
      name: 'area',
      label: 'l08.felling.area',
      ...(options.areaHint ? { hint: options.areaHint } : {}),
      min: 0,
      exclusiveMin: true,
      decimals: 1,
      unit: 'unit.ha',
      width: 'third',
    },
    {
      // Spec §5 L08 "trees whole number".
      type: 'number',
      name: 'treeCount',
      label: 'l08.felling.treeCount',
      required: options.treeCountRequired,
      min: 1,
      unit: 'unit.pieces',
      width: 'third',
    },
    {
      // Spec §5 L08 "volume 0.01": liquid (merchantable) wood, m³.
      type: 'number',
      name: 'volume',
      label: 'l08.felling.volume',
      hint: 'l08.felling.volume.hint',
      min: 0,
      exclusiveMin: true,
      decimals: 2,
      unit: 'unit.m3',
      width: 'third',
    },
    { type: 'checkbox', name: 'protectedUnderstorey', label: 'l08.felling.protectedUnderstorey' },
  );
  if (options.retainedTrees) {
    fields.push({
      type: 'number',
      name: 'retainedTrees',
      label: 'l08.felling.retainedTrees',
      hint: 'l08.felling.retainedTrees.hint',
      required: false,
      min: 0,
      unit: 'unit.pieces',
      width: 'third',
    });
  }
  fields.push({
    type: 'textarea',
    name: 'specialConditions',
    label: 'l08.felling.specialConditions',
    hint: 'l08.felling.specialConditions.hint',
    required: false,
    maxLength: 2000,
  });
  return {
    type: 'group',
    name: 'fellings',
    label: 'l08.fellings',
    itemLabel: 'l08.fellings.item',
    addLabel: 'l08.fellings.add',
    min: 1,
    minMessage: 'l08.error.fellingRequired',
    max: 100,
    fields,
  };
}

/**
 * Documents any forest application may carry. Only the felling area's boundary is required (issue 7
 * item 2: a zipped shapefile or GeoJSON, its area computed on upload); the form is the application.
 */
export const forestDocumentSlots = {
  KIRTAVIETES_RIBOS: {
    type: 'KIRTAVIETES_RIBOS',
    title: 'l08.document.KIRTAVIETES_RIBOS',
    hint: 'l08.document.KIRTAVIETES_RIBOS.hint',
    accept: 'boundary',
    required: true,
  },
  BENDRATURCIU_SUTIKIMAS: {
    type: 'BENDRATURCIU_SUTIKIMAS',
    title: 'l08.document.BENDRATURCIU_SUTIKIMAS',
    hint: 'l08.document.BENDRATURCIU_SUTIKIMAS.hint',
    accept: 'attachment',
  },
  IGALIOJIMAS: {
    type: 'IGALIOJIMAS',
    title: 'l08.document.IGALIOJIMAS',
    hint: 'l08.document.IGALIOJIMAS.hint',
    accept: 'attachment',
  },
  KITA: { type: 'KITA', title: 'document.KITA', accept: 'attachment' },
} as const;

/**
 * The boundary's area against the fellings' declared areas (issue 16, ADR 0017): beyond 0.05 ha +
 * perimeter × 2 m the person and the officer are warned; the application is not refused for it.
 */
export function fellingAreaWarnings({ data, boundaries }: WarningInput): ApplicationWarning[] {
  const mismatch = areaMismatch(boundaries, declaredFellingArea(data));
  if (!mismatch) return [];
  return [
    {
      path: `documents.${forestDocumentSlots.KIRTAVIETES_RIBOS.type}`,
      message: 'l08.warning.areaMismatch',
      values: {
        boundary: mismatch.boundaryHa,
        declared: mismatch.declaredHa,
        difference: mismatch.differenceHa,
        tolerance: mismatch.toleranceHa,
      },
    },
  ];
}

/** Spec §9 "L08 felling limit 3 m3/ha or 15 m3 in total" (the own-use notice, L08.3). */
export const OWN_USE_MAX_M3_PER_HA = 3;
export const OWN_USE_MAX_M3_TOTAL = 15;

/**
 * Spec §5 L08 "liquid volume above 3 m3 per ha or 15 m3 in total is an error", as two cross-field
 * rules on `fellings`: the liquid volume of all rows together (`volumeField`: the notice's `volume`,
 * or the new volume of a volume-specification request) at most 15 m³, and at most 3 m³ per hectare
 * of the rows' felled area together. Sums are in hundredths of m³ and tenths of ha (the fields'
 * precisions), so no float rounding decides: volume / area ≤ 3 ⇔ hundredths ≤ tenths × 3 × 10.
 */
export function ownUseLimitRules(volumeField: string): CrossFieldRule[] {
  const totals = (data: Readonly<Record<string, unknown>>) => {
    const rows = Array.isArray(data.fellings) ? (data.fellings as Record<string, unknown>[]) : [];
    let volumeHundredths = 0;
    let areaTenths = 0;
    for (const row of rows) {
      const volume = row[volumeField];
      const area = row.area;
      volumeHundredths += typeof volume === 'number' ? Math.round(volume * 100) : 0;
      areaTenths += typeof area === 'number' ? Math.round(area * 10) : 0;
    }
    return { volumeHundredths, areaTenths };
  };
  return [
    {
      path: 'fellings',
      message: 'l08_3.error.volumeTotal',
      test: (data) => totals(data).volumeHundredths <= OWN_USE_MAX_M3_TOTAL * 100,
    },
    {
      path: 'fellings',
      message: 'l08_3.error.volumePerHa',
      test: (data) => {
        const { volumeHundredths, areaTenths } = totals(data);
        return volumeHundredths <= areaTenths * OWN_USE_MAX_M3_PER_HA * 10;
      },
    },
  ];
}
