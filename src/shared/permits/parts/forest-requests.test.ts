/**
 * The two requests a forest permit or notice holder can file (spec §3 L08 "Has extension and
 * volume-specification requests", §5 L08 "end date after permit end").
 */
import { describe, expect, it } from 'vitest';
import type { KindDefinition } from '../engine/definition.ts';
import { definitionForType, offersExtension, offersRequest } from '../engine/extension.ts';
import { validateApplication } from '../engine/validate.ts';
import { definitionOf, REGISTERED_KINDS } from '../registry.ts';

const [l08_1, l08_2, l08_3] = (['l08_1', 'l08_2', 'l08_3'] as const).map(
  (segment) => definitionOf(segment)!,
) as [KindDefinition, KindDefinition, KindDefinition];

import { personContactsExample } from './contacts-examples.ts';
import {
  offersVolumeSpecification,
  specifiedVolumes,
  volumeSpecificationDefinition,
  volumeSpecificationRows,
} from './forest-volume-specification.ts';

const FOREST_KINDS = [l08_1, l08_2, l08_3];
const TODAY = '2026-11-21';

describe('L08 request to extend: the new end date must be after the permit’s end (spec §5 L08)', () => {
  for (const kind of FOREST_KINDS) {
    const extension = definitionForType(kind, 'PRATESIMAS');
    const submit = (newValidUntil: string) =>
      validateApplication(
        extension,
        {
          currentValidUntil: '2027-05-31',
          newValidUntil,
          reason: 'Kirtimą sutrukdė šlapias ruduo.',
          ...personContactsExample,
        },
        { mode: 'submit', filer: 'person', today: TODAY, documentTypes: [] },
      ).issues.map((issue) => `${issue.path} ${issue.message}`);

    it(`${kind.segment}: offered, and refuses an end date on or before the permit’s end`, () => {
      expect(offersExtension(kind)).toBe(true);
      expect(submit('2027-08-31')).toEqual([]);
      expect(submit('2027-05-31')).toEqual(['newValidUntil validation.dateToAfterFrom']);
      expect(submit('2027-01-15')).toEqual(['newValidUntil validation.dateToAfterFrom']);
      expect(submit('2027-02-30')).toEqual(['newValidUntil validation.invalidDate']);
    });
  }
});

