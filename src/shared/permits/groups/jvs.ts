/**
 * Joint activity contracts (JVS, jungtinės veiklos sutartis; spec §3: number, date, companies with
 * code, name and registered office, persons with code, names, position, works from/to and company
 * code). Spec §5: the number is required ('-' when the contract has none), and the contract file is
 * required when a person or company is added: the kind adds the `JVS_SUTARTIS` document slot with
 * `jvsDocumentSlot` so the submit check asks for it.
 */
import type { DocumentSlot, FieldDef, GroupField } from '../engine/definition.ts';

export const JVS_DOCUMENT_TYPE = 'JVS_SUTARTIS';

export const jvsGroup: GroupField = {
  type: 'group',
  name: 'jvs',
  label: 'jvs.title',
  hint: 'jvs.hint',
  itemLabel: 'jvs.item',
  addLabel: 'jvs.add',
  min: 1,
  when: { field: 'jointActivity', equals: true },
  fields: [
    {
      type: 'text',
      name: 'number',
      label: 'jvs.number',
      hint: 'jvs.number.hint',
      maxLength: 50,
      pattern: { regex: '-|[\\p{L}\\d][\\p{L}\\d\\s./-]*', message: 'jvs.error.number' },
      width: 'half',
    },
    { type: 'date', name: 'date', label: 'jvs.date', width: 'half' },
    {
      type: 'group',
      name: 'companies',
      label: 'jvs.companies',
      itemLabel: 'jvs.company',
      addLabel: 'jvs.addCompany',
      fields: [
        { type: 'companyCode', name: 'code', label: 'jvs.company.code', width: 'third' },
        { type: 'text', name: 'name', label: 'jvs.company.name', maxLength: 200, width: 'third' },
        { type: 'address', name: 'office', label: 'jvs.company.office', width: 'third' },
      ],
      unique: { fields: ['code'], message: 'validation.duplicateRow' },
    },
    {
      type: 'group',
      name: 'persons',
      label: 'jvs.persons',
      itemLabel: 'jvs.person',
      addLabel: 'jvs.addPerson',
      fields: [
        { type: 'personCode', name: 'personCode', label: 'worker.asmensKodas', width: 'third' },
        { type: 'name', name: 'firstName', label: 'worker.vardas', width: 'third' },
        { type: 'name', name: 'lastName', label: 'worker.pavarde', width: 'third' },
        { type: 'text', name: 'position', label: 'worker.pareigos', maxLength: 100, width: 'third' },
        { type: 'date', name: 'worksFrom', label: 'worker.dirbaNuoData', width: 'third' },
        {
          type: 'date',
          name: 'worksTo',
          label: 'worker.dirbaIkiData',
          required: false,
          after: 'worksFrom',
          width: 'third',
        },
        { type: 'companyCode', name: 'companyCode', label: 'worker.imonesKodas', width: 'third' },
      ],
      unique: { fields: ['personCode'], message: 'validation.duplicateRow' },
    },
  ],
};

/** The joint-activity flag and its contracts, for kinds that have them (L11, L12). */
export const jvsFields: readonly FieldDef[] = [
  { type: 'checkbox', name: 'jointActivity', label: 'jvs.flag' },
  jvsGroup,
];

export const jvsDocumentSlot: DocumentSlot = {
  type: JVS_DOCUMENT_TYPE,
  title: 'jvs.document',
  accept: 'attachment',
  required: { field: 'jointActivity', equals: true },
  requiredMessage: 'jvs.error.documentRequired',
};
