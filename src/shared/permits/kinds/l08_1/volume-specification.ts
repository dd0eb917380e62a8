/**
 * The request to specify the felled volume (tūrio patikslinimas; spec §3 L08 "Has extension and
 * volume-specification requests"): after the cutting area is marked and measured, the holder of a
 * felling permit or notice states the liquid volume each felling will actually give. A small form
 * of its own, built like the extension request (engine/extension.ts), for the three forest kinds.
 *
 * Why not the amendment (LEIDIMO_TIKSLINIMAS): spec §2 offers change and amendment only for L02,
 * L04, L09–L13 (registry.test.ts pins that list), and an amendment reopens the whole form – owners,
 * plot and fellings – where only the volumes change.
 *
 * Rows mirror the permit's fellings one to one. The server fills each row's quarter, plot, plot
 * part, area and `volume` (the permit's) on every save, as it fills the extension's
 * `currentValidUntil`; the person gives `specifiedVolume`. On an own-use notice (L08.3) the new
 * volumes must still keep within 3 m³/ha and 15 m³ (spec §5 L08, §9).
 *
 * NOT WIRED YET: filing it needs an application type (`VOLUME_SPECIFICATION_TYPE`) in
 * engine/definition.ts `APPLICATION_TYPES` and the server's application type list, a server step
 * that copies the rows from the permit, and on acceptance the permit's volumes replaced.
 */
import type { CrossFieldRule, KindDefinition } from '../../engine/definition.ts';
import { ownUseLimitRules } from './forest.ts';

/** The application type the request would be filed as (not yet an `ApplicationType`). */
export const VOLUME_SPECIFICATION_TYPE = 'TURIO_TIKSLINIMAS';

/** Every forest kind (L08.1, L08.2, L08.3) offers it; no other kind does. */
export function offersVolumeSpecification(kind: KindDefinition): boolean {
  return kind.journey === 'forest';
}

/** Hundredths of m³, so 12.3 and 12.30 are the same volume. */
const hundredths = (value: unknown) => (typeof value === 'number' ? Math.round(value * 100) : null);

/** A request that changes no volume is not a request: at least one row must differ. */
const changesSomething: CrossFieldRule = {
  path: 'fellings',
  message: 'l08.volumeSpecification.error.unchanged',
  test: (data) => {
    const rows = Array.isArray(data.fellings) ? (data.fellings as Record<string, unknown>[]) : [];
    // No rows at all has its own message (l08.error.fellingRequired).
    return (
      rows.length === 0 || rows.some((row) => hundredths(row.specifiedVolume) !== hundredths(row.volume))
    );
  },
};

export function volumeSpecificationDefinition(kind: KindDefinition): KindDefinition {
  return {
    segment: kind.segment,
    schemaVersion: 1,
    filers: kind.filers,
    applicationTypes: [],
    price: { type: 'free' },
    validity: kind.validity,
    permitLifecycle: kind.permitLifecycle,
    steps: [
      {
        id: 'volumeSpecification',
        title: 'l08.volumeSpecification.step',
        description: 'l08.volumeSpecification.step.description',
        fields: [
          {
            type: 'group',
            name: 'fellings',
            label: 'l08.fellings',
            itemLabel: 'l08.fellings.item',
            addLabel: 'l08.fellings.add',
            min: 1,
            minMessage: 'l08.error.fellingRequired',
            max: 100,
            fields: [
              {
                type: 'text',
                name: 'quarter',
                label: 'l08.felling.quarter',
                pattern: { regex: '\\d{1,4}', message: 'l08.error.quarter' },
                width: 'third',
              },
              {
                type: 'text',
                name: 'plot',
                label: 'l08.felling.plot',
                pattern: { regex: '\\d{1,3}', message: 'l08.error.plot' },
                width: 'third',
              },
              {
                type: 'text',
                name: 'plotPart',
                label: 'l08.felling.plotPart',
                required: false,
                pattern: { regex: '[a-z]', message: 'l08.error.plotPart' },
                width: 'third',
              },
              {
                type: 'number',
                name: 'area',
                label: 'l08.felling.area',
                min: 0,
                exclusiveMin: true,
                decimals: 1,
                unit: 'unit.ha',
                width: 'third',
              },
              {
                type: 'number',
                name: 'volume',
                label: 'l08.volumeSpecification.currentVolume',
                min: 0,
                exclusiveMin: true,
                decimals: 2,
                unit: 'unit.m3',
                width: 'third',
              },
              {
                type: 'number',
                name: 'specifiedVolume',
                label: 'l08.volumeSpecification.specifiedVolume',
                hint: 'l08.volumeSpecification.specifiedVolume.hint',
                min: 0,
                exclusiveMin: true,
                decimals: 2,
                unit: 'unit.m3',
                width: 'third',
              },
            ],
          },
          { type: 'textarea', name: 'reason', label: 'l08.volumeSpecification.reason', maxLength: 2000 },
        ],
        documents: ['KITA'],
      },
    ],
    documents: [{ type: 'KITA', title: 'document.KITA', accept: 'attachment' }],
    rules: [
      changesSomething,
      // The own-use limits bind the new volumes as they bound the notice's (spec §5 L08, §9).
      ...(kind.rules?.some((rule) => rule.message === 'l08_3.error.volumeTotal')
        ? ownUseLimitRules('specifiedVolume')
        : []),
    ],
  };
}
