/**
 * L13 hazardous waste licence (pavojingųjų atliekų tvarkymo licencija; spec §3 L13: responsible
 * employees, technological hazardous waste flows, waste handling activity, pollution permit flag
 * and number; spec §5 L13: at least one employee and one technological flow, no duplicate activity).
 * Filed by companies only; the licence has no end date (spec §4 L13 states; ADR 0008).
 */
import type { KindDefinition, Option } from '../../engine/definition.ts';
import { workerGroup } from '../../groups/workers.ts';

/** Waste handling activities under the Waste Management Law: collection, transport, storage, recovery, disposal. */
export const L13_ACTIVITIES: readonly Option[] = [
  { value: 'SURINKIMAS', label: 'l13.activity.SURINKIMAS' },
  { value: 'VEZIMAS', label: 'l13.activity.VEZIMAS' },
  { value: 'LAIKYMAS', label: 'l13.activity.LAIKYMAS' },
  { value: 'PARUOSIMAS', label: 'l13.activity.PARUOSIMAS' },
  { value: 'NAUDOJIMAS', label: 'l13.activity.NAUDOJIMAS' },
  { value: 'SALINIMAS', label: 'l13.activity.SALINIMAS' },
];

/** European List of Waste code, `16 06 01*`; hazardous entries carry the asterisk. */
const WASTE_CODE = '\\d{2} ?\\d{2} ?\\d{2}\\*';

export const l13: KindDefinition = {
  segment: 'l13',
  listing: { category: 'pollution', title: 'kind.l13.title' },
  schemaVersion: 1,
  filers: ['company'],
  applicationTypes: ['NAUJA', 'LEIDIMO_KEITIMAS', 'LEIDIMO_TIKSLINIMAS'],
  // State fee for issuing the licence (ADR 0008: amounts are the ministry's to set; this is the default the officer confirms).
  price: { type: 'fixed', cents: 5_800 },
  // The state fee is owed once the officer accepts (ADR 0027): the permit waits unpaid as a project.
  fee: { due: 'acceptance' },
  validity: { indefinite: true },
  permitLifecycle: 'l13',
  titleField: 'siteName',
  steps: [
    {
      id: 'activity',
      title: 'l13.step.activity',
      description: 'l13.step.activity.description',
      fields: [
        { type: 'text', name: 'siteName', label: 'l13.siteName', maxLength: 200 },
        { type: 'address', name: 'siteAddress', label: 'l13.siteAddress', hint: 'l13.siteAddress.hint' },
        {
          type: 'group',
          name: 'activities',
          label: 'l13.activities',
          hint: 'l13.activities.hint',
          itemLabel: 'l13.activities.item',
          addLabel: 'l13.activities.add',
          min: 1,
          fields: [
            {
              type: 'select',
              name: 'activity',
              label: 'l13.activity',
              options: L13_ACTIVITIES,
              width: 'half',
            },
            {
              type: 'textarea',
              name: 'description',
              label: 'l13.activity.description',
              required: false,
              maxLength: 1000,
            },
          ],
          unique: { fields: ['activity'], message: 'l13.error.duplicateActivity' },
        },
        {
          type: 'radio',
          name: 'hasPollutionPermit',
          label: 'l13.hasPollutionPermit',
          hint: 'l13.hasPollutionPermit.hint',
          options: [
            { value: 'TAIP', label: 'common.yes' },
            { value: 'NE', label: 'common.no' },
          ],
        },
        {
          type: 'text',
          name: 'pollutionPermitNumber',
          label: 'l13.pollutionPermitNumber',
          maxLength: 50,
          when: { field: 'hasPollutionPermit', equals: 'TAIP' },
        },
      ],
      documents: ['TECHNOLOGINIS_REGLAMENTAS'],
    },
    {
      id: 'flows',
      title: 'l13.step.flows',
      description: 'l13.step.flows.description',
      fields: [
        {
          type: 'group',
          name: 'flows',
          label: 'l13.flows',
          itemLabel: 'l13.flows.item',
          addLabel: 'l13.flows.add',
          min: 1,
          minMessage: 'l13.error.flowRequired',
          fields: [
            {
              type: 'text',
              name: 'wasteCode',
              label: 'l13.flow.wasteCode',
              hint: 'l13.flow.wasteCode.hint',
              pattern: { regex: WASTE_CODE, message: 'l13.error.wasteCode' },
              width: 'third',
            },
            { type: 'text', name: 'wasteName', label: 'l13.flow.wasteName', maxLength: 300, width: 'full' },
            {
              type: 'select',
              name: 'activity',
              label: 'l13.activity',
              options: L13_ACTIVITIES,
              width: 'half',
            },
            {
              type: 'number',
              name: 'tonnesPerYear',
              label: 'l13.flow.tonnesPerYear',
              min: 0,
              exclusiveMin: true,
              decimals: 3,
              unit: 'unit.tonnesPerYear',
              width: 'third',
            },
            {
              type: 'number',
              name: 'storedTonnes',
              label: 'l13.flow.storedTonnes',
              min: 0,
              decimals: 3,
              unit: 'unit.tonnes',
              width: 'third',
            },
          ],
          unique: { fields: ['wasteCode', 'activity'], message: 'l13.error.duplicateFlow' },
        },
      ],
    },
    {
      id: 'employees',
      title: 'l13.step.employees',
      description: 'l13.step.employees.description',
      fields: [
        workerGroup({
          name: 'employees',
          label: 'l13.employees',
          itemLabel: 'l13.employees.item',
          addLabel: 'l13.employees.add',
          min: 1,
          minMessage: 'l13.error.employeeRequired',
        }),
      ],
      documents: ['KVALIFIKACIJA'],
    },
    {
      id: 'documents',
      title: 'l13.step.documents',
      description: 'l13.step.documents.description',
      fields: [],
      documents: ['PARAISKA', 'PARAISKA_PDF', 'KITA'],
    },
  ],
  documents: [
    {
      type: 'PARAISKA',
      title: 'document.PARAISKA',
      hint: 'document.PARAISKA.hint',
      accept: 'editable',
      required: true,
    },
    {
      type: 'PARAISKA_PDF',
      title: 'document.PARAISKA_PDF',
      hint: 'document.PARAISKA_PDF.hint',
      accept: 'pdf',
      required: true,
    },
    {
      type: 'TECHNOLOGINIS_REGLAMENTAS',
      title: 'l13.document.TECHNOLOGINIS_REGLAMENTAS',
      accept: 'attachment',
      required: true,
    },
    { type: 'KVALIFIKACIJA', title: 'l13.document.KVALIFIKACIJA', accept: 'attachment', required: true },
    { type: 'KITA', title: 'document.KITA', accept: 'attachment' },
  ],
  rules: [
    {
      // Every activity a flow names must be one the company applies for.
      path: 'flows',
      message: 'l13.error.flowActivityNotListed',
      test: (data) => {
        const listed = new Set(
          ((data.activities as { activity?: string }[] | undefined) ?? []).map((row) => row.activity),
        );
        return ((data.flows as { activity?: string }[] | undefined) ?? []).every((flow) =>
          listed.has(flow.activity),
        );
      },
    },
  ],
};
