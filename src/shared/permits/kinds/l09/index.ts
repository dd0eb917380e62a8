/**
 * L09 integrated pollution prevention and control permit (TIPK leidimas, IPPC): the installation
 * data of spec §3 L09/L10, shared with the pollution permit (parts/installation-fields.ts), plus
 * what only an IPPC installation states – its activity under Annex I of the Industrial Emissions
 * Directive, its capacity, and its conformity with each applicable set of BAT conclusions (best
 * available techniques, GPGB).
 *
 * Filers, application types and validity as for L10 (see kinds/l10/index.ts): the operator may be
 * a natural person (a large pig farm run by a farmer), and the permit has no end date.
 */
import type { KindDefinition, Option } from '../../engine/definition.ts';
import { changeDescriptionField } from '../../groups/change-description.ts';
import {
  activityFields,
  applicationFormSlots,
  criteriaGroup,
  duplicateOwnerRule,
  installationDocumentSlots,
  installationFields,
  otherDocumentSlot,
  otherOwnersFields,
  YES_NO,
} from '../../parts/installation-fields.ts';

/** Units in which Annex I of the directive states capacity thresholds. */
export const CAPACITY_UNITS: readonly Option[] = [
  { value: 'MW', label: 'l09.capacityUnit.MW' },
  { value: 'T_PER_DAY', label: 'l09.capacityUnit.T_PER_DAY' },
  { value: 'T_PER_YEAR', label: 'l09.capacityUnit.T_PER_YEAR' },
  { value: 'M3_PER_DAY', label: 'l09.capacityUnit.M3_PER_DAY' },
  { value: 'PLACES', label: 'l09.capacityUnit.PLACES' },
];

/** BAT conclusions adopted under the Industrial Emissions Directive, by their BREF acronyms. */
export const BAT_CONCLUSIONS: readonly Option[] = [
  { value: 'LCP', label: 'l09.bat.LCP' },
  { value: 'IRPP', label: 'l09.bat.IRPP' },
  { value: 'FDM', label: 'l09.bat.FDM' },
  { value: 'WT', label: 'l09.bat.WT' },
  { value: 'WI', label: 'l09.bat.WI' },
  { value: 'CLM', label: 'l09.bat.CLM' },
  { value: 'GLS', label: 'l09.bat.GLS' },
  { value: 'IS', label: 'l09.bat.IS' },
  { value: 'FMP', label: 'l09.bat.FMP' },
  { value: 'NFM', label: 'l09.bat.NFM' },
  { value: 'SF', label: 'l09.bat.SF' },
  { value: 'REF', label: 'l09.bat.REF' },
  { value: 'LVOC', label: 'l09.bat.LVOC' },
  { value: 'CAK', label: 'l09.bat.CAK' },
  { value: 'CWW', label: 'l09.bat.CWW' },
  { value: 'WGC', label: 'l09.bat.WGC' },
  { value: 'STS', label: 'l09.bat.STS' },
  { value: 'TAN', label: 'l09.bat.TAN' },
  { value: 'TXT', label: 'l09.bat.TXT' },
  { value: 'PP', label: 'l09.bat.PP' },
  { value: 'WBP', label: 'l09.bat.WBP' },
];

/** An Annex I point: `6.6 b`, `5.3 b) ii)`, `1.1`. */
const ANNEX_POINT = '[1-6]\\.\\d{1,2}(\\.\\d{1,2})?( ?[a-z]\\)?( ?[ivx]{1,4}\\)?)?)?';

