/**
 * The installation data that the pollution permit (L10) and the IPPC permit (L09, TIPK) share: spec
 * §3 "L09/L10" names one field list for both – installation name, part, municipality, elderate,
 * locality, street, address, activity type and description, criteria and conformity, other owners.
 * L09 adds its IPPC parts (kinds/l09) on top of these.
 */
import type { CrossFieldRule, DocumentSlot, FieldDef, GroupField, Option } from '../engine/definition.ts';
import { MUNICIPALITIES } from '../groups/municipalities.ts';

/**
 * Kinds of activity, following the groups of Annex I of the Industrial Emissions Directive
 * (2010/75/EU) that the Lithuanian permit rules copy, plus waste water treatment and "other" for
 * installations that need a pollution permit without being listed there.
 */
export const POLLUTION_ACTIVITY_TYPES: readonly Option[] = [
  { value: 'ENERGETIKA', label: 'pollution.activityType.ENERGETIKA' },
  { value: 'METALAI', label: 'pollution.activityType.METALAI' },
  { value: 'MINERALAI', label: 'pollution.activityType.MINERALAI' },
  { value: 'CHEMIJA', label: 'pollution.activityType.CHEMIJA' },
  { value: 'ATLIEKOS', label: 'pollution.activityType.ATLIEKOS' },
  { value: 'CELIULIOZE_POPIERIUS', label: 'pollution.activityType.CELIULIOZE_POPIERIUS' },
  { value: 'TEKSTILE_ODA', label: 'pollution.activityType.TEKSTILE_ODA' },
  { value: 'MAISTAS', label: 'pollution.activityType.MAISTAS' },
  { value: 'GYVULININKYSTE', label: 'pollution.activityType.GYVULININKYSTE' },
  { value: 'TIRPIKLIAI', label: 'pollution.activityType.TIRPIKLIAI' },
  { value: 'NUOTEKOS', label: 'pollution.activityType.NUOTEKOS' },
  { value: 'KITA', label: 'pollution.activityType.KITA' },
];

/**
 * The environmental requirements a permit assesses; for each the applicant says whether the
 * installation meets it and, when it does not, why and what is planned ("criteria and conformity").
 */
export const POLLUTION_CRITERIA: readonly Option[] = [
  { value: 'GPGB', label: 'pollution.criterion.GPGB' },
  { value: 'ORAS', label: 'pollution.criterion.ORAS' },
  { value: 'NUOTEKOS', label: 'pollution.criterion.NUOTEKOS' },
  { value: 'ATLIEKOS', label: 'pollution.criterion.ATLIEKOS' },
  { value: 'TRIUKSMAS', label: 'pollution.criterion.TRIUKSMAS' },
  { value: 'KVAPAI', label: 'pollution.criterion.KVAPAI' },
  { value: 'DIRVOZEMIS', label: 'pollution.criterion.DIRVOZEMIS' },
  { value: 'EFEKTYVUMAS', label: 'pollution.criterion.EFEKTYVUMAS' },
  { value: 'AVARIJOS', label: 'pollution.criterion.AVARIJOS' },
];

export const YES_NO: readonly Option[] = [
  { value: 'TAIP', label: 'common.yes' },
  { value: 'NE', label: 'common.no' },
];

/** Where the installation is: the parts of an address the Register of Addresses keeps apart. */
export const installationFields: readonly FieldDef[] = [
  {
    type: 'text',
    name: 'installationName',
    label: 'pollution.installationName',
    hint: 'pollution.installationName.hint',
    maxLength: 200,
  },
  {
    type: 'text',
    name: 'installationPart',
    label: 'pollution.installationPart',
    hint: 'pollution.installationPart.hint',
    required: false,
    maxLength: 200,
  },
  {
    type: 'select',
    name: 'municipality',
    label: 'pollution.municipality',
    options: MUNICIPALITIES,
    width: 'half',
  },
  {
    type: 'text',
    name: 'elderate',
    label: 'pollution.elderate',
    hint: 'pollution.elderate.hint',
    required: false,
    maxLength: 100,
    width: 'half',
  },
  { type: 'text', name: 'locality', label: 'pollution.locality', maxLength: 100, width: 'half' },
  {
    type: 'text',
    name: 'street',
    label: 'pollution.street',
    hint: 'pollution.street.hint',
    required: false,
    maxLength: 100,
    width: 'half',
  },
  { type: 'address', name: 'address', label: 'pollution.address', hint: 'pollution.address.hint' },
];

export const activityFields: readonly FieldDef[] = [
  {
    type: 'select',
    name: 'activityType',
    label: 'pollution.activityType',
    options: POLLUTION_ACTIVITY_TYPES,
  },
  {
    type: 'text',
    name: 'activityTypeOther',
    label: 'pollution.activityTypeOther',
    maxLength: 200,
    when: { field: 'activityType', equals: 'KITA' },
  },
  {
    type: 'textarea',
    name: 'activityDescription',
    label: 'pollution.activityDescription',
    hint: 'pollution.activityDescription.hint',
    maxLength: 4000,
  },
];

