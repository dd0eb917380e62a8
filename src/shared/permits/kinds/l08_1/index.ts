/**
 * L08.1 forest felling permit (leidimas kirsti mišką; spec §3 L08 forest application, §5 L08): final
 * fellings, clear and non-clear, and the other fellings a notice is not enough for. Owners, the
 * cadastral plot and the fellings come from forest.ts; the boundary and the map are the forest
 * journey's (issue 7).
 *
 * Filers: persons (owners and those they authorise) and companies (forestry companies working on
 * an owner's behalf, and legal owners).
 */

import type { KindDefinition, Option } from '../../engine/definition.ts';
import {
  fellingAreaWarnings,
  fellingsGroup,
  forestDocumentSlots,
  ownersStep,
  plotFields,
} from '../../parts/forest.ts';
import { volumeSpecificationRequest } from '../../parts/forest-volume-specification.ts';

/** Fellings that need a permit: final (clear or not), clear sanitary, reconstruction and special ones. */
export const L08_1_FELLING_TYPES: readonly Option[] = [
  { value: 'PLYNIEJI_PAGRINDINIAI', label: 'l08_1.fellingType.PLYNIEJI_PAGRINDINIAI' },
  { value: 'NEPLYNIEJI_PAGRINDINIAI', label: 'l08_1.fellingType.NEPLYNIEJI_PAGRINDINIAI' },
  { value: 'PLYNIEJI_SANITARINIAI', label: 'l08_1.fellingType.PLYNIEJI_SANITARINIAI' },
  { value: 'REKONSTRUKCINIAI', label: 'l08_1.fellingType.REKONSTRUKCINIAI' },
  { value: 'SPECIALIEJI', label: 'l08_1.fellingType.SPECIALIEJI' },
];

export const l08_1: KindDefinition = {
  segment: 'l08_1',
  listing: { category: 'forests', title: 'kind.l08_1.title' },
  schemaVersion: 1,
  filers: ['person', 'company'],
  applicationTypes: ['NAUJA'],
  // Felling permits are free of charge and valid 12 months from issue (the demo's permit
  // description; ADR 0008: price and term are defaults the officer confirms on issue). The
  // holder may ask for an extension (engine/extension.ts).
  price: { type: 'free' },
  validity: { months: 12 },
  permitLifecycle: 'general',
  journey: 'forest',
  warnings: fellingAreaWarnings,
  requestForms: [volumeSpecificationRequest],
  steps: [
    ownersStep,
    {
      id: 'plot',
      title: 'l08.step.plot',
      description: 'l08.step.plot.description',
      fields: plotFields,
      documents: ['MISKOTVARKOS_PROJEKTAS'],
    },
    {
      id: 'fellings',
      title: 'l08.step.fellings',
      description: 'l08_1.step.fellings.description',
      fields: [
        fellingsGroup({ fellingTypes: L08_1_FELLING_TYPES, treeCountRequired: false, retainedTrees: true }),
      ],
      documents: ['KIRTAVIETES_RIBOS', 'BIRZES_PLANAS', 'KITA'],
    },
  ],
  documents: [
    forestDocumentSlots.BENDRATURCIU_SUTIKIMAS,
    forestDocumentSlots.IGALIOJIMAS,
    forestDocumentSlots.KIRTAVIETES_RIBOS,
    {
      type: 'MISKOTVARKOS_PROJEKTAS',
      title: 'l08_1.document.MISKOTVARKOS_PROJEKTAS',
      hint: 'l08_1.document.MISKOTVARKOS_PROJEKTAS.hint',
      accept: 'attachment',
    },
    {
      type: 'BIRZES_PLANAS',
      title: 'l08_1.document.BIRZES_PLANAS',
      hint: 'l08_1.document.BIRZES_PLANAS.hint',
      accept: 'attachment',
    },
    forestDocumentSlots.KITA,
  ],
};
