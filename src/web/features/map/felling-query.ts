/**
 * The forest felling layer's state in the address (issue 7 item 4), so a view can be shared,
 * bookmarked and reopened offline; the names are the API's where they mean the same:
 *
 *   sluoksnis    `kirtimai`: this layer (map-query.ts, parseMapLayer)
 *   vaizdas      view: `sarasas` (list) or `zemelapis` (map); absent → the map where it can load
 *   savivaldybe  municipality code (src/shared/permits/groups/municipalities.ts)
 *   nuo, iki     period `yyyy-MM-dd`: permits valid at some time in it; absent → valid today
 *   leidimas     the permit whose details are open (its number; map view)
 *
 * Unknown or malformed values are ignored rather than refused, as on the fishing layer: an old or
 * edited link still opens the map (an end before the start drops the end).
 */

import { FELLING_QUERY_PARAMS } from '../../../shared/felling/api-types.ts';
import { isValidIsoDate } from '../../../shared/fields/dates.ts';
import { isMunicipalityCode } from '../../../shared/permits/groups/municipalities.ts';
import { FELLING_LAYER_PARAM, FELLING_LAYER_VALUE, type MapView } from './map-query.ts';

export interface FellingFilters {
  /** Municipality code, '' for all. */
  municipality: string;
  /** `yyyy-MM-dd` or '' (open). Both '' → valid today. */
  from: string;
  to: string;
}

export interface FellingMapQuery extends FellingFilters {
  /** Null: not chosen, the page decides (the map if it can load). */
  view: MapView | null;
  /** The number of the permit whose details are open. */
  open: string | null;
}

export const EMPTY_FELLING_FILTERS: FellingFilters = { municipality: '', from: '', to: '' };

const VIEW_VALUES: Readonly<Record<string, MapView>> = { sarasas: 'list', zemelapis: 'map' };
const VIEW_PARAMS: Readonly<Record<MapView, string>> = { list: 'sarasas', map: 'zemelapis' };
const OPEN_PARAM = 'leidimas';
/** Permit numbers are digits (eleven, with a check digit); a little room for other series. */
const NUMBER = /^\d{1,20}$/;

function day(value: string | null): string {
  const text = (value ?? '').trim();
  return isValidIsoDate(text) ? text : '';
}

export function parseFellingQuery(params: URLSearchParams): FellingMapQuery {
  const municipality = params.get(FELLING_QUERY_PARAMS.municipality) ?? '';
  const from = day(params.get(FELLING_QUERY_PARAMS.from));
  const to = day(params.get(FELLING_QUERY_PARAMS.to));
  const open = params.get(OPEN_PARAM) ?? '';
  return {
    view: VIEW_VALUES[params.get('vaizdas') ?? ''] ?? null,
    municipality: isMunicipalityCode(municipality) ? municipality : '',
    from,
    to: from !== '' && to !== '' && to < from ? '' : to,
    open: NUMBER.test(open) ? open : null,
  };
}

/** The search part of the address for a state, always with the layer; parameters in a stable order. */
export function fellingQuerySearch(query: FellingMapQuery): string {
  const params = new URLSearchParams();
  params.set(FELLING_LAYER_PARAM, FELLING_LAYER_VALUE);
  if (query.view) params.set('vaizdas', VIEW_PARAMS[query.view]);
  if (query.municipality) params.set(FELLING_QUERY_PARAMS.municipality, query.municipality);
  if (query.from) params.set(FELLING_QUERY_PARAMS.from, query.from);
  if (query.to) params.set(FELLING_QUERY_PARAMS.to, query.to);
  if (query.open) params.set(OPEN_PARAM, query.open);
  return `?${params.toString()}`;
}

export function pickFellingFilters(query: FellingFilters): FellingFilters {
  const { municipality, from, to } = query;
  return { municipality, from, to };
}

/** The API's query for the filters: "all" and open ends stay out (the server's default is today). */
export function fellingApiQuery(filters: FellingFilters): Record<string, string | undefined> {
  return {
    [FELLING_QUERY_PARAMS.municipality]: filters.municipality || undefined,
    [FELLING_QUERY_PARAMS.from]: filters.from || undefined,
    [FELLING_QUERY_PARAMS.to]: filters.to || undefined,
  };
}
