/**
 * L08.2 notice of intent to fell (pranešimas apie ketinimą kirsti mišką; spec §3 L08 forest
 * application, §5 L08): thinning and sanitary felling and clearing windthrow, for which a notice
 * given in advance is enough. The same data as the felling permit (parts/forest.ts).
 *
 * Filers: persons and companies, as for L08.1. The 3 m³/ha and 15 m³ volume limit of spec §5 is
 * not this notice's: thinning and sanitary fellings are measured in hundreds of m³ (see L08.3).
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

export const L08_2_FELLING_TYPES: readonly Option[] = [
  { value: 'UGDOMIEJI', label: 'l08_2.fellingType.UGDOMIEJI' },
  { value: 'NEPLYNIEJI_SANITARINIAI', label: 'l08_2.fellingType.NEPLYNIEJI_SANITARINIAI' },
  { value: 'VEJAVARTOS', label: 'l08_2.fellingType.VEJAVARTOS' },
];

export const l08_2: KindDefinition = {
  segment: 'l08_2',
  listing: { category: 'forests', title: 'kind.l08_2.title' },
  schemaVersion: 1,
  filers: ['person', 'company'],
  applicationTypes: ['NAUJA'],
  // Notices are free and let the owner fell for 12 months after acceptance (ADR 0008: defaults
  // the officer confirms on issue).
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
    },
    {
      id: 'fellings',
      title: 'l08.step.fellings',
      description: 'l08_2.step.fellings.description',
      fields: [
        fellingsGroup({ fellingTypes: L08_2_FELLING_TYPES, treeCountRequired: false, retainedTrees: true }),
      ],
      documents: ['KIRTAVIETES_RIBOS', 'KIRTIMO_SCHEMA', 'KITA'],
    },
  ],
  documents: [
    forestDocumentSlots.BENDRATURCIU_SUTIKIMAS,
    forestDocumentSlots.IGALIOJIMAS,
    forestDocumentSlots.KIRTAVIETES_RIBOS,
    {
      type: 'KIRTIMO_SCHEMA',
      title: 'l08_2.document.KIRTIMO_SCHEMA',
      hint: 'l08_2.document.KIRTIMO_SCHEMA.hint',
      accept: 'attachment',
    },
    forestDocumentSlots.KITA,
  ],
};
