/**
 * L01 import and export of wild animals, plants and fungi (CITES permits; spec §3, §5 L01: at
 * least one entry among animals, parts or products; the date not before today; the date to not
 * before the date from). A permit covers one consignment, so the form describes one shipment: its
 * direction and purpose, the partner abroad, when it crosses the border, and the specimens.
 *
 * Filers: residents (hunting trophies, pets) and companies (traders, zoos) alike.
 */
import { isDateToAfterFrom } from '../../../fields/index.ts';
import type { KindDefinition, Option } from '../../engine/definition.ts';
import { itemSpecimenFields, liveSpecimenFields, PURPOSE_CODES } from '../../parts/specimens.ts';

export const L01_DIRECTIONS: readonly Option[] = [
  { value: 'IMPORTAS', label: 'l01.direction.IMPORTAS' },
  { value: 'EKSPORTAS', label: 'l01.direction.EKSPORTAS' },
  { value: 'REEKSPORTAS', label: 'l01.direction.REEKSPORTAS' },
];

const ROW_GROUPS = ['animals', 'parts', 'products'] as const;

export const l01: KindDefinition = {
  segment: 'l01',
  listing: { category: 'other', title: 'kind.l01.title' },
  schemaVersion: 1,
  filers: ['person', 'company'],
  applicationTypes: ['NAUJA'],
  // CITES permits are issued free of charge (the portal's L01 page says so too); ADR 0008 records
  // prices as defaults that the officer confirms when issuing.
  price: { type: 'free' },
  // Regulation 865/2006 art. 10: an export permit is valid for 6 months, an import permit for 12;
  // the shorter is the default, the officer sets 12 months on an import permit when issuing.
  validity: { months: 6 },
  permitLifecycle: 'general',
  titleField: 'partnerName',
  steps: [
    {
      id: 'shipment',
      title: 'l01.step.shipment',
      description: 'l01.step.shipment.description',
      fields: [
        { type: 'radio', name: 'direction', label: 'l01.direction', options: L01_DIRECTIONS },
        { type: 'select', name: 'purpose', label: 'l01.purpose', options: PURPOSE_CODES },
        {
          type: 'text',
          name: 'exportCountry',
          label: 'l01.exportCountry',
          maxLength: 100,
          when: { field: 'direction', equals: 'IMPORTAS' },
          width: 'half',
        },
        {
          type: 'text',
          name: 'destinationCountry',
          label: 'l01.destinationCountry',
          maxLength: 100,
          when: { field: 'direction', in: ['EKSPORTAS', 'REEKSPORTAS'] },
          width: 'half',
        },
        {
          type: 'text',
          name: 'partnerName',
          label: 'l01.partnerName',
          hint: 'l01.partnerName.hint',
          maxLength: 200,
        },
        {
          // A foreign address: the Lithuanian address rule (a name and a number) does not fit all.
          type: 'text',
          name: 'partnerAddress',
          label: 'l01.partnerAddress',
          maxLength: 255,
        },
        {
          type: 'date',
          name: 'dateFrom',
          label: 'l01.dateFrom',
          hint: 'l01.dateFrom.hint',
          notBefore: 'today',
          width: 'half',
        },
        { type: 'date', name: 'dateTo', label: 'l01.dateTo', notBefore: 'today', width: 'half' },
        {
          type: 'text',
          name: 'borderPost',
          label: 'l01.borderPost',
          hint: 'l01.borderPost.hint',
          required: false,
          maxLength: 100,
        },
      ],
    },
    {
      id: 'specimens',
      title: 'l01.step.specimens',
      description: 'l01.step.specimens.description',
      fields: [
        {
          type: 'group',
          name: 'animals',
          label: 'l01.animals',
          hint: 'l01.animals.hint',
          itemLabel: 'l01.animals.item',
          addLabel: 'l01.animals.add',
          fields: liveSpecimenFields,
        },
        {
          type: 'group',
          name: 'parts',
          label: 'l01.parts',
          hint: 'l01.parts.hint',
          itemLabel: 'l01.parts.item',
          addLabel: 'l01.parts.add',
          fields: itemSpecimenFields,
        },
        {
          type: 'group',
          name: 'products',
          label: 'l01.products',
          hint: 'l01.products.hint',
          itemLabel: 'l01.products.item',
          addLabel: 'l01.products.add',
          fields: itemSpecimenFields,
        },
      ],
      documents: ['KILMES_DOKUMENTAS', 'EKSPORTO_LEIDIMAS', 'SVEIKATOS_SERTIFIKATAS', 'NUOTRAUKOS'],
    },
    {
      id: 'documents',
      title: 'l01.step.documents',
      description: 'l01.step.documents.description',
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
    {
      // Regulation 338/97 art. 4: an import permit is issued on the exporting country's CITES document.
      type: 'EKSPORTO_LEIDIMAS',
      title: 'l01.document.EKSPORTO_LEIDIMAS',
      accept: 'attachment',
      required: { field: 'direction', equals: 'IMPORTAS' },
      requiredMessage: 'l01.error.exportPermitRequired',
    },
    {
      // Live specimens cross the border with a veterinary or phytosanitary certificate.
      type: 'SVEIKATOS_SERTIFIKATAS',
      title: 'l01.document.SVEIKATOS_SERTIFIKATAS',
      accept: 'attachment',
      required: { field: 'animals', filled: true },
      requiredMessage: 'l01.error.healthCertificateRequired',
    },
    { type: 'NUOTRAUKOS', title: 'cites.document.NUOTRAUKOS', accept: 'attachment' },
    { type: 'KITA', title: 'document.KITA', accept: 'attachment' },
  ],
  rules: [
    {
      // Spec §5 L01: at least one entry among animals, parts or products.
      path: 'animals',
      message: 'l01.error.entryRequired',
      test: (data) =>
        ROW_GROUPS.some((name) => Array.isArray(data[name]) && (data[name] as unknown[]).length > 0),
    },
    {
      // Spec §5 L01: "date to not before date from" – the same day is allowed, so not `after`.
      path: 'dateTo',
      message: 'validation.dateToNotBeforeFrom',
      test: (data) =>
        typeof data.dateFrom !== 'string' ||
        typeof data.dateTo !== 'string' ||
        isDateToAfterFrom(data.dateFrom, data.dateTo, { allowSameDay: true }),
    },
  ],
};