describe('L08 volume-specification request (not an amendment: spec §2 keeps those for other kinds)', () => {
  const rows = [
    { quarter: '8', plot: '21', area: '2.5', volume: '4.80', specifiedVolume: '5.10' },
    { quarter: '8', plot: '22', plotPart: 'a', area: '1.5', volume: '3.60', specifiedVolume: '3.60' },
  ];
  const submit = (kind = l08_1, fellings: Record<string, unknown>[] = rows, reason = 'Išmatavus biržę.') =>
    validateApplication(
      volumeSpecificationDefinition(kind),
      { fellings, reason, ...personContactsExample },
      { mode: 'submit', filer: 'person', today: TODAY, documentTypes: [] },
    );
  const messages = (...args: Parameters<typeof submit>) =>
    submit(...args).issues.map((issue) => `${issue.path} ${issue.message}`);

  it('is offered for the three forest kinds only, and none of them gets the amendment', () => {
    for (const { definition } of REGISTERED_KINDS) {
      expect(offersVolumeSpecification(definition)).toBe(definition.segment.startsWith('l08_'));
    }
    for (const kind of FOREST_KINDS) expect(kind.applicationTypes).toEqual(['NAUJA']);
  });

  it('accepts new volumes and types them', () => {
    const result = submit();
    expect(result.issues).toEqual([]);
    expect(result.data.fellings).toEqual([
      { quarter: '8', plot: '21', area: 2.5, volume: 4.8, specifiedVolume: 5.1 },
      { quarter: '8', plot: '22', plotPart: 'a', area: 1.5, volume: 3.6, specifiedVolume: 3.6 },
    ]);
  });

  it('needs a specified volume above zero with at most 2 decimals, and a reason', () => {
    const withVolume = (specifiedVolume: string) => [{ ...rows[0], specifiedVolume }];
    expect(messages(l08_1, withVolume(''))).toEqual(['fellings[0].specifiedVolume validation.required']);
    expect(messages(l08_1, withVolume('0'))).toEqual(['fellings[0].specifiedVolume validation.positive']);
    expect(messages(l08_1, withVolume('5.105'))).toEqual(['fellings[0].specifiedVolume validation.decimals']);
    expect(messages(l08_1, rows, '')).toEqual(['reason validation.required']);
    expect(messages(l08_1, [])).toEqual(['fellings l08.error.fellingRequired']);
  });

  it('refuses a request that changes no volume, reading 3.6 and 3.60 as the same', () => {
    const same = rows.map((row) => ({ ...row, specifiedVolume: row.volume === '4.80' ? '4.8' : row.volume }));
    expect(messages(l08_1, same)).toEqual(['fellings l08.volumeSpecification.error.unchanged']);
  });

  it('keeps the own-use limits on the new volumes of an L08.3 notice, not on the other kinds', () => {
    const big = [{ ...rows[0], area: '2.0', specifiedVolume: '6.01' }];
    expect(messages(l08_3, big)).toEqual(['fellings l08_3.error.volumePerHa']);
    expect(messages(l08_3, [{ ...rows[0], area: '6.0', specifiedVolume: '15.01' }])).toEqual([
      'fellings l08_3.error.volumeTotal',
    ]);
    expect(messages(l08_3, [{ ...rows[0], area: '2.0', specifiedVolume: '6.00' }])).toEqual([]);
    expect(messages(l08_2, big)).toEqual([]);
    expect(messages(l08_1, big)).toEqual([]);
  });
});

describe('L08 volume specification filed as TURIO_TIKSLINIMAS', () => {
  const permitData = {
    municipality: 'TRAKU_R_SAV',
    fellings: [
      { quarter: '45', plot: '12', area: 2.4, volume: 38.2, species: 'EGLE' },
      { quarter: '45', plot: '14', plotPart: 'b', area: 1.1, volume: 22.75, species: 'BERZAS' },
    ],
  };

  it('is the definition of every forest kind’s TURIO_TIKSLINIMAS and of no other kind', () => {
    for (const kind of FOREST_KINDS) {
      expect(definitionForType(kind, 'TURIO_TIKSLINIMAS').steps[0]!.id).toBe('volumeSpecification');
      expect(offersRequest(kind, 'TURIO_TIKSLINIMAS')).toBe(true);
    }
    for (const { definition } of REGISTERED_KINDS.filter((kind) => kind.definition.journey !== 'forest')) {
      expect(offersRequest(definition, 'TURIO_TIKSLINIMAS')).toBe(false);
    }
  });

  it('takes each row from the permit and only the specified volume from the person', () => {
    const rows = volumeSpecificationRows(permitData, {
      reason: 'Išmatuota',
      fellings: [{ quarter: '1', area: 99, specifiedVolume: '40,10' }, null, { specifiedVolume: 3 }],
    });
    expect(rows).toEqual({
      reason: 'Išmatuota',
      fellings: [
        { quarter: '45', plot: '12', area: 2.4, volume: 38.2, specifiedVolume: '40,10' },
        { quarter: '45', plot: '14', plotPart: 'b', area: 1.1, volume: 22.75 },
      ],
    });
  });

  it('puts the specified volumes into the permit’s fellings and keeps everything else', () => {
    const amended = specifiedVolumes(permitData, { fellings: [{ specifiedVolume: 40.1 }, {}] });
    expect(amended).toEqual({
      municipality: 'TRAKU_R_SAV',
      fellings: [
        { quarter: '45', plot: '12', area: 2.4, volume: 40.1, species: 'EGLE' },
        { quarter: '45', plot: '14', plotPart: 'b', area: 1.1, volume: 22.75, species: 'BERZAS' },
      ],
    });
  });
});
