/**
 * L16.1 permit to provide training in work with fluorinated greenhouse gases (spec §3 L16:
 * training programmes FD-01 to FD-04, instructors with position, education and programmes,
 * premises with city or village, street, house number, room number and postcode, material
 * resources; spec §5 L16: at least one programme, at least one ownership or lease document and a
 * photo, no duplicate programme, programme-specific resources).
 *
 * Filed by companies only: training providers are schools, companies and other organisations (a
 * person cannot be a training provider).
 */
import type { MessageId } from '../../../i18n/index.ts';
import type { CrossFieldRule, KindDefinition } from '../../engine/definition.ts';
import {
  FGAS_PROGRAMMES,
  paymentMethodField,
  RESOURCE_TYPES,
  resourcesGroup,
  resourcesRule,
  rowsOf,
} from '../../parts/fgas.ts';

/** Premises are owned, leased or lent for use (panauda). */
const PREMISES_BASIS = [
  { value: 'NUOSAVYBE', label: 'l16.premises.basis.NUOSAVYBE' },
  { value: 'NUOMA', label: 'l16.premises.basis.NUOMA' },
  { value: 'PANAUDA', label: 'l16.premises.basis.PANAUDA' },
] as const;

/** A house number with an optional letter or building part: `12`, `12A`, `5-2`, `17/3`. */
const HOUSE_NUMBER = '\\d{1,4}\\p{L}?([-/]\\d{1,4}\\p{L}?)?';

const programmesIn = (data: Readonly<Record<string, unknown>>) =>
  new Set(rowsOf(data, 'programmes').map((row) => row.programme));

/**
 * Equipment each programme needs for its practical part (spec §5 L16 "programme-specific
 * resources"): a training rig of the kind of equipment taught, and the instruments to recover the
 * gas, evacuate the circuit, weigh the charge and check for leaks.
 */
export const PROGRAMME_RESOURCES: readonly {
  programme: string;
  needed: readonly (readonly string[])[];
  message: MessageId;
}[] = [
  {
    programme: 'FD-01',
    needed: [
      ['STENDAS_STACIONARUS'],
      ['SURINKIMO_IRENGINYS'],
      ['NUOTEKIO_DETEKTORIUS'],
      ['VAKUUMINIS_SIURBLYS'],
      ['SVARSTYKLES'],
    ],
    message: 'l16.error.resources.FD-01',
  },
  {
    programme: 'FD-02',
    needed: [
      ['STENDAS_TRANSPORTO'],
      ['SURINKIMO_IRENGINYS'],
      ['NUOTEKIO_DETEKTORIUS'],
      ['VAKUUMINIS_SIURBLYS'],
    ],
    message: 'l16.error.resources.FD-02',
  },
  {
    programme: 'FD-03',
    needed: [['STENDAS_SKIRSTYKLES'], ['SF6_SURINKIMO_IRENGINYS'], ['SF6_DETEKTORIUS']],
    message: 'l16.error.resources.FD-03',
  },
  {
    programme: 'FD-04',
    needed: [['STENDAS_AUTOMOBILIO'], ['SURINKIMO_IRENGINYS'], ['NUOTEKIO_DETEKTORIUS']],
    message: 'l16.error.resources.FD-04',
  },
];

const programmeResourceRules: CrossFieldRule[] = PROGRAMME_RESOURCES.map(({ programme, needed, message }) =>
  resourcesRule(message, (data) => programmesIn(data).has(programme), needed),
);

