/** Water bodies for the fishing map's unit tests, shaped as the catalogue sends them (api-types.ts). */
import type { LicenceDto, OfferDto, WaterBodyDto } from '../../../shared/anglers/api-types.ts';

export function offer(overrides: Partial<OfferDto> = {}): OfferDto {
  return {
    id: 'offer-1',
    waterBodyId: 'wb-1',
    period: '1',
    priceCents: 300,
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    ...overrides,
  };
}

export function licence(overrides: Partial<LicenceDto> = {}): LicenceDto {
  return {
    id: 'licence-1',
    kind: 'l06_1',
    waterBodyId: 'wb-1',
    placeLt: 'Visas telkinys',
    placeEn: 'The whole water body',
    speciesCode: 'sterkas',
    period: '1',
    fishingFrom: '2026-11-01',
    fishingTo: '2027-11-30',
    conditionsLt: '',
    conditionsEn: '',
    amount: 2,
    minSizeCm: 45,
    available: 10,
    total: 20,
    priceCents: 500,
    released: false,
    ...overrides,
  };
}

export function waterBody(overrides: Partial<WaterBodyDto> = {}): WaterBodyDto {
  return {
    id: 'wb-1',
    code: '20010001',
    oldCode: null,
    name: 'Drūkšiai',
    type: 'LAKE',
    municipality: 'ZARASU_R_SAV',
    leased: false,
    limited: false,
    lessorName: null,
    lat: 55.62,
    lon: 26.6,
    areaHa: 4479,
    offers: [],
    licences: [],
    ...overrides,
  };
}
