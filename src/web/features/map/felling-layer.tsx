/**
 * `/map?sluoksnis=kirtimai`, the forest felling layer (spec §1 "a map (… forest felling map)",
 * issue 7 item 4): the issued felling permits (L08.1) and notices of intent to fell (L08.2, L08.3)
 * with their boundaries, validity and kinds of felling, filtered by municipality and period. Two
 * views of the same answer, as on the fishing layer: the map (maplibre, loaded only here and only
 * when shown) and a table that needs no map at all. The state lives in the address
 * (felling-query.ts). Loaded lazily by map-page.tsx, so the fishing layer does not carry it.
 *
 * Offline (architecture §5): the service worker keeps the last answers for the filters viewed;
 * an answer shown from that cache says how old it is.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { FELLING_PERMITS_LIMIT, type FellingPermits } from '../../../shared/felling/api-types.ts';
import type { Language } from '../../../shared/i18n/index.ts';
import { type Translate, useLanguage, useT } from '../../i18n/use-t.ts';
import { isApiError } from '../../lib/api.ts';
import { formatPortalDate } from '../../lib/dates.ts';
import { Notice, PageHeader } from '../../ui/page.tsx';
import { formatDay } from '../../ui/permits/format.ts';
import { LoadProblem } from '../../ui/permits/load-problem.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { isOnline, subscribeToConnection } from '../offline/connection.ts';
import { fellingPermitsQuery } from './felling-api.ts';
import { municipalityText } from './felling-details.tsx';
import { FellingFilterForm } from './felling-filter-form.tsx';
import { MapLayerSwitch } from './felling-layer-switch.tsx';
import { FellingMapView } from './felling-map-view.tsx';
import {
  EMPTY_FELLING_FILTERS,
  type FellingFilters,
  type FellingMapQuery,
  fellingQuerySearch,
  parseFellingQuery,
} from './felling-query.ts';
import {
  DEFAULT_FELLING_SORT,
  type FellingSortColumn,
  nextFellingSort,
  sortFellingPermits,
} from './felling-sort.ts';
import { FellingTable } from './felling-table.tsx';
import type { MapProblem } from './fishing-map-view.tsx';
import type { MapView } from './map-query.ts';
import { compareNames } from './water-bodies.ts';
import './felling-map.css';

/** Which permits the answer holds, in words: valid today, on a day, in a period, from or until a day. */
function periodText(answer: FellingPermits, t: Translate, language: Language): string {
  const day = (value: string) => formatDay(value, language);
  const { from, to } = answer;
  if (from !== null && to !== null)
    return from === to
      ? t('fellingMap.period.on', { day: day(from) })
      : t('fellingMap.period.between', { from: day(from), to: day(to) });
  if (from !== null) return t('fellingMap.period.from', { from: day(from) });
  return t('fellingMap.period.until', { to: day(to ?? '') });
}

export function FellingLayer() {
  const t = useT();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseFellingQuery(params), [params]);
  const { municipality, from, to } = query;
  const filters: FellingFilters = useMemo(() => ({ municipality, from, to }), [municipality, from, to]);
  // The previous answer stays while new filters load, so the map is not drawn again from nothing.
  const answer = useQuery({ ...fellingPermitsQuery(filters), placeholderData: keepPreviousData });
  const online = useSyncExternalStore(subscribeToConnection, isOnline, () => true);
  const [mapProblem, setMapProblem] = useState<MapProblem | null>(null);
  const [activeNumber, setActiveNumber] = useState<string | null>(query.open);
  const [sort, setSort] = useState(DEFAULT_FELLING_SORT);

  // A permit opened from elsewhere (the table's "show on the map", back) is the chosen one too.
  useEffect(() => {
    if (query.open) setActiveNumber(query.open);
  }, [query.open]);

  const go = useCallback(
    (next: FellingMapQuery, replace: boolean) =>
      setParams(new URLSearchParams(fellingQuerySearch(next)), { replace }),
    [setParams],
  );

  const data = answer.data?.permits;
  const byName = useMemo(() => compareNames(language), [language]);
  const sorted = useMemo(
    () => sortFellingPermits(data?.permits ?? [], sort, (permit) => municipalityText(permit, t), byName),
    [data, sort, t, byName],
  );

  const view: MapView = query.view ?? (mapProblem ? 'list' : 'map');
  const showMap = view === 'map' && mapProblem === null;

  function chooseView(next: MapView) {
    // "Map" again after a failure tries again (the connection may be back).
    if (next === 'map') setMapProblem(null);
    if (query.view === next || (query.view === null && next === 'map')) return;
    go({ ...query, view: next, open: next === 'map' ? query.open : null }, false);
  }

  const onOpen = useCallback((number: string) => go({ ...query, open: number }, true), [go, query]);
  const onClose = useCallback(() => go({ ...query, open: null }, true), [go, query]);
  const onUnavailable = useCallback((problem: MapProblem) => setMapProblem(problem), []);
  const mapHref = useCallback(
    (number: string) => `/map${fellingQuerySearch({ ...query, view: 'map', open: number })}`,
    [query],
  );
  const onSort = useCallback((column: FellingSortColumn) => setSort((s) => nextFellingSort(s, column)), []);

  // A new search is a new history entry (Back returns to the previous one), as a submitted form is.
  const applyFilters = (next: FellingFilters) => go({ ...query, ...next, open: null }, false);
  const resetFilters = () => go({ ...query, ...EMPTY_FELLING_FILTERS, open: null }, false);

  const offline = answer.data && (answer.data.fromCache || !online);
  const needsConnection = answer.isError && isApiError(answer.error) && answer.error.status === -1;

  return (
    <article className="page map-page felling-layer">
      <PageHeader caption={t('route.map')} title={t('fellingMap.title')} lead={t('fellingMap.lead')} />
      <MapLayerSwitch current="felling" />
      <FellingFilterForm filters={filters} onApply={applyFilters} onReset={resetFilters} />
      {offline && data && (
        <Notice tone="warning">
          <p>{t('fellingMap.offlineAsOf', { time: formatPortalDate(data.asOf, language, 'dateTime') })}</p>
        </Notice>
      )}
      {(answer.isPending || answer.isPlaceholderData) && <Spinner label={t('fellingMap.loading')} />}
      {answer.isError &&
        (needsConnection ? (
          <Notice tone="warning">
            <p>{t('fellingMap.needsConnection')}</p>
          </Notice>
        ) : (
          <LoadProblem error={answer.error} onRetry={() => void answer.refetch()} />
        ))}
      {data && (
        <>
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
            <div className="felling-layer__summary">
              <p className="map-page__count" role="status">
                {t('fellingMap.count', { count: data.permits.length })}
              </p>
              <p className="felling-layer__period">{periodText(data, t, language)}</p>
            </div>
          </div>
          {data.truncated && (
            <Notice tone="info">
              <p>{t('fellingMap.truncated', { limit: FELLING_PERMITS_LIMIT })}</p>
            </Notice>
          )}
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
          {data.permits.length === 0 && <p className="map-page__none">{t('fellingMap.none')}</p>}
          {showMap ? (
            <FellingMapView
              permits={sorted}
              activeNumber={activeNumber}
              openNumber={query.open}
              onActivate={setActiveNumber}
              onOpen={onOpen}
              onClose={onClose}
              onUnavailable={onUnavailable}
            />
          ) : (
            sorted.length > 0 && (
              <FellingTable
                permits={sorted}
                sort={sort}
                onSort={onSort}
                mapHref={mapProblem ? undefined : mapHref}
              />
            )
          )}
        </>
      )}
    </article>
  );
}
