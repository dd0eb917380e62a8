/**
 * L08.3 notice of intent to fell trees for own use (pranešimas apie ketinimą kirsti mišką savo
 * reikmėms; spec §3 L08 forest application, §5 L08, §9): an owner fells single trees, e.g. for
 * firewood, within the small-volume limit.
 *
 * The limit "liquid volume above 3 m³ per ha or 15 m³ in total is an error" (spec §5 L08, §9) is
 * this kind's: it is the own-use allowance of the forest felling rules (at most 3 m³ per hectare
 * of the forest where the trees are taken and at most 15 m³ in all), which the demo's description
 * of L08.3 states. Final fellings (L08.1) and thinning or sanitary fellings (L08.2) are far larger
 * by nature, so the rule would refuse every real one of them. Both limits count the whole notice:
 * all its rows together.
 *
 * Filers: persons and companies (a legal owner may fell for its own needs too).
 */

import type { KindDefinition } from '../../engine/definition.ts';
import {
  fellingAreaWarnings,
  fellingsGroup,
  forestDocumentSlots,
  ownersStep,
  ownUseLimitRules,
  plotFields,
} from '../../parts/forest.ts';
import { volumeSpecificationRequest } from '../../parts/forest-volume-specification.ts';

/** Spec §9 "L08 felling limit 3 m3/ha or 15 m3 in total" (forest.ts). */
export { OWN_USE_MAX_M3_PER_HA, OWN_USE_MAX_M3_TOTAL } from '../../parts/forest.ts';

export const l08_3: KindDefinition = {
  segment: 'l08_3',
  listing: { category: 'forests', title: 'kind.l08_3.title' },
  schemaVersion: 1,
  filers: ['person', 'company'],
  applicationTypes: ['NAUJA'],
  // Free; the own-use allowance is yearly, so the notice lets the owner fell for 12 months
  // (ADR 0008: defaults the officer confirms on issue).
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
      description: 'l08_3.step.fellings.description',
      fields: [fellingsGroup({ treeCountRequired: true, retainedTrees: false, areaHint: 'l08_3.area.hint' })],
      documents: ['KIRTAVIETES_RIBOS', 'KITA'],
    },
  ],
  documents: [
    forestDocumentSlots.BENDRATURCIU_SUTIKIMAS,
    forestDocumentSlots.IGALIOJIMAS,
    forestDocumentSlots.KIRTAVIETES_RIBOS,
    forestDocumentSlots.KITA,
  ],
  rules: ownUseLimitRules('volume'),
};
