/**
 * L16.3 fluorinated gas handling attestation (atestatas; spec §3 L16: activity type and
 * categories, workers of a legal entity with person codes, material resources, price, payment
 * method; cases type I – one certified worker – and type II – two or more; spec §5 L16: no
 * duplicate activity type, a mandatory category).
 *
 * Filers: companies that install, service, repair or dismantle F-gas equipment for others, and
 * self-employed technicians (persons working under an individual activity certificate), as the
 * portal's L16.3 page describes; a person lists themself as the one worker of a type I case.
 */
import type { GroupField, KindDefinition, Option } from '../../engine/definition.ts';
import { workerGroup } from '../../groups/workers.ts';
import {
  FGAS_ACTIVITIES,
  FGAS_CATEGORIES,
  paymentMethodField,
  RESOURCE_TYPES,
  resourcesGroup,
  resourcesRule,
  rowsOf,
} from '../../parts/fgas.ts';

export const CASE_TYPES: readonly Option[] = [
  { value: 'I', label: 'l16.caseType.I' },
  { value: 'II', label: 'l16.caseType.II' },
];

/** Tools of an attested company: the training rigs of L16.1 are not among them. */
const TOOL_TYPES = RESOURCE_TYPES.filter((option) => !option.value.startsWith('STENDAS_'));

const baseWorkers = workerGroup({
  name: 'workers',
  label: 'l16.workers',
  itemLabel: 'l16.workers.item',
  addLabel: 'l16.workers.add',
  min: 1,
  minMessage: 'l16.error.workerRequired',
});

/** Workers with their personal certificate (L16.2) numbers. */
const workersGroup: GroupField = {
  ...baseWorkers,
  fields: [
    ...baseWorkers.fields,
    {
      type: 'text',
      name: 'certificateNumber',
      label: 'l16.worker.certificateNumber',
      maxLength: 50,
      width: 'third',
    },
  ],
};

const activitiesIn = (data: Readonly<Record<string, unknown>>) =>
  new Set(rowsOf(data, 'activities').map((row) => row.activityType));

export const l16_3: KindDefinition = {
  segment: 'l16_3',
  listing: { category: 'pollution', title: 'kind.l16_3.title', pageTitle: 'kind.l16_3.pageTitle' },
  schemaVersion: 1,
  filers: ['company', 'person'],
  applicationTypes: ['NAUJA'],
  // State fee default (spec §3 L16 lists a price and a payment method); ADR 0008 records prices as
  // defaults that the officer confirms when issuing.
  price: { type: 'fixed', cents: 2_900 },
  // The state fee is owed from submission (ADR 0027), as for the other F-gas certificates.
  fee: { due: 'submission' },
  validity: { months: 60 },
  permitLifecycle: 'general',
  steps: [
    {
      id: 'attestation',
      title: 'l16.step.attestation',
      description: 'l16.step.attestation.description',
      fields: [
        {
          type: 'radio',
          name: 'caseType',
          label: 'l16.caseType',
          hint: 'l16.caseType.hint',
          options: CASE_TYPES,
        },
        {
          type: 'group',
          name: 'activities',
          label: 'l16.activities',
          itemLabel: 'l16.activities.item',
          addLabel: 'l16.activities.add',
          min: 1,
          minMessage: 'l16.error.activityRequired',
          max: FGAS_ACTIVITIES.length,
          fields: [
            { type: 'select', name: 'activityType', label: 'l16.activityType', options: FGAS_ACTIVITIES },
            {
              // Spec §5 L16 "a mandatory category": every activity names at least one.
              type: 'checkboxes',
              name: 'categories',
              label: 'l16.activity.categories',
              options: FGAS_CATEGORIES,
            },
          ],
          unique: { fields: ['activityType'], message: 'l16.error.duplicateActivity' },
        },
      ],
    },
    {
      id: 'workers',
      title: 'l16.step.workers',
      description: 'l16.step.workers.description',
      fields: [workersGroup],
      documents: ['DARBUOTOJU_PAZYMEJIMAI'],
    },
    {
      id: 'resources',
      title: 'l16.step.tools',
      description: 'l16.step.tools.description',
      fields: [resourcesGroup(TOOL_TYPES)],
      documents: ['IRANGOS_DOKUMENTAI'],
    },
    {
      id: 'payment',
      title: 'l16.step.payment',
      description: 'l16.step.payment.description',
      fields: [paymentMethodField],
      documents: ['KITA'],
    },
  ],
  documents: [
    {
      type: 'DARBUOTOJU_PAZYMEJIMAI',
      title: 'l16.document.DARBUOTOJU_PAZYMEJIMAI',
      hint: 'l16.document.DARBUOTOJU_PAZYMEJIMAI.hint',
      accept: 'l16',
      required: true,
    },
    {
      type: 'IRANGOS_DOKUMENTAI',
      title: 'l16.document.IRANGOS_DOKUMENTAI',
      hint: 'l16.document.IRANGOS_DOKUMENTAI.hint',
      accept: 'l16',
    },
    { type: 'KITA', title: 'document.KITA', accept: 'l16' },
  ],
  rules: [
    // The case type counts the workers; with none listed, the group's minimum message says so.
    {
      path: 'workers',
      message: 'l16.error.typeOneWorkers',
      test: (data) => data.caseType !== 'I' || rowsOf(data, 'workers').length <= 1,
    },
    {
      path: 'workers',
      message: 'l16.error.typeTwoWorkers',
      test: (data) => {
        const count = rowsOf(data, 'workers').length;
        return data.caseType !== 'II' || count === 0 || count >= 2;
      },
    },
    // The tools the activities need: recovering the gas, and checking for leaks.
    resourcesRule('l16.error.recoveryUnitRequired', (data) => activitiesIn(data).has('SURINKIMAS'), [
      ['SURINKIMO_IRENGINYS', 'SF6_SURINKIMO_IRENGINYS'],
    ]),
    resourcesRule(
      'l16.error.leakDetectorRequired',
      (data) => activitiesIn(data).has('SANDARUMO_TIKRINIMAS'),
      [['NUOTEKIO_DETEKTORIUS', 'SF6_DETEKTORIUS']],
    ),
  ],
};
