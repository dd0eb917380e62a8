/**
 * The parts the two layers of `/map` (the fishing layer, map-page.tsx; the felling layer,
 * felling-layer.tsx) put around their map and list the same way: how the answer stands (kept
 * offline and how old, loading, needing a connection, or failed with a retry), the map or list
 * switch, and the notice that the map could not be shown (with "try the map again" when it
 * failed, rather than when the browser has no WebGL 2). `useLayerView` is their shared state: the
 * view and the open item kept in the address, the item chosen on the map or its list, and the map's
 * problem, which shows the list instead until the person asks for the map again.
 */
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MessageId } from '../../../shared/i18n/index.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { isApiError } from '../../platform/api.ts';
import { formatPortalDate } from '../../platform/dates.ts';
import type { MapProblem } from '../../platform/map/map-view-shell.tsx';
import { Notice } from '../../ui/page.tsx';
import { LoadProblem } from '../../ui/permits/load-problem.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { MapView } from './map-query.ts';

/** What a layer's address holds that the view state reads: the view chosen and the item open. */
export interface LayerQuery {
  view: MapView | null;
  open: string | null;
}

/**
 * A layer's view state, for its `query` written to the address by `search` (its own parameters).
 * `go` replaces the address (typing in filters) or pushes a new entry (opening an item, a new view).
 */
export function useLayerView<Q extends LayerQuery>(query: Q, search: (query: Q) => string) {
  const [, setParams] = useSearchParams();
  const [mapProblem, setMapProblem] = useState<MapProblem | null>(null);
  const [activeKey, setActiveKey] = useState<string | null>(query.open);

  // An item opened from elsewhere (the list's "show on the map", back) is the chosen one too.
  useEffect(() => {
    if (query.open) setActiveKey(query.open);
  }, [query.open]);

  const go = useCallback(
    (next: Q, replace: boolean) => setParams(new URLSearchParams(search(next)), { replace }),
    [setParams, search],
  );

  const view: MapView = query.view ?? (mapProblem ? 'list' : 'map');
  const showMap = view === 'map' && mapProblem === null;

  function chooseView(next: MapView) {
    // "Map" again after a failure tries again (the connection may be back).
    if (next === 'map') setMapProblem(null);
    if (query.view === next || (query.view === null && next === 'map')) return;
    go({ ...query, view: next, open: next === 'map' ? query.open : null }, false);
  }

  const onOpen = useCallback((key: string) => go({ ...query, open: key }, true), [go, query]);
  const onClose = useCallback(() => go({ ...query, open: null }, true), [go, query]);
  const onUnavailable = useCallback((problem: MapProblem) => setMapProblem(problem), []);
  const mapHref = useCallback(
    (key: string) => `/map${search({ ...query, view: 'map', open: key })}`,
    [query, search],
  );

  return {
    go,
    mapProblem,
    showMap,
    chooseView,
    activeKey,
    setActiveKey,
    onOpen,
    onClose,
    onUnavailable,
    mapHref,
  };
}

interface AnswerStateProps {
  /** The answer as the query has it now. */
  answer: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** When the answer was made, if it is shown from the offline cache (or without a connection). */
  offlineAsOf: string | null;
  /** Whether to show the spinner (the answer is loading, or new filters are). */
  loading: boolean;
  /** The layer's own words: its answer is kept from `time`, it is loading, it needs a connection. */
  messages: { offlineAsOf: MessageId; loading: MessageId; needsConnection: MessageId };
}

/** How the layer's answer stands, above its map or list. */
export function AnswerState({ answer, offlineAsOf, loading, messages }: AnswerStateProps) {
  const t = useT();
  const { language } = useLanguage();
  const needsConnection = answer.isError && isApiError(answer.error) && answer.error.status === -1;
  return (
    <>
      {offlineAsOf !== null && (
        <Notice tone="warning">
          <p>{t(messages.offlineAsOf, { time: formatPortalDate(offlineAsOf, language, 'dateTime') })}</p>
        </Notice>
      )}
      {loading && <Spinner label={t(messages.loading)} />}
      {answer.isError &&
        (needsConnection ? (
          <Notice tone="warning">
            <p>{t(messages.needsConnection)}</p>
          </Notice>
        ) : (
          <LoadProblem error={answer.error} onRetry={() => void answer.refetch()} />
        ))}
    </>
  );
}

interface ViewBarProps {
  showMap: boolean;
  onChoose: (view: MapView) => void;
  /** The count and what else the layer says beside the switch. */
  children: ReactNode;
}

/** The map or list switch (pressed buttons) and the layer's count beside it. */
export function ViewBar({ showMap, onChoose, children }: ViewBarProps) {
  const t = useT();
  return (
    <div className="map-page__bar">
      <fieldset className="view-switch">
        <legend className="visually-hidden">{t('fishingMap.view')}</legend>
        <button
          type="button"
          className="view-switch__button"
          aria-pressed={showMap}
          onClick={() => onChoose('map')}
        >
          {t('fishingMap.view.map')}
        </button>
        <button
          type="button"
          className="view-switch__button"
          aria-pressed={!showMap}
          onClick={() => onChoose('list')}
        >
          {t('fishingMap.view.list')}
        </button>
      </fieldset>
      {children}
    </div>
  );
}

/** Why the map is not shown, and a retry when it failed (the connection may be back). */
export function MapProblemNotice({ problem, onRetry }: { problem: MapProblem; onRetry: () => void }) {
  const t = useT();
  return (
    <Notice tone="info">
      <p>{t(problem === 'webgl' ? 'fishingMap.noWebgl' : 'fishingMap.mapFailed')}</p>
      {problem === 'failed' && (
        <p>
          <button type="button" className="button button--secondary button--small" onClick={onRetry}>
            {t('fishingMap.retryMap')}
          </button>
        </p>
      )}
    </Notice>
  );
}
