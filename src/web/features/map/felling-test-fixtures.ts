/** Felling permits for the felling layer's unit tests, shaped as the API sends them (api-types.ts). */
import type { FellingPermitDto } from '../../../shared/felling/api-types.ts';

export function fellingPermit(overrides: Partial<FellingPermitDto> = {}): FellingPermitDto {
  return {
    number: '08260000018',
    kind: 'l08_2',
    kindLabel: 'fellingMap.kind.l08_2',
    state: 'GALIOJANTIS',
    municipality: 'MOLETU_R_SAV',
    validFrom: '2026-03-01',
    validUntil: '2027-02-28',
    areaHa: 2.4,
    fellingTypes: [{ code: 'UGDOMIEJI', label: 'l08_2.fellingType.UGDOMIEJI' }],
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [25.3, 55.1],
          [25.304, 55.1],
          [25.304, 55.102],
          [25.3, 55.102],
          [25.3, 55.1],
        ],
      ],
    },
    ...overrides,
  };
}
