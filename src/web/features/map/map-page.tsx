/**
 * `/map`, the fishing layer (spec §1 "a map (fishing map …)", issue 5 item 7): the water bodies of
 * the fishing catalogue with their leased and limited flags, municipality, offers and licences, and
 * a purchase started from each. Two views of the same filtered list: the map (maplibre, loaded only
 * here and only when shown) and a list that needs no map at all. The state lives in the address
 * (map-query.ts).
 *
 * Offline (architecture §5): the service worker keeps the map's code, Lithuania's outline and the
 * last catalogue answer once viewed; a catalogue shown from that cache says how old it is.
 *
 * The page's other layer, the forest felling map, is felling-layer.tsx (issue 7 item 4).
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import type { FishSpeciesDto } from '../../../shared/anglers/api-types.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { isApiError } from '../../lib/api.ts';
import { formatPortalDate } from '../../lib/dates.ts';
import { Notice, PageHeader } from '../../ui/page.tsx';
import { LoadProblem } from '../../ui/permits/load-problem.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { isOnline, subscribeToConnection } from '../offline/connection.ts';
import { catalogueQuery } from './catalogue-api.ts';
import { MapLayerSwitch } from './felling-layer-switch.tsx';
import { FishingMapView, type MapProblem } from './fishing-map-view.tsx';
import { MapFilterBar } from './map-filter-bar.tsx';
import {
  EMPTY_FILTERS,
  filterWaterBodies,
  type MapFilters,
  type MapQuery,
  type MapView,
  mapQuerySearch,
  parseMapLayer,
  parseMapQuery,
  pickFilters,
} from './map-query.ts';
import { compareNames, speciesName } from './water-bodies.ts';
import { municipalityName } from './water-body-details.tsx';
import { WaterBodyList } from './water-body-list.tsx';
import './fishing-map.css';

// The felling layer (issue 7 item 4) is its own chunk: the fishing layer does not carry it.
const FellingLayer = lazy(() => import('./felling-layer.tsx').then((m) => ({ default: m.FellingLayer })));

/** `/map`: the fishing layer, or the forest felling layer with `?sluoksnis=kirtimai` (map-query.ts). */
export function MapPage() {
  const [params] = useSearchParams();
  const t = useT();
  if (parseMapLayer(params) === 'fishing') return <FishingMapPage />;
  return (
    <Suspense fallback={<Spinner label={t('fellingMap.loading')} />}>
      <FellingLayer />
    </Suspense>
  );
}

