/**
 * L04 commercial fishing in inland waters with quotas and gear conversion (verslinė žvejyba vidaus
 * vandenyse; spec §3 L04: quota types and kinds, conversion fields gear, amount, type, kind; spec
 * §5 L04: at least one row, at most {max} rows). Each row asks for a quota of one type and kind
 * as an amount of one kind of gear. Converting a granted quota into other gear is done later on
 * its own page (/kvotuKonvertavimas/{id}, spec §2), not in this application.
 */
import type { KindDefinition, Option } from '../../engine/definition.ts';
import { GEAR_TYPES } from '../../parts/gear.ts';

/** Spec §5 L04 "maximum rows {max}" (value not shown): 50, above any fisher's set of quotas. */
export const L04_MAX_ROWS = 50;

/** Spec §3 L04 quota types: fishing areas and fisheries with their own quotas. */
export const L04_QUOTA_TYPES: readonly Option[] = [
  { value: 'L04_KURSIU_MARIOS', label: 'l04.quotaType.L04_KURSIU_MARIOS' },
  { value: 'L04_NEGES', label: 'l04.quotaType.L04_NEGES' },
  { value: 'L04_POLDERIS', label: 'l04.quotaType.L04_POLDERIS' },
  { value: 'L04_SELEVOS_STINTOS', label: 'l04.quotaType.L04_SELEVOS_STINTOS' },
  { value: 'L04_STINTOS', label: 'l04.quotaType.L04_STINTOS' },
  { value: 'L04_UNGURIAI', label: 'l04.quotaType.L04_UNGURIAI' },
];

/** Spec §3 L04 quota kinds. */
export const L04_QUOTA_KINDS: readonly Option[] = [
  { value: 'RESPUBLIKINE', label: 'l04.quotaKind.RESPUBLIKINE' },
  { value: 'PIRMINE', label: 'l04.quotaKind.PIRMINE' },
];

export const l04: KindDefinition = {
  segment: 'l04',
  listing: { category: 'fishing', title: 'kind.l04.title' },
  schemaVersion: 1,
  filers: ['person', 'company'],
  applicationTypes: ['NAUJA', 'LEIDIMO_KEITIMAS', 'LEIDIMO_TIKSLINIMAS'],
  // Quotas are paid for per quota on the quotas page (/kvotos); the permit itself carries no fee.
  price: { type: 'free' },
  // Commercial fishing permits in inland waters are issued for a fishing year.
  validity: { months: 12 },
  permitLifecycle: 'general',
  titleField: 'fishingArea',
  steps: [
    {
      id: 'fishing',
      title: 'l04.step.fishing',
      description: 'l04.step.fishing.description',
      fields: [
        {
          type: 'text',
          name: 'fishingArea',
          label: 'l04.fishingArea',
          hint: 'l04.fishingArea.hint',
          maxLength: 200,
        },
        {
          type: 'text',
          name: 'vesselName',
          label: 'l04.vesselName',
          required: false,
          maxLength: 100,
          width: 'half',
        },
        {
          type: 'text',
          name: 'vesselNumber',
          label: 'l04.vesselNumber',
          hint: 'l04.vesselNumber.hint',
          required: false,
          maxLength: 30,
          width: 'half',
        },
      ],
    },
    {
      id: 'quotas',
      title: 'l04.step.quotas',
      description: 'l04.step.quotas.description',
      fields: [
        {
          type: 'group',
          name: 'quotas',
          label: 'l04.quotas',
          itemLabel: 'l04.quotas.item',
          addLabel: 'l04.quotas.add',
          min: 1,
          max: L04_MAX_ROWS,
          fields: [
            {
              type: 'select',
              name: 'quotaType',
              label: 'l04.quotaType',
              options: L04_QUOTA_TYPES,
              width: 'half',
            },
            {
              type: 'select',
              name: 'quotaKind',
              label: 'l04.quotaKind',
              options: L04_QUOTA_KINDS,
              width: 'half',
            },
            { type: 'select', name: 'gear', label: 'l04.gear', options: GEAR_TYPES, width: 'half' },
            {
              type: 'number',
              name: 'amount',
              label: 'l04.amount',
              hint: 'l04.amount.hint',
              min: 0,
              exclusiveMin: true,
              max: 10_000,
              unit: 'unit.pieces',
              width: 'half',
            },
          ],
          unique: { fields: ['quotaType', 'quotaKind', 'gear'], message: 'l04.error.duplicateQuota' },
        },
      ],
    },
    {
      id: 'documents',
      title: 'l04.step.documents',
      description: 'l04.step.documents.description',
      fields: [],
      documents: ['LAIVO_LIUDIJIMAS', 'KITA'],
    },
  ],
  documents: [
    { type: 'LAIVO_LIUDIJIMAS', title: 'l04.document.LAIVO_LIUDIJIMAS', accept: 'attachment' },
    { type: 'KITA', title: 'document.KITA', accept: 'attachment' },
  ],
};
