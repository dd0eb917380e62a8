/**
 * The fishing map's state in the address, so a view can be shared, bookmarked and reopened offline:
 *
 *   vaizdas      view: `sarasas` (list) or `zemelapis` (map); absent → the map where it can load
 *   q            name or code, any case, with or without Lithuanian letters
 *   savivaldybe  municipality code (src/shared/permits/groups/municipalities.ts)
 *   nuomojami    `1`: only leased water bodies (L05.2)
 *   limituota    `1`: only water bodies with limited fishing (L06)
 *   zuvis        fish species code: only water bodies with licences for it
 *   telkinys     the water body whose details are open (map view)
 *
 * Unknown or malformed values are ignored rather than refused: an old link still opens the map.
 * Both flags together mean "leased or limited".
 *
 * `sluoksnis=kirtimai` chooses the forest felling layer instead (issue 7 item 4), whose own
 * parameters are in felling-query.ts; absent or anything else is this, the fishing layer.
 */
import type { WaterBodyDto } from '../../../shared/anglers/api-types.ts';
import { foldText } from './water-bodies.ts';

export type MapView = 'map' | 'list';

/** The map's layers: the fishing map and the forest felling map (spec §1). */
export type MapLayer = 'fishing' | 'felling';
export const FELLING_LAYER_PARAM = 'sluoksnis';
export const FELLING_LAYER_VALUE = 'kirtimai';

export function parseMapLayer(params: URLSearchParams): MapLayer {
  return params.get(FELLING_LAYER_PARAM) === FELLING_LAYER_VALUE ? 'felling' : 'fishing';
}

export interface MapFilters {
  q: string;
  municipality: string;
  leased: boolean;
  limited: boolean;
  species: string;
}

export interface MapQuery extends MapFilters {
  /** Null: not chosen, the page decides (the map if it can load). */
  view: MapView | null;
  /** The water body whose details are open. */
  open: string | null;
}

export const EMPTY_FILTERS: MapFilters = {
  q: '',
  municipality: '',
  leased: false,
  limited: false,
  species: '',
};

const VIEW_VALUES: Readonly<Record<string, MapView>> = { sarasas: 'list', zemelapis: 'map' };
const VIEW_PARAMS: Readonly<Record<MapView, string>> = { list: 'sarasas', map: 'zemelapis' };
/** Codes are short upper-case words with digits and underscores (municipalities, species, ids). */
const CODE = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_QUERY = 100;

function code(value: string | null): string {
  return value !== null && CODE.test(value) ? value : '';
}

export function parseMapQuery(params: URLSearchParams): MapQuery {
  const view = VIEW_VALUES[params.get('vaizdas') ?? ''] ?? null;
  const open = code(params.get('telkinys'));
  return {
    view,
    // Kept as typed (a trailing space while typing "Kauno m"); the filter ignores the spaces.
    q: (params.get('q') ?? '').slice(0, MAX_QUERY),
    municipality: code(params.get('savivaldybe')),
    leased: params.get('nuomojami') === '1',
    limited: params.get('limituota') === '1',
    species: code(params.get('zuvis')),
    open: open === '' ? null : open,
  };
}

/** The search part of the address for a state, `?…` or empty; parameters in a stable order. */
export function mapQuerySearch(query: MapQuery): string {
  const params = new URLSearchParams();
  if (query.view) params.set('vaizdas', VIEW_PARAMS[query.view]);
  if (query.q.trim()) params.set('q', query.q);
  if (query.municipality) params.set('savivaldybe', query.municipality);
  if (query.leased) params.set('nuomojami', '1');
  if (query.limited) params.set('limituota', '1');
  if (query.species) params.set('zuvis', query.species);
  if (query.open) params.set('telkinys', query.open);
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function pickFilters(query: MapFilters): MapFilters {
  const { q, municipality, leased, limited, species } = query;
  return { q, municipality, leased, limited, species };
}

/** How many filters are set (the collapsed filter bar says it). */
export function activeFilterCount(filters: MapFilters): number {
  return [
    filters.q.trim() !== '',
    filters.municipality !== '',
    filters.leased,
    filters.limited,
    filters.species !== '',
  ].filter(Boolean).length;
}

export function hasFilters(filters: MapFilters): boolean {
  return activeFilterCount(filters) > 0;
}

/** The water bodies the filters let through, in the order given. */
export function filterWaterBodies<T extends WaterBodyDto>(bodies: readonly T[], filters: MapFilters): T[] {
  const words = foldText(filters.q).split(/\s+/).filter(Boolean);
  return bodies.filter((body) => {
    if (words.length > 0) {
      const text = foldText(`${body.name} ${body.code} ${body.oldCode ?? ''}`);
      if (!words.every((word) => text.includes(word))) return false;
    }
    if (filters.municipality && body.municipality !== filters.municipality) return false;
    if (
      (filters.leased || filters.limited) &&
      !((filters.leased && body.leased) || (filters.limited && body.limited))
    )
      return false;
    if (filters.species && !body.licences.some((licence) => licence.speciesCode === filters.species))
      return false;
    return true;
  });
}