function FishingMapPage() {
  const t = useT();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const fromAddress = useMemo(() => parseMapQuery(params), [params]);
  // The filters answer each key at once from here; the address follows (replaced, not pushed).
  // The router updates the address asynchronously: inputs bound to it alone would flicker back
  // and lose keys typed quickly.
  const [filters, setFilters] = useState<MapFilters>(() => pickFilters(fromAddress));
  // Back, forward or a link to other filters: the address wins.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new history entry only.
  useEffect(() => {
    if (navigationType !== 'REPLACE') setFilters(pickFilters(fromAddress));
  }, [location.key]);
  const query: MapQuery = useMemo(() => ({ ...fromAddress, ...filters }), [fromAddress, filters]);
  const catalogue = useQuery(catalogueQuery());
  const online = useSyncExternalStore(subscribeToConnection, isOnline, () => true);
  const [mapProblem, setMapProblem] = useState<MapProblem | null>(null);
  const [activeId, setActiveId] = useState<string | null>(query.open);

  // A water body opened from elsewhere (the list's "show on the map", back) is the chosen one too.
  useEffect(() => {
    if (query.open) setActiveId(query.open);
  }, [query.open]);

  const go = useCallback(
    (next: MapQuery, replace: boolean) => setParams(new URLSearchParams(mapQuerySearch(next)), { replace }),
    [setParams],
  );

  const data = catalogue.data?.catalogue;
  const compare = useMemo(() => compareNames(language), [language]);
  const species = useMemo(
    () => new Map<string, FishSpeciesDto>((data?.species ?? []).map((s) => [s.code, s])),
    [data],
  );
  const sorted = useMemo(
    () => [...(data?.waterBodies ?? [])].sort((a, b) => compare(a.name, b.name)),
    [data, compare],
  );
  const shown = useMemo(() => filterWaterBodies(sorted, query), [sorted, query]);
  const municipalityOptions = useMemo(() => {
    const codes = new Set(sorted.map((body) => body.municipality));
    return [...codes]
      .map((code) => ({ value: code, label: municipalityName(code, t) }))
      .sort((a, b) => compare(a.label, b.label));
  }, [sorted, t, compare]);
  const speciesOptions = useMemo(() => {
    const codes = new Set(sorted.flatMap((body) => body.licences.map((licence) => licence.speciesCode)));
    return [...codes]
      .map((code) => ({ value: code, label: speciesName(species.get(code), language) ?? code }))
      .sort((a, b) => compare(a.label, b.label));
  }, [sorted, species, language, compare]);

  const view: MapView = query.view ?? (mapProblem ? 'list' : 'map');
  const showMap = view === 'map' && mapProblem === null;

  function chooseView(next: MapView) {
    // "Map" again after a failure tries again (the connection may be back).
    if (next === 'map') setMapProblem(null);
    if (query.view === next || (query.view === null && next === 'map')) return;
    go({ ...query, view: next, open: next === 'map' ? query.open : null }, false);
  }

  const onOpen = useCallback((id: string) => go({ ...query, open: id }, true), [go, query]);
  const onClose = useCallback(() => go({ ...query, open: null }, true), [go, query]);
  const onUnavailable = useCallback((problem: MapProblem) => setMapProblem(problem), []);
  const mapHref = useCallback(
    (id: string) => `/map${mapQuerySearch({ ...query, view: 'map', open: id })}`,
    [query],
  );

  function changeFilters(changes: Partial<MapFilters>) {
    const next = { ...filters, ...changes };
    setFilters(next);
    go({ ...query, ...next }, true);
  }

  function clearFilters() {
    changeFilters(EMPTY_FILTERS);
    document.getElementById('map-q')?.focus();
  }

  const offline = catalogue.data && (catalogue.data.fromCache || !online);
  const needsConnection = catalogue.isError && isApiError(catalogue.error) && catalogue.error.status === -1;

  return (
    <article className="page map-page">
      <PageHeader caption={t('route.map')} title={t('fishingMap.title')} lead={t('fishingMap.lead')} />
      <MapLayerSwitch current="fishing" />
      {offline && data && (
        <Notice tone="warning">
          <p>{t('fishingMap.offlineAsOf', { time: formatPortalDate(data.asOf, language, 'dateTime') })}</p>
        </Notice>
      )}
      {catalogue.isPending && <Spinner label={t('fishingMap.loading')} />}
      {catalogue.isError &&
        (needsConnection ? (
          <Notice tone="warning">
            <p>{t('fishingMap.needsConnection')}</p>
          </Notice>
        ) : (
          <LoadProblem error={catalogue.error} onRetry={() => void catalogue.refetch()} />
        ))}
      {data && (
        <>
          <MapFilterBar
            filters={query}
            municipalities={municipalityOptions}
            species={speciesOptions}
            onChange={changeFilters}
            onClear={clearFilters}
          />
          <div className="map-page__bar">
            <fieldset className="view-switch">
              <legend className="visually-hidden">{t('fishingMap.view')}</legend>
              <button
                type="button"
                className="view-switch__button"
                aria-pressed={showMap}
                onClick={() => chooseView('map')}
              >
                {t('fishingMap.view.map')}
              </button>
              <button
                type="button"
                className="view-switch__button"
                aria-pressed={!showMap}
                onClick={() => chooseView('list')}
              >
                {t('fishingMap.view.list')}
              </button>
            </fieldset>
            <p className="map-page__count" role="status">
              {t('fishingMap.count', { count: shown.length })}
            </p>
          </div>
          {mapProblem && query.view !== 'list' && (
            <Notice tone="info">
              <p>{t(mapProblem === 'webgl' ? 'fishingMap.noWebgl' : 'fishingMap.mapFailed')}</p>
              {mapProblem === 'failed' && (
                <p>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => chooseView('map')}
                  >
                    {t('fishingMap.retryMap')}
                  </button>
                </p>
              )}
            </Notice>
          )}
          {shown.length === 0 && <p className="map-page__none">{t('fishingMap.none')}</p>}
          {showMap ? (
            <FishingMapView
              bodies={shown}
              species={species}
              activeId={activeId}
              openId={query.open}
              onActivate={setActiveId}
              onOpen={onOpen}
              onClose={onClose}
              onUnavailable={onUnavailable}
            />
          ) : (
            <WaterBodyList bodies={shown} species={species} mapHref={mapProblem ? undefined : mapHref} />
          )}
        </>
      )}
    </article>
  );
}
