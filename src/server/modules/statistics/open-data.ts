/**
 * The open felling dataset (issue 22 item 4, ADR 0032): every issued felling permit and notice with
 * its boundary, as GeoJSON (a FeatureCollection, WGS84) and as CSV (the same properties without
 * the boundary), written by the statistics refresh and served as written. The properties are the felling map's public facts; a holder is
 * named only when it is a company (ADR 0031).
 */
import { FELLING_DATASET, OPEN_DATA_LICENCE } from '../../../shared/statistics/api.ts';
import type { Db } from '../../db/index.ts';
import { openFellingPermits } from '../felling-map/index.ts';

const csvField = (value: string) => (/[";,\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export async function fellingOpenData(db: Db, generatedAt: Date) {
  const permits = await openFellingPermits(db);
  const properties = permits.map((p) => ({
    number: p.number,
    kind: p.kind,
    state: p.state,
    municipality: p.municipality,
    validFrom: p.validFrom,
    validUntil: p.validUntil,
    areaHa: p.areaHa,
    fellingTypes: p.fellingTypes.map((f) => f.code),
    company: p.company,
  }));
  const geojson = JSON.stringify({
    type: 'FeatureCollection',
    name: FELLING_DATASET,
    licence: OPEN_DATA_LICENCE,
    generatedAt: generatedAt.toISOString(),
    features: permits.map((p, index) => ({
      type: 'Feature',
      id: p.number,
      geometry: p.geometry,
      properties: properties[index],
    })),
  });
  const header = 'number,kind,state,municipality,validFrom,validUntil,areaHa,fellingTypes,company';
  const csv = [
    header,
    ...properties.map((p) =>
      [
        p.number,
        p.kind,
        p.state,
        p.municipality ?? '',
        p.validFrom,
        p.validUntil ?? '',
        p.areaHa === null ? '' : String(p.areaHa),
        p.fellingTypes.join(' '),
        p.company ?? '',
      ]
        .map(csvField)
        .join(','),
    ),
  ].join('\r\n');
  return {
    rows: permits.length,
    files: [
      { dataset: FELLING_DATASET, format: 'geojson', content: geojson, generatedAt, rows: permits.length },
      { dataset: FELLING_DATASET, format: 'csv', content: `${csv}\r\n`, generatedAt, rows: permits.length },
    ],
  };
}
