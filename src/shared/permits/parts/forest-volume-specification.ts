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
 * Filed as an application of type TURIO_TIKSLINIMAS (engine/definition.ts), plugged into the
 * forest kinds through their `requestForms` (`volumeSpecificationRequest` below; definitionForType
 * in engine/extension.ts). The server copies the rows from the permit on creation and on every
 * save (`volumeSpecificationRows`), and on acceptance the permit is amended: each felling's
 * `volume` becomes the specified one (`specifiedVolumes`).
 */
import type { ApplicationType, CrossFieldRule, KindDefinition, RequestForm } from '../engine/definition.ts';
import { ownUseLimitRules } from './forest.ts';

/** The application type the request is filed as. */
export const VOLUME_SPECIFICATION_TYPE = 'TURIO_TIKSLINIMAS' satisfies ApplicationType;

const ROW_FIELDS = ['quarter', 'plot', 'plotPart', 'area', 'volume'] as const;

/**
 * The request's rows as the server keeps them: what identifies each felling and its volume come
 * from the permit, one row per felling; only `specifiedVolume` (and the reason) come from the person.
 */
export function volumeSpecificationRows(
  permitData: Readonly<Record<string, unknown>>,
  input: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const fellings = Array.isArray(permitData.fellings)
    ? (permitData.fellings as Record<string, unknown>[])
    : [];
  const given = Array.isArray(input.fellings) ? (input.fellings as unknown[]) : [];
  return {
    ...input,
    fellings: fellings.map((felling, index) => {
      const row: Record<string, unknown> = {};
      for (const field of ROW_FIELDS) if (felling[field] !== undefined) row[field] = felling[field];
      const typed = given[index];
      const specified =
        typed !== null && typeof typed === 'object'
          ? (typed as Record<string, unknown>).specifiedVolume
          : undefined;
      if (specified !== undefined && specified !== null && specified !== '') row.specifiedVolume = specified;
      return row;
    }),
  };
}

/** The permit's data after an accepted request: each felling's volume is the specified one. */
export function specifiedVolumes(
  permitData: Readonly<Record<string, unknown>>,
  request: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const fellings = Array.isArray(permitData.fellings)
    ? (permitData.fellings as Record<string, unknown>[])
    : [];
  const rows = Array.isArray(request.fellings) ? (request.fellings as Record<string, unknown>[]) : [];
  return {
    ...permitData,
    fellings: fellings.map((felling, index) => {
      const specified = rows[index]?.specifiedVolume;
      return typeof specified === 'number' ? { ...felling, volume: specified } : felling;
    }),
  };
}

/** Every forest kind (L08.1, L08.2, L08.3) offers it (their `requestForms`); no other kind does. */
export function offersVolumeSpecification(kind: KindDefinition): boolean {
  return kind.requestForms?.some((form) => form.type === VOLUME_SPECIFICATION_TYPE) ?? false;
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
    listing: kind.listing,
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
            fromServer: true,
            fields: [
              {
                type: 'text',
                name: 'quarter',
                fromServer: true,
                label: 'l08.felling.quarter',
                pattern: { regex: '\\d{1,4}', message: 'l08.error.quarter' },
                width: 'third',
              },
              {
                type: 'text',
                name: 'plot',
                fromServer: true,
                label: 'l08.felling.plot',
                pattern: { regex: '\\d{1,3}', message: 'l08.error.plot' },
                width: 'third',
              },
              {
                type: 'text',
                name: 'plotPart',
                fromServer: true,
                label: 'l08.felling.plotPart',
                required: false,
                pattern: { regex: '[a-z]', message: 'l08.error.plotPart' },
                width: 'third',
              },
              {
                type: 'number',
                name: 'area',
                fromServer: true,
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
                fromServer: true,
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

/** The request as the forest kinds plug it in (KindDefinition.requestForms; engine/extension.ts). */
export const volumeSpecificationRequest: RequestForm = {
  type: VOLUME_SPECIFICATION_TYPE,
  definition: volumeSpecificationDefinition,
  fromPermit: volumeSpecificationRows,
  amend: specifiedVolumes,
};
