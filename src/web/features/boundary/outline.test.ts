import { readFileSync } from 'node:fs';
import { isInsideLithuania } from '../../../shared/geo/boundary.ts';
import { LITHUANIA_BOX, loadOutlineGeoJson, outlineForChecks } from './outline.ts';

const geojson = readFileSync(new URL('../../../../public/map/lithuania.geojson', import.meta.url), 'utf8');
const VILNIUS = [25.2877, 54.6857] as [number, number];
const DAUGAVPILS = [26.5362, 55.8747] as [number, number];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Lithuania's outline for the boundary ways", () => {
  it('checks against the outline fetched from /map/, and fetches it once', async () => {
    const fetched = vi.fn(async () => new Response(geojson, { status: 200 }));
    vi.stubGlobal('fetch', fetched);
    const outline = await outlineForChecks();
    expect(fetched).toHaveBeenCalledWith('/map/lithuania.geojson');
    expect(isInsideLithuania(VILNIUS, outline)).toBe(true);
    // Daugavpils, Latvia: inside the box around Lithuania, outside Lithuania.
    expect(isInsideLithuania(DAUGAVPILS, outline)).toBe(false);
    await loadOutlineGeoJson();
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('falls back to a box around Lithuania offline, and tries again next time', async () => {
    vi.resetModules();
    const fresh = await import('./outline.ts');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await fresh.outlineForChecks()).toBe(fresh.LITHUANIA_BOX);
    expect(isInsideLithuania(VILNIUS, LITHUANIA_BOX)).toBe(true);
    expect(isInsideLithuania([24.1052, 56.9496], LITHUANIA_BOX)).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(geojson, { status: 200 })),
    );
    expect(await fresh.outlineForChecks()).not.toBe(fresh.LITHUANIA_BOX);
  });
});