export const l16_1: KindDefinition = {
  segment: 'l16_1',
  listing: { category: 'pollution', title: 'kind.l16_1.title', pageTitle: 'kind.l16_1.pageTitle' },
  schemaVersion: 1,
  filers: ['company'],
  applicationTypes: ['NAUJA'],
  // State fee default (spec §3 L16 lists a price and a payment method); ADR 0008 records prices as
  // defaults that the officer confirms when issuing.
  price: { type: 'fixed', cents: 4_300 },
  // The state fee is owed from submission (ADR 0027), as for the other F-gas certificates.
  fee: { due: 'submission' },
  // Five years, after which the provider applies again with its current programmes and staff.
  validity: { months: 60 },
  permitLifecycle: 'general',
  titleField: 'providerName',
  steps: [
    {
      id: 'programmes',
      title: 'l16.step.programmes',
      description: 'l16.step.programmes.description',
      fields: [
        {
          type: 'text',
          name: 'providerName',
          label: 'l16.providerName',
          hint: 'l16.providerName.hint',
          maxLength: 200,
        },
        {
          type: 'group',
          name: 'programmes',
          label: 'l16.programmes',
          itemLabel: 'l16.programmes.item',
          addLabel: 'l16.programmes.add',
          min: 1,
          minMessage: 'l16.error.programmeRequired',
          max: FGAS_PROGRAMMES.length,
          fields: [
            { type: 'select', name: 'programme', label: 'l16.programme', options: FGAS_PROGRAMMES },
            {
              type: 'number',
              name: 'hours',
              label: 'l16.programme.hours',
              min: 0,
              exclusiveMin: true,
              max: 400,
              width: 'third',
            },
            {
              type: 'number',
              name: 'groupSize',
              label: 'l16.programme.groupSize',
              min: 0,
              exclusiveMin: true,
              max: 50,
              width: 'third',
            },
          ],
          unique: { fields: ['programme'], message: 'l16.error.duplicateProgramme' },
        },
      ],
      documents: ['PROGRAMOS'],
    },
    {
      id: 'instructors',
      title: 'l16.step.instructors',
      description: 'l16.step.instructors.description',
      fields: [
        {
          type: 'group',
          name: 'instructors',
          label: 'l16.instructors',
          itemLabel: 'l16.instructors.item',
          addLabel: 'l16.instructors.add',
          min: 1,
          minMessage: 'l16.error.instructorRequired',
          fields: [
            { type: 'personCode', name: 'personCode', label: 'worker.asmensKodas', width: 'third' },
            { type: 'name', name: 'firstName', label: 'worker.vardas', width: 'third' },
            { type: 'name', name: 'lastName', label: 'worker.pavarde', width: 'third' },
            { type: 'text', name: 'position', label: 'worker.pareigos', maxLength: 100, width: 'half' },
            {
              type: 'text',
              name: 'certificateNumber',
              label: 'l16.instructor.certificateNumber',
              hint: 'l16.instructor.certificateNumber.hint',
              required: false,
              maxLength: 50,
              width: 'half',
            },
            {
              type: 'textarea',
              name: 'education',
              label: 'l16.instructor.education',
              hint: 'l16.instructor.education.hint',
              maxLength: 1000,
            },
            {
              type: 'checkboxes',
              name: 'programmes',
              label: 'l16.instructor.programmes',
              options: FGAS_PROGRAMMES,
            },
          ],
          unique: { fields: ['personCode'], message: 'worker.error.duplicate' },
        },
      ],
      documents: ['INSTRUKTORIU_KVALIFIKACIJA'],
    },
    {
      id: 'premises',
      title: 'l16.step.premises',
      description: 'l16.step.premises.description',
      fields: [
        {
          type: 'group',
          name: 'premises',
          label: 'l16.premises',
          itemLabel: 'l16.premises.item',
          addLabel: 'l16.premises.add',
          min: 1,
          minMessage: 'l16.error.premisesRequired',
          fields: [
            { type: 'text', name: 'city', label: 'l16.premises.city', maxLength: 100, width: 'half' },
            { type: 'text', name: 'street', label: 'l16.premises.street', maxLength: 100, width: 'half' },
            {
              type: 'text',
              name: 'houseNumber',
              label: 'l16.premises.houseNumber',
              maxLength: 12,
              pattern: { regex: HOUSE_NUMBER, message: 'l16.error.houseNumber' },
              width: 'third',
            },
            {
              type: 'text',
              name: 'roomNumber',
              label: 'l16.premises.roomNumber',
              maxLength: 20,
              width: 'third',
            },
            { type: 'postcode', name: 'postcode', label: 'l16.premises.postcode', width: 'third' },
            { type: 'radio', name: 'basis', label: 'l16.premises.basis', options: PREMISES_BASIS },
          ],
        },
      ],
      documents: ['PATALPU_DOKUMENTAS', 'PATALPU_NUOTRAUKA'],
    },
    {
      id: 'resources',
      title: 'l16.step.resources',
      description: 'l16.step.resources.description',
      fields: [resourcesGroup(RESOURCE_TYPES)],
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
    { type: 'PROGRAMOS', title: 'l16.document.PROGRAMOS', accept: 'l16', required: true },
    {
      type: 'INSTRUKTORIU_KVALIFIKACIJA',
      title: 'l16.document.INSTRUKTORIU_KVALIFIKACIJA',
      hint: 'l16.document.INSTRUKTORIU_KVALIFIKACIJA.hint',
      accept: 'l16',
      required: true,
    },
    {
      type: 'PATALPU_DOKUMENTAS',
      title: 'l16.document.PATALPU_DOKUMENTAS',
      hint: 'l16.document.PATALPU_DOKUMENTAS.hint',
      accept: 'l16',
      required: true,
      requiredMessage: 'l16.error.premisesDocumentRequired',
    },
    {
      type: 'PATALPU_NUOTRAUKA',
      title: 'l16.document.PATALPU_NUOTRAUKA',
      hint: 'l16.document.PATALPU_NUOTRAUKA.hint',
      accept: 'l16',
      required: true,
      requiredMessage: 'l16.error.photoRequired',
    },
    { type: 'KITA', title: 'document.KITA', accept: 'l16' },
  ],
  rules: [
    {
      // Every programme is taught by at least one of the listed instructors (with none listed,
      // the group's own minimum message says so).
      path: 'instructors',
      message: 'l16.error.programmeWithoutInstructor',
      test: (data) => {
        const rows = rowsOf(data, 'instructors');
        if (rows.length === 0) return true;
        const taught = new Set(rows.flatMap((row) => (Array.isArray(row.programmes) ? row.programmes : [])));
        return [...programmesIn(data)].every((programme) => taught.has(programme));
      },
    },
    ...programmeResourceRules,
  ],
};
