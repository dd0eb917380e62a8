/**
 * L02 trade in wild animals and plants (spec §1, §2: with change and amendment applications):
 * permission for the commercial activities of Council Regulation (EC) No 338/97 art. 8 – buying,
 * selling, keeping or offering for sale, displaying for commercial purposes – with specimens of
 * protected species. Each specimen states its species, annex, source, quantity, marking and the
 * document that proves it was acquired legally.
 *
 * Filers: pet shops and nurseries (companies) and private breeders (persons) alike.
 */
import type { KindDefinition, Option } from '../../engine/definition.ts';
import { changeDescriptionField } from '../../groups/change-description.ts';
import {
  annexField,
  commonNameField,
  EU_ANNEXES,
  QUANTITY_UNITS,
  scientificNameField,
  sourceField,
} from '../../parts/specimens.ts';

/** Commercial activities of Regulation 338/97 art. 8(1). */
export const TRADE_ACTIVITIES: readonly Option[] = [
  { value: 'PIRKIMAS', label: 'l02.activity.PIRKIMAS' },
  { value: 'ISIGIJIMAS', label: 'l02.activity.ISIGIJIMAS' },
  { value: 'PARDAVIMAS', label: 'l02.activity.PARDAVIMAS' },
  { value: 'SIULYMAS_PARDUOTI', label: 'l02.activity.SIULYMAS_PARDUOTI' },
  { value: 'LAIKYMAS_PARDUOTI', label: 'l02.activity.LAIKYMAS_PARDUOTI' },
  { value: 'VEZIMAS_PARDUOTI', label: 'l02.activity.VEZIMAS_PARDUOTI' },
  { value: 'DEMONSTRAVIMAS', label: 'l02.activity.DEMONSTRAVIMAS' },
  { value: 'NAUDOJIMAS_PELNUI', label: 'l02.activity.NAUDOJIMAS_PELNUI' },
];

export const SPECIMEN_KINDS: readonly Option[] = [
  { value: 'GYVAS_GYVUNAS', label: 'l02.specimenKind.GYVAS_GYVUNAS' },
  { value: 'GYVAS_AUGALAS', label: 'l02.specimenKind.GYVAS_AUGALAS' },
  { value: 'DALIS_GAMINYS', label: 'l02.specimenKind.DALIS_GAMINYS' },
];

export const l02: KindDefinition = {
  segment: 'l02',
  listing: { category: 'other', title: 'kind.l02.title' },
  schemaVersion: 1,
  filers: ['person', 'company'],
  applicationTypes: ['NAUJA', 'LEIDIMO_KEITIMAS', 'LEIDIMO_TIKSLINIMAS'],
  // Issued free of charge (the portal's L02 page says so too); ADR 0008 records prices as defaults
  // that the officer confirms when issuing.
  price: { type: 'free' },
  // A permit for a trading activity rather than one transaction: five years by default, which the
  // officer confirms or shortens on issue (ADR 0008).
  validity: { months: 60 },
  permitLifecycle: 'general',
  titleField: 'tradePlaceName',
  steps: [
    {
      id: 'trade',
      title: 'l02.step.trade',
      description: 'l02.step.trade.description',
      fields: [
        changeDescriptionField,
        { type: 'checkboxes', name: 'activities', label: 'l02.activities', options: TRADE_ACTIVITIES },
        {
          type: 'text',
          name: 'tradePlaceName',
          label: 'l02.tradePlaceName',
          hint: 'l02.tradePlaceName.hint',
          maxLength: 200,
        },
        { type: 'address', name: 'tradePlaceAddress', label: 'l02.tradePlaceAddress' },
        { type: 'checkbox', name: 'online', label: 'l02.online' },
        {
          type: 'text',
          name: 'website',
          label: 'l02.website',
          hint: 'l02.website.hint',
          maxLength: 200,
          pattern: {
            regex: '(https?://)?[\\p{L}\\d-]+(\\.[\\p{L}\\d-]+)+(/\\S*)?',
            message: 'l02.error.website',
          },
          when: { field: 'online', equals: true },
        },
      ],
    },
    {
      id: 'specimens',
      title: 'l02.step.specimens',
      description: 'l02.step.specimens.description',
      fields: [
        {
          type: 'group',
          name: 'specimens',
          label: 'l02.specimens',
          itemLabel: 'l02.specimens.item',
          addLabel: 'l02.specimens.add',
          min: 1,
          minMessage: 'l02.error.specimenRequired',
          fields: [
            { type: 'radio', name: 'specimenKind', label: 'l02.specimenKind', options: SPECIMEN_KINDS },
            scientificNameField,
            commonNameField,
            {
              type: 'text',
              name: 'description',
              label: 'cites.description',
              hint: 'cites.description.hint',
              maxLength: 300,
              when: { field: 'specimenKind', equals: 'DALIS_GAMINYS' },
            },
            // Trade in Annex C and D specimens needs no permit (Regulation 338/97 art. 8).
            { ...annexField, options: EU_ANNEXES.filter((option) => ['A', 'B'].includes(option.value)) },
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
            {
              // Live vertebrates of Annex A must be marked (Regulation 865/2006 art. 66).
              type: 'text',
              name: 'marking',
              label: 'cites.marking',
              hint: 'cites.marking.hint',
              maxLength: 500,
              when: { field: 'specimenKind', equals: 'GYVAS_GYVUNAS' },
              required: false,
            },
            {
              type: 'text',
              name: 'originDocument',
              label: 'l02.originDocument',
              hint: 'l02.originDocument.hint',
              maxLength: 100,
            },
          ],
          unique: { fields: ['marking'], message: 'l02.error.duplicateMarking' },
        },
      ],
      documents: ['KILMES_DOKUMENTAS', 'NUOTRAUKOS'],
    },
    {
      id: 'documents',
      title: 'l02.step.documents',
      description: 'l02.step.documents.description',
      fields: [],
      documents: ['KITA'],
    },
  ],
  documents: [
    {
      type: 'KILMES_DOKUMENTAS',
      title: 'cites.document.KILMES_DOKUMENTAS',
      hint: 'cites.document.KILMES_DOKUMENTAS.hint',
      accept: 'attachment',
      required: true,
    },
    { type: 'NUOTRAUKOS', title: 'cites.document.NUOTRAUKOS', accept: 'attachment', required: true },
    { type: 'KITA', title: 'document.KITA', accept: 'attachment' },
  ],
  rules: [
    {
      // Regulation 865/2006 art. 66: a live Annex A vertebrate is traded only with its mark.
      path: 'specimens',
      message: 'l02.error.markingRequired',
      test: (data) =>
        (
          (data.specimens as { specimenKind?: string; annex?: string; marking?: string }[] | undefined) ?? []
        ).every(
          (row) =>
            row.specimenKind !== 'GYVAS_GYVUNAS' || row.annex !== 'A' || typeof row.marking === 'string',
        ),
    },
  ],
};
