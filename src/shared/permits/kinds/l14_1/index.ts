/**
 * L14.1 request for a seal for net gear (prašymas išduoti plombą tinklinėms žvejybos priemonėms;
 * spec §3 L14, §5 L14: at least one fishing gear or seal, and a document to make or acquire gear).
 * A commercial fisher, a person or a company, lists the gear to be sealed and any seals to be
 * replaced, and chooses where to collect the seals.
 */
import type { KindDefinition } from '../../engine/definition.ts';
import {
  gearGroup,
  hasGearOrSeal,
  pickUpFields,
  responsiblePersonFields,
  sealGroup,
} from '../../parts/gear.ts';

export const l14_1: KindDefinition = {
  segment: 'l14_1',
  listing: { category: 'fishing', title: 'kind.l14_1.title' },
  schemaVersion: 1,
  filers: ['person', 'company'],
  applicationTypes: ['NAUJA'],
  // Seals are handed out by the institution without a state fee (ADR 0008: the officer confirms the price).
  price: { type: 'free' },
  // A seal marks gear for fishing seasons; 12 months from the issue date rather than "until the end
  // of the year", so that a request made in December is not worthless within weeks.
  validity: { months: 12 },
  permitLifecycle: 'general',
  steps: [
    {
      id: 'gear',
      title: 'l14.step.gear',
      description: 'l14_1.step.gear.description',
      fields: [
        {
          type: 'text',
          name: 'fishingPermitNumber',
          label: 'l14.fishingPermitNumber',
          hint: 'l14.fishingPermitNumber.hint',
          required: false,
          inputMode: 'numeric',
          pattern: { regex: '\\d{11}', message: 'l14.error.permitNumber' },
        },
        gearGroup({
          label: 'l14_1.gear',
          hint: 'l14_1.gear.hint',
          itemLabel: 'l14.gear.item',
          addLabel: 'l14.gear.add',
        }),
      ],
    },
    {
      id: 'seals',
      title: 'l14_1.step.seals',
      description: 'l14_1.step.seals.description',
      fields: [
        sealGroup({
          label: 'l14_1.seals',
          itemLabel: 'l14.seal.item',
          addLabel: 'l14.seal.add',
        }),
      ],
    },
    {
      id: 'pickUp',
      title: 'l14_1.step.pickUp',
      description: 'l14_1.step.pickUp.description',
      fields: [...pickUpFields(), ...responsiblePersonFields()],
    },
    {
      id: 'documents',
      title: 'l14.step.documents',
      description: 'l14_1.step.documents.description',
      fields: [],
      documents: ['IRANKIU_IGIJIMAS', 'KITA'],
    },
  ],
  documents: [
    {
      type: 'IRANKIU_IGIJIMAS',
      title: 'l14.document.IRANKIU_IGIJIMAS',
      hint: 'l14.document.IRANKIU_IGIJIMAS.hint',
      accept: 'attachment',
      required: true,
      requiredMessage: 'l14.error.gearDocumentRequired',
    },
    { type: 'KITA', title: 'document.KITA', accept: 'attachment' },
  ],
  rules: [{ path: 'gear', message: 'l14.error.gearOrSealRequired', test: hasGearOrSeal }],
};
