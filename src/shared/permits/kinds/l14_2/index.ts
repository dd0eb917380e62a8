/**
 * L14.2 notice of loss of a seal or net (pranešimas apie plombos ar tinklo praradimą; spec §3 L14,
 * §5 L14: at least one fishing gear or seal). The fisher names the lost seals by number and the
 * lost gear, says when, where and how they were lost, and may ask for replacement seals.
 */

import { todayInLithuania } from '../../../fields/index.ts';
import type { KindDefinition } from '../../engine/definition.ts';
import {
  gearGroup,
  hasGearOrSeal,
  pickUpFields,
  responsiblePersonFields,
  sealGroup,
} from '../../parts/gear.ts';

/** The loss has happened: its date is not after today in Lithuania (a date field only bounds from below). */
export function lossDateNotInFuture(data: Readonly<Record<string, unknown>>, today = todayInLithuania()) {
  return typeof data.lossDate !== 'string' || data.lossDate <= today;
}

export const l14_2: KindDefinition = {
  segment: 'l14_2',
  listing: { category: 'fishing', title: 'kind.l14_2.title' },
  schemaVersion: 1,
  filers: ['person', 'company'],
  applicationTypes: ['NAUJA'],
  // A notice, not a service: no fee.
  price: { type: 'free' },
  // The registered notice does not expire (and cannot be extended); replacement seals, if asked
  // for, are valid as the seals of L14.1 are.
  validity: { indefinite: true },
  permitLifecycle: 'general',
  steps: [
    {
      id: 'loss',
      title: 'l14_2.step.loss',
      description: 'l14_2.step.loss.description',
      fields: [
        { type: 'date', name: 'lossDate', label: 'l14_2.lossDate', width: 'half' },
        {
          type: 'text',
          name: 'lossPlace',
          label: 'l14_2.lossPlace',
          hint: 'l14_2.lossPlace.hint',
          maxLength: 200,
        },
        {
          type: 'textarea',
          name: 'circumstances',
          label: 'l14_2.circumstances',
          hint: 'l14_2.circumstances.hint',
          maxLength: 2000,
        },
      ],
    },
    {
      id: 'lost',
      title: 'l14_2.step.lost',
      description: 'l14_2.step.lost.description',
      fields: [
        sealGroup({
          label: 'l14_2.seals',
          hint: 'l14_2.seals.hint',
          itemLabel: 'l14.seal.item',
          addLabel: 'l14.seal.add',
        }),
        gearGroup({
          label: 'l14_2.gear',
          itemLabel: 'l14.gear.item',
          addLabel: 'l14.gear.add',
        }),
      ],
    },
    {
      id: 'responsible',
      title: 'l14_2.step.responsible',
      description: 'l14_2.step.responsible.description',
      fields: [...responsiblePersonFields(), ...pickUpFields({ replacement: true })],
    },
    {
      id: 'documents',
      title: 'l14.step.documents',
      description: 'l14_2.step.documents.description',
      fields: [],
      documents: ['KITA'],
    },
  ],
  documents: [
    { type: 'KITA', title: 'document.KITA', hint: 'l14_2.document.KITA.hint', accept: 'attachment' },
  ],
  rules: [
    { path: 'seals', message: 'l14.error.gearOrSealRequired', test: hasGearOrSeal },
    { path: 'lossDate', message: 'l14_2.error.lossDateFuture', test: (data) => lossDateNotInFuture(data) },
  ],
};
