/**
 * L12 use of subsurface resources and cavities (žemės gelmių išteklių ir ertmių naudojimas; spec §3
 * L11/L12, §5 L12: a specialist document required, at least one mining manager; §5 JVS; §5 Files
 * "Mining site file"). The same data as L11 (subsurface.ts), with the usage plan decision and the
 * mining site required. Change and amendment variants exist (spec §2); they say what changes and
 * why.
 *
 * Filers: companies only (ADR 0008): working a deposit or a cavity is an economic activity with a
 * mining manager on the staff.
 */
import type { KindDefinition } from '../../engine/definition.ts';
import { changeDescriptionField } from '../../groups/change-description.ts';
import { jvsDocumentSlot, jvsFields } from '../../groups/jvs.ts';
import {
  acquisitionFields,
  miningManagersGroup,
  objectFields,
  researchDutyFields,
  resourceParametersGroup,
  usagePlanFields,
} from '../../parts/subsurface.ts';

export const l12: KindDefinition = {
  segment: 'l12',
  listing: { category: 'resources', title: 'kind.l12.title' },
  schemaVersion: 1,
  filers: ['company'],
  applicationTypes: ['NAUJA', 'LEIDIMO_KEITIMAS', 'LEIDIMO_TIKSLINIMAS'],
  // State fee for issuing the permit, as the demo's permit description says (EUR 80); the tax on
  // extracted resources is separate. ADR 0008: prices and terms are defaults the officer confirms.
  price: { type: 'fixed', cents: 8_000 },
  // The state fee is owed once the officer accepts (ADR 0027): the permit waits unpaid as a project.
  fee: { due: 'acceptance' },
  // A deposit is worked for decades; 25 years is the default term, the officer sets the real one.
  validity: { months: 300 },
  permitLifecycle: 'general',
  titleField: 'objectName',
  steps: [
    {
      id: 'object',
      title: 'subsurface.step.object',
      description: 'l12.step.object.description',
      fields: [changeDescriptionField, ...objectFields],
      documents: ['KASYBOS_SKLYPAS'],
    },
    {
      id: 'resource',
      title: 'subsurface.step.resource',
      description: 'subsurface.step.resource.description',
      fields: [resourceParametersGroup, ...researchDutyFields, ...usagePlanFields(true)],
    },
    {
      id: 'managers',
      title: 'subsurface.step.managers',
      description: 'l12.step.managers.description',
      fields: [miningManagersGroup({ min: 1, minMessage: 'l12.error.miningManagerRequired' })],
      documents: ['SPECIALISTO_DOKUMENTAS'],
    },
    {
      id: 'jvs',
      title: 'subsurface.step.jvs',
      description: 'subsurface.step.jvs.description',
      fields: jvsFields,
      documents: ['JVS_SUTARTIS'],
    },
    {
      id: 'acquisition',
      title: 'subsurface.step.acquisition',
      description: 'subsurface.step.acquisition.description',
      fields: acquisitionFields,
    },
    {
      id: 'documents',
      title: 'subsurface.step.documents',
      description: 'subsurface.step.documents.description',
      fields: [],
      documents: ['PARAISKA', 'PARAISKA_PDF', 'ZEMES_DOKUMENTAI', 'KITA'],
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
    // Spec §5 Files "Mining site file: shp or tab": a zipped shapefile or MapInfo TAB set, checked by content.
    {
      type: 'KASYBOS_SKLYPAS',
      title: 'l12.document.KASYBOS_SKLYPAS',
      hint: 'files.site.hint',
      accept: 'site',
      required: true,
    },
    {
      // Spec §5 L12 "a specialist document required": the mining manager's qualification.
      type: 'SPECIALISTO_DOKUMENTAS',
      title: 'l12.document.SPECIALISTO_DOKUMENTAS',
      hint: 'l12.document.SPECIALISTO_DOKUMENTAS.hint',
      accept: 'attachment',
      required: true,
      requiredMessage: 'l12.error.specialistDocumentRequired',
    },
    {
      type: 'ZEMES_DOKUMENTAI',
      title: 'l12.document.ZEMES_DOKUMENTAI',
      hint: 'l12.document.ZEMES_DOKUMENTAI.hint',
      accept: 'attachment',
    },
    jvsDocumentSlot,
    { type: 'KITA', title: 'document.KITA', accept: 'attachment' },
  ],
};
