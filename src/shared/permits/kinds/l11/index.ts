/**
 * L11 exploring the earth's depths (žemės gelmių tyrimas; spec §3 L11/L12, §5 JVS, §5 Files
 * "Mining site file"): the area and the resource explored, its parameters, the duty to research,
 * mining managers when the work needs mining, joint activity contracts, and a tender's order and
 * price. Change and amendment variants exist (spec §2); they say what changes and why.
 *
 * Filers: companies only, as ADR 0008 records: exploration is done by companies entitled to carry
 * out geological work, alone or with partners under a joint activity contract (spec §5 JVS).
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
  siteDocumentSlot,
  usagePlanFields,
} from '../../parts/subsurface.ts';

export const l11: KindDefinition = {
  segment: 'l11',
  listing: { category: 'resources', title: 'kind.l11.title' },
  schemaVersion: 1,
  filers: ['company'],
  applicationTypes: ['NAUJA', 'LEIDIMO_KEITIMAS', 'LEIDIMO_TIKSLINIMAS'],
  // State fee for issuing the permit, as the demo's permit description says (EUR 50). ADR 0008:
  // prices and terms are defaults the officer confirms on issue.
  price: { type: 'fixed', cents: 5_000 },
  // The state fee is owed once the officer accepts (ADR 0027): the permit waits unpaid as a project.
  fee: { due: 'acceptance' },
  // Exploration permits run for the planned works; five years is the usual longest term.
  validity: { months: 60 },
  permitLifecycle: 'general',
  titleField: 'objectName',
  steps: [
    {
      id: 'object',
      title: 'subsurface.step.object',
      description: 'l11.step.object.description',
      fields: [changeDescriptionField, ...objectFields],
      documents: ['TYRIMU_PLOTAS'],
    },
    {
      id: 'resource',
      title: 'subsurface.step.resource',
      description: 'subsurface.step.resource.description',
      fields: [resourceParametersGroup, ...researchDutyFields, ...usagePlanFields(false)],
      documents: ['TYRIMU_PROJEKTAS'],
    },
    {
      id: 'managers',
      title: 'subsurface.step.managers',
      description: 'l11.step.managers.description',
      fields: [miningManagersGroup({})],
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
      documents: ['PARAISKA', 'PARAISKA_PDF', 'ZEMES_SAVININKO_SUTIKIMAS', 'KITA'],
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
    siteDocumentSlot('TYRIMU_PLOTAS', 'l11.document.TYRIMU_PLOTAS'),
    {
      type: 'TYRIMU_PROJEKTAS',
      title: 'l11.document.TYRIMU_PROJEKTAS',
      accept: 'attachment',
      required: true,
    },
    {
      type: 'ZEMES_SAVININKO_SUTIKIMAS',
      title: 'l11.document.ZEMES_SAVININKO_SUTIKIMAS',
      hint: 'l11.document.ZEMES_SAVININKO_SUTIKIMAS.hint',
      accept: 'attachment',
    },
    jvsDocumentSlot,
    { type: 'KITA', title: 'document.KITA', accept: 'attachment' },
  ],
};