export const l09: KindDefinition = {
  segment: 'l09',
  listing: { category: 'pollution', title: 'kind.l09.title' },
  schemaVersion: 1,
  filers: ['person', 'company'],
  applicationTypes: ['NAUJA', 'LEIDIMO_KEITIMAS', 'LEIDIMO_TIKSLINIMAS'],
  // No state fee is charged for an IPPC permit (the portal's L09 page says so too); ADR 0008
  // records prices as defaults that the officer confirms when issuing.
  price: { type: 'free' },
  validity: { indefinite: true },
  permitLifecycle: 'general',
  titleField: 'installationName',
  steps: [
    {
      id: 'installation',
      title: 'pollution.step.installation',
      description: 'pollution.step.installation.description',
      fields: [changeDescriptionField, ...installationFields],
      documents: ['SITUACIJOS_PLANAS'],
    },
    {
      id: 'activity',
      title: 'pollution.step.activity',
      description: 'l09.step.activity.description',
      fields: [
        ...activityFields,
        {
          type: 'text',
          name: 'annexPoint',
          label: 'l09.annexPoint',
          hint: 'l09.annexPoint.hint',
          maxLength: 20,
          pattern: { regex: ANNEX_POINT, message: 'l09.error.annexPoint' },
          width: 'third',
        },
        {
          type: 'number',
          name: 'capacity',
          label: 'l09.capacity',
          min: 0,
          exclusiveMin: true,
          decimals: 2,
          width: 'third',
        },
        {
          type: 'select',
          name: 'capacityUnit',
          label: 'l09.capacityUnit',
          options: CAPACITY_UNITS,
          width: 'third',
        },
      ],
      documents: ['TECHNINIS_APRASAS', 'PAV_SPRENDIMAS'],
    },
    {
      id: 'criteria',
      title: 'pollution.step.criteria',
      description: 'pollution.step.criteria.description',
      fields: [criteriaGroup],
    },
    {
      id: 'bat',
      title: 'l09.step.bat',
      description: 'l09.step.bat.description',
      fields: [
        {
          type: 'group',
          name: 'batConclusions',
          label: 'l09.batConclusions',
          itemLabel: 'l09.batConclusions.item',
          addLabel: 'l09.batConclusions.add',
          min: 1,
          minMessage: 'l09.error.batRequired',
          fields: [
            {
              type: 'select',
              name: 'conclusions',
              label: 'l09.batConclusions.conclusions',
              options: BAT_CONCLUSIONS,
            },
            {
              type: 'radio',
              name: 'conforms',
              label: 'l09.batConclusions.conforms',
              options: YES_NO,
              width: 'half',
            },
            {
              type: 'textarea',
              name: 'explanation',
              label: 'l09.batConclusions.explanation',
              maxLength: 2000,
              when: { field: 'conforms', equals: 'NE' },
            },
            {
              // The operator's own deadline; it cannot lie in the past.
              type: 'date',
              name: 'conformBy',
              label: 'l09.batConclusions.conformBy',
              notBefore: 'today',
              when: { field: 'conforms', equals: 'NE' },
              width: 'half',
            },
          ],
          unique: { fields: ['conclusions'], message: 'l09.error.duplicateBat' },
        },
      ],
      documents: ['GPGB_VERTINIMAS', 'MONITORINGO_PROGRAMA', 'PRADINES_BUKLES_ATASKAITA'],
    },
    {
      id: 'owners',
      title: 'pollution.step.owners',
      description: 'pollution.step.owners.description',
      fields: otherOwnersFields,
      documents: ['SAVININKU_SUTIKIMAS'],
    },
    {
      id: 'documents',
      title: 'pollution.step.documents',
      description: 'pollution.step.documents.description',
      fields: [],
      documents: ['PARAISKA', 'PARAISKA_PDF', 'KITA'],
    },
  ],
  documents: [
    ...applicationFormSlots,
    ...installationDocumentSlots,
    { type: 'GPGB_VERTINIMAS', title: 'l09.document.GPGB_VERTINIMAS', accept: 'attachment', required: true },
    {
      type: 'MONITORINGO_PROGRAMA',
      title: 'l09.document.MONITORINGO_PROGRAMA',
      accept: 'attachment',
      required: true,
    },
    {
      // Needed only where the installation uses relevant hazardous substances (directive art. 22).
      type: 'PRADINES_BUKLES_ATASKAITA',
      title: 'l09.document.PRADINES_BUKLES_ATASKAITA',
      hint: 'l09.document.PRADINES_BUKLES_ATASKAITA.hint',
      accept: 'attachment',
    },
    {
      type: 'PAV_SPRENDIMAS',
      title: 'l09.document.PAV_SPRENDIMAS',
      hint: 'l09.document.PAV_SPRENDIMAS.hint',
      accept: 'attachment',
    },
    otherDocumentSlot,
  ],
  rules: [duplicateOwnerRule],
};
