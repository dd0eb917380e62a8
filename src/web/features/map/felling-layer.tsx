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
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { FELLING_PERMITS_LIMIT, type FellingPermits } from '../../../shared/felling/api-types.ts';
import type { Language } from '../../../shared/i18n/index.ts';
import { type Translate, useLanguage, useT } from '../../i18n/use-t.ts';
import { isOnline, subscribeToConnection } from '../../platform/offline/connection.ts';
import { Notice, PageHeader } from '../../ui/page.tsx';
import { formatDay } from '../../ui/permits/format.ts';
import { fellingPermitsQuery } from './felling-api.ts';
import { municipalityText } from './felling-details.tsx';
import { FellingFilterForm } from './felling-filter-form.tsx';
import { MapLayerSwitch } from './felling-layer-switch.tsx';
import { FellingMapView } from './felling-map-view.tsx';
import {
  EMPTY_FELLING_FILTERS,
  type FellingFilters,
  fellingQuerySearch,
  parseFellingQuery,
} from './felling-query.ts';
import {
  DEFAULT_FELLING_SORT,
  type FellingSortColumn,
  nextFellingSort,
  sortFellingPermits,
} from './felling-sort.ts';
import { FellingList } from './felling-table.tsx';
import { AnswerState, MapProblemNotice, useLayerView, ViewBar } from './map-page-parts.tsx';
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
  const [params] = useSearchParams();
  const query = useMemo(() => parseFellingQuery(params), [params]);
  const { municipality, from, to } = query;
  const filters: FellingFilters = useMemo(() => ({ municipality, from, to }), [municipality, from, to]);
  // The previous answer stays while new filters load, so the map is not drawn again from nothing.
  const answer = useQuery({ ...fellingPermitsQuery(filters), placeholderData: keepPreviousData });
  const online = useSyncExternalStore(subscribeToConnection, isOnline, () => true);
  const {
    go,
    mapProblem,
    showMap,
    chooseView,
    activeKey: activeNumber,
    setActiveKey: setActiveNumber,
    onOpen,
    onClose,
    onUnavailable,
    mapHref,
  } = useLayerView(query, fellingQuerySearch);
  const [sort, setSort] = useState(DEFAULT_FELLING_SORT);

  const data = answer.data?.permits;
  const byName = useMemo(() => compareNames(language), [language]);
  const sorted = useMemo(
    () => sortFellingPermits(data?.permits ?? [], sort, (permit) => municipalityText(permit, t), byName),
    [data, sort, t, byName],
  );
  const onSort = useCallback((column: FellingSortColumn) => setSort((s) => nextFellingSort(s, column)), []);

  // A new search is a new history entry (Back returns to the previous one), as a submitted form is.
  const applyFilters = (next: FellingFilters) => go({ ...query, ...next, open: null }, false);
  const resetFilters = () => go({ ...query, ...EMPTY_FELLING_FILTERS, open: null }, false);

  const offline = answer.data && (answer.data.fromCache || !online);

  return (
    <article className="page map-page felling-layer">
      <PageHeader caption={t('route.map')} title={t('fellingMap.title')} lead={t('fellingMap.lead')} />
      <MapLayerSwitch current="felling" />
      <FellingFilterForm filters={filters} onApply={applyFilters} onReset={resetFilters} />
      <AnswerState
        answer={answer}
        offlineAsOf={offline && data ? data.asOf : null}
        loading={answer.isPending || answer.isPlaceholderData}
        messages={{
          offlineAsOf: 'fellingMap.offlineAsOf',
          loading: 'fellingMap.loading',
          needsConnection: 'fellingMap.needsConnection',
        }}
      />
      {data && (
        <>
          <ViewBar showMap={showMap} onChoose={chooseView}>
            <div className="felling-layer__summary">
              <p className="map-page__count" role="status">
                {t('fellingMap.count', { count: data.permits.length })}
              </p>
              <p className="felling-layer__period">{periodText(data, t, language)}</p>
            </div>
          </ViewBar>
          {data.truncated && (
            <Notice tone="info">
              <p>{t('fellingMap.truncated', { limit: FELLING_PERMITS_LIMIT })}</p>
            </Notice>
          )}
          {mapProblem && query.view !== 'list' && (
            <MapProblemNotice problem={mapProblem} onRetry={() => chooseView('map')} />
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
              <FellingList
                permits={sorted}
                sort={sort}
                onSort={onSort}
                onSortChange={setSort}
                mapHref={mapProblem ? undefined : mapHref}
              />
            )
          )}
        </>
      )}
      <p className="map-page__lead-after">{t('fellingMap.lead')}</p>
    </article>
  );
}
