/**
 * L10 pollution permit (taršos leidimas; spec §3 L09/L10: installation name, part, municipality,
 * elderate, locality, street, address, activity type and description, criteria and conformity,
 * other owners; issue 4 item 10: one of the three kinds taken end to end, with its change and
 * amend variants).
 *
 * Filers: the permit is issued to the operator (veiklos vykdytojas) of the installation, and the
 * Law on Environmental Protection lets a natural person be one – a farmer with a livestock farm, a
 * person running a sawmill under an individual activity certificate – so both persons and
 * companies may apply.
 *
 * Validity: since the 2013 permit rules (in force 2014) pollution and IPPC permits are issued for
 * an indefinite period and reviewed instead of renewed, so the permit has no end date (ADR 0008).
 */
import type { KindDefinition } from '../../engine/definition.ts';
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
} from '../../parts/installation-fields.ts';

export const l10: KindDefinition = {
  segment: 'l10',
  listing: { category: 'pollution', title: 'kind.l10.title' },
  schemaVersion: 1,
  filers: ['person', 'company'],
  applicationTypes: ['NAUJA', 'LEIDIMO_KEITIMAS', 'LEIDIMO_TIKSLINIMAS'],
  // No state fee is charged for a pollution permit (the portal's L10 page says so too); ADR 0008
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
      description: 'pollution.step.activity.description',
      fields: activityFields,
      documents: ['TECHNINIS_APRASAS', 'TARSOS_INVENTORIZACIJA'],
    },
    {
      id: 'criteria',
      title: 'pollution.step.criteria',
      description: 'pollution.step.criteria.description',
      fields: [criteriaGroup],
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
    {
      // The inventory of pollution sources and emissions; a new installation has none yet.
      type: 'TARSOS_INVENTORIZACIJA',
      title: 'l10.document.TARSOS_INVENTORIZACIJA',
      hint: 'l10.document.TARSOS_INVENTORIZACIJA.hint',
      accept: 'attachment',
    },
    otherDocumentSlot,
  ],
  rules: [duplicateOwnerRule],
};
