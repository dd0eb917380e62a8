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
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import type { FishSpeciesDto } from '../../../shared/anglers/api-types.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { isOnline, subscribeToConnection } from '../../platform/offline/connection.ts';
import { PageHeader } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { catalogueQuery } from '../anglers/index.ts';
import { MapLayerSwitch } from './felling-layer-switch.tsx';
import { FishingMapView } from './fishing-map-view.tsx';
import { MapFilterBar } from './map-filter-bar.tsx';
import { AnswerState, MapProblemNotice, useLayerView, ViewBar } from './map-page-parts.tsx';
import {
  EMPTY_FILTERS,
  filterWaterBodies,
  type MapFilters,
  type MapQuery,
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
  const [params] = useSearchParams();
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
  const {
    go,
    mapProblem,
    showMap,
    chooseView,
    activeKey: activeId,
    setActiveKey: setActiveId,
    onOpen,
    onClose,
    onUnavailable,
    mapHref,
  } = useLayerView(query, mapQuerySearch);

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

  return (
    <article className="page map-page">
      <PageHeader caption={t('route.map')} title={t('fishingMap.title')} lead={t('fishingMap.lead')} />
      <MapLayerSwitch current="fishing" />
      <AnswerState
        answer={catalogue}
        offlineAsOf={offline && data ? data.asOf : null}
        loading={catalogue.isPending}
        messages={{
          offlineAsOf: 'fishingMap.offlineAsOf',
          loading: 'fishingMap.loading',
          needsConnection: 'fishingMap.needsConnection',
        }}
      />
      {data && (
        <>
          <MapFilterBar
            filters={query}
            municipalities={municipalityOptions}
            species={speciesOptions}
            onChange={changeFilters}
            onClear={clearFilters}
          />
          <ViewBar showMap={showMap} onChoose={chooseView}>
            <p className="map-page__count" role="status">
              {t('fishingMap.count', { count: shown.length })}
            </p>
          </ViewBar>
          {mapProblem && query.view !== 'list' && (
            <MapProblemNotice problem={mapProblem} onRetry={() => chooseView('map')} />
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
      <p className="map-page__lead-after">{t('fishingMap.lead')}</p>
    </article>
  );
}