export const criteriaGroup: GroupField = {
  type: 'group',
  name: 'criteria',
  label: 'pollution.criteria',
  hint: 'pollution.criteria.hint',
  itemLabel: 'pollution.criteria.item',
  addLabel: 'pollution.criteria.add',
  min: 1,
  minMessage: 'pollution.error.criterionRequired',
  fields: [
    { type: 'select', name: 'criterion', label: 'pollution.criterion', options: POLLUTION_CRITERIA },
    { type: 'radio', name: 'conforms', label: 'pollution.conforms', options: YES_NO, width: 'half' },
    {
      type: 'textarea',
      name: 'explanation',
      label: 'pollution.explanation',
      hint: 'pollution.explanation.hint',
      maxLength: 2000,
      when: { field: 'conforms', equals: 'NE' },
    },
  ],
  unique: { fields: ['criterion'], message: 'pollution.error.duplicateCriterion' },
};

/** Natural (fizinis) or legal (juridinis) person. */
export const OWNER_TYPES: readonly Option[] = [
  { value: 'FIZINIS', label: 'pollution.owner.type.FIZINIS' },
  { value: 'JURIDINIS', label: 'pollution.owner.type.JURIDINIS' },
];

/**
 * Other owners of the installation besides the applicant (spec §3 "other owners"): a person with
 * a person code and names, or a company with its code and name.
 */
export const otherOwnersFields: readonly FieldDef[] = [
  {
    type: 'checkbox',
    name: 'hasOtherOwners',
    label: 'pollution.hasOtherOwners',
    hint: 'pollution.hasOtherOwners.hint',
  },
  {
    type: 'group',
    name: 'otherOwners',
    label: 'pollution.otherOwners',
    itemLabel: 'pollution.otherOwners.item',
    addLabel: 'pollution.otherOwners.add',
    min: 1,
    minMessage: 'pollution.error.ownerRequired',
    when: { field: 'hasOtherOwners', equals: true },
    fields: [
      { type: 'radio', name: 'ownerType', label: 'pollution.owner.type', options: OWNER_TYPES },
      {
        type: 'personCode',
        name: 'personCode',
        label: 'worker.asmensKodas',
        when: { field: 'ownerType', equals: 'FIZINIS' },
        width: 'third',
      },
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
        type: 'companyCode',
        name: 'companyCode',
        label: 'worker.imonesKodas',
        when: { field: 'ownerType', equals: 'JURIDINIS' },
        width: 'third',
      },
      {
        type: 'text',
        name: 'companyName',
        label: 'pollution.owner.companyName',
        maxLength: 200,
        when: { field: 'ownerType', equals: 'JURIDINIS' },
        width: 'full',
      },
      {
        type: 'text',
        name: 'ownedPart',
        label: 'pollution.owner.ownedPart',
        hint: 'pollution.owner.ownedPart.hint',
        required: false,
        maxLength: 200,
      },
    ],
  },
];

type OwnerRow = { ownerType?: string; personCode?: string; companyCode?: string };

/** The same person or company listed twice as an owner (person code or company code repeats). */
export const duplicateOwnerRule: CrossFieldRule = {
  path: 'otherOwners',
  message: 'pollution.error.duplicateOwner',
  test: (data) => {
    const keys = ((data.otherOwners as OwnerRow[] | undefined) ?? [])
      .map((row) => (row.ownerType === 'FIZINIS' ? row.personCode : row.companyCode))
      .filter((code): code is string => typeof code === 'string');
    return new Set(keys).size === keys.length;
  },
};

/** The filled-in application form, as every permit with an official form has it (spec §5 Files). */
export const applicationFormSlots: readonly DocumentSlot[] = [
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
];

/** Attachments both permits ask for about the installation itself. */
export const installationDocumentSlots: readonly DocumentSlot[] = [
  {
    type: 'SITUACIJOS_PLANAS',
    title: 'pollution.document.SITUACIJOS_PLANAS',
    hint: 'pollution.document.SITUACIJOS_PLANAS.hint',
    accept: 'attachment',
    required: true,
  },
  {
    type: 'TECHNINIS_APRASAS',
    title: 'pollution.document.TECHNINIS_APRASAS',
    hint: 'pollution.document.TECHNINIS_APRASAS.hint',
    accept: 'attachment',
    required: true,
  },
  {
    type: 'SAVININKU_SUTIKIMAS',
    title: 'pollution.document.SAVININKU_SUTIKIMAS',
    hint: 'pollution.document.SAVININKU_SUTIKIMAS.hint',
    accept: 'attachment',
    required: { field: 'hasOtherOwners', equals: true },
    requiredMessage: 'pollution.error.ownersConsentRequired',
  },
];

export const otherDocumentSlot: DocumentSlot = { type: 'KITA', title: 'document.KITA', accept: 'attachment' };
