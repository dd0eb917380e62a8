/**
 * The boundary drawn on the map (issue 7 item 2). Each tap or click on the map adds a corner; the
 * shape is drawn as it grows, and the shared library's check and the computed area are said beside
 * it (a polite live region) and the corners listed as text under it, so a screen reader user knows
 * what is drawn. Without a pointer: the arrow keys move the focused map and "Add a point at the map
 * centre" (or Enter) adds the corner under the cross. In the forest: "Add my current location"
 * adds where the phone is (high accuracy), with its accuracy said, for a forester walking the plot
 * edge – this works without the map too. "Use this boundary" checks the same way as the server and
 * hands the boundary on as a GeoJSON file (boundary-file.ts).
 *
 * The map (draw-map.ts with maplibre) is loaded lazily (platform/map/map-view-shell.tsx). It needs
 * WebGL 2 and, the first time, the network; offline after one visit it comes from the service worker's caches, like the fishing map.
 * The container carries `data-map-ready="true"` once the map has drawn (browser tests wait for it).
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Outline, Position } from '../../../shared/geo/boundary.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { MapZoomControls, useLazyMap } from '../../platform/map/map-view-shell.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { boundaryFile } from './boundary-file.ts';
import { placeValues, refusalText } from './boundary-format.ts';
import type { DrawMap } from './draw-map.ts';
import {
  addVertex,
  checkDrawing,
  clearDrawing as clearAll,
  type Drawing,
  drawingFeatures,
  EMPTY_DRAWING,
  undo,
  undoAction,
} from './drawing.ts';
import { loadOutlineGeoJson, outlineForChecks } from './outline.ts';
import { AreaLine, useHandOver, WayAdded, WayError } from './way-parts.tsx';

type Location =
  | { state: 'locating' }
  | { state: 'located'; metres: number }
  | { state: 'denied' | 'unavailable' | 'unsupported' };

/** A fix may take a while under trees; longer than this is "could not be found". */
const LOCATION_TIMEOUT_MS = 30_000;

interface DrawWayProps {
  /** The drawing, kept by the parent so that trying another way loses nothing. */
  drawing: Drawing;
  onDrawing: (change: (drawing: Drawing) => Drawing) => void;
  declaredArea: number | null;
  onBoundary: (file: File) => Promise<void>;
  disabled: boolean;
}

export function DrawWay({ drawing, onDrawing, declaredArea, onBoundary, disabled }: DrawWayProps) {
  const t = useT();
  const { language } = useLanguage();
  const base = useId();
  const [mapProblem, setMapProblem] = useState(false);
  const [outline, setOutline] = useState<Outline | null>(null);
  const [centre, setCentre] = useState<Position | null>(null);
  const [location, setLocation] = useState<Location | null>(null);
  const handOver = useHandOver(onBoundary);

  const vertices = drawing.vertices;
  const check = useMemo(() => (outline ? checkDrawing(vertices, outline) : null), [vertices, outline]);
  const valid = !(check?.state === 'checked' && !check.result.ok);

  const add = (position: Position) => {
    onDrawing((current) => addVertex(current, position));
    handOver.reset();
  };
  // The latest values for the map's own event handlers, which are attached once (the map itself
  // once it is drawn, below).
  const latest = useRef<{ add: typeof add; map: DrawMap | null; vertices: typeof vertices }>({
    add,
    map: null,
    vertices,
  });
  const label = t('boundaryWays.map.label');
  const instructionsId = `${base}-instructions`;

  useEffect(() => {
    let cancelled = false;
    void outlineForChecks().then((found) => {
      if (!cancelled) setOutline(found);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const { containerRef, map } = useLazyMap<DrawMap>(
    'boundary map',
    `${label}\n${instructionsId}`,
    (container, reducedMotion) =>
      Promise.all([loadOutlineGeoJson(), import('./draw-map.ts')]).then(([geojson, engine]) => {
        const corners = latest.current.vertices;
        return engine.createDrawMap({
          container,
          outline: geojson,
          drawing: drawingFeatures(corners, true),
          initialCorners: corners,
          reducedMotion,
          label,
          describedBy: instructionsId,
          onTap: (position) => latest.current.add(position),
          onEnter: () => {
            const current = latest.current.map;
            if (current) latest.current.add(current.centre());
          },
          onMoveEnd: (position) => setCentre(position),
        });
      }),
    () => setMapProblem(true),
  );
  latest.current = { add, map, vertices };

  useEffect(() => {
    map?.setDrawing(drawingFeatures(vertices, valid));
  }, [map, vertices, valid]);

  const locate = () => {
    // A second press while the phone is still looking would add the same place twice.
    if (location?.state === 'locating') return;
    if (!('geolocation' in navigator)) {
      setLocation({ state: 'unsupported' });
      return;
    }
    setLocation({ state: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (found) => {
        const position: Position = [found.coords.longitude, found.coords.latitude];
        latest.current.add(position);
        latest.current.map?.show(position);
        setLocation({ state: 'located', metres: Math.max(1, Math.round(found.coords.accuracy)) });
      },
      (error) => setLocation({ state: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS, maximumAge: 0 },
    );
  };

  const use = async () => {
    const result = checkDrawing(vertices, outline ?? (await outlineForChecks()));
    if (result.state === 'tooFew') {
      handOver.refuse(t('boundaryWays.map.tooFew'));
      return;
    }
    if (!result.result.ok) {
      handOver.refuse(refusalText(result.result, t, language));
      return;
    }
    if (await handOver.handOver(boundaryFile(result.result.geometry, 'map'))) onDrawing(() => EMPTY_DRAWING);
  };

  const lastChange = undoAction(drawing);
  const busy = disabled || handOver.busy;

  return (
    <div className="boundary-way boundary-map">
      <p className="field__hint" id={instructionsId}>
        {t('boundaryWays.map.instructions')}
      </p>
      {mapProblem ? (
        <p className="notice notice--info boundary-map__unavailable">{t('boundaryWays.map.unavailable')}</p>
      ) : (
        <div className="boundary-map__stage">
          <div
            ref={containerRef}
            className="boundary-map__canvas"
            data-map-ready={map ? 'true' : 'false'}
            aria-busy={map ? undefined : true}
          />
          {map ? (
            <>
              <span className="boundary-map__cross" aria-hidden="true" />
              <MapZoomControls
                map={map}
                className="boundary-map__zoom"
                buttonClassName="boundary-map__control"
                labels={{
                  controls: t('boundaryWays.map.controls'),
                  zoomIn: t('boundaryWays.map.zoomIn'),
                  zoomOut: t('boundaryWays.map.zoomOut'),
                }}
              />
            </>
          ) : (
            <div className="boundary-map__loading">
              <Spinner label={t('boundaryWays.map.loading')} />
            </div>
          )}
        </div>
      )}
      {map && centre && (
        <p className="boundary-map__centre">{t('boundaryWays.map.centre', placeValues(centre, language))}</p>
      )}
      <div className="boundary-way__actions">
        {map && (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => add(map.centre())}
          >
            {t('boundaryWays.map.addCentre')}
          </button>
        )}
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          aria-busy={location?.state === 'locating' || undefined}
          onClick={locate}
        >
          {t('boundaryWays.map.addLocation')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => {
            onDrawing(undo);
            handOver.reset();
          }}
        >
          {lastChange === 'clear' ? t('boundaryWays.map.undoClear') : t('boundaryWays.map.undo')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => {
            onDrawing(clearAll);
            handOver.reset();
          }}
        >
          {t('boundaryWays.map.clear')}
        </button>
      </div>
      <p className="boundary-map__location" role="status">
        {location?.state === 'locating' && t('boundaryWays.map.locating')}
        {location?.state === 'located' && t('boundaryWays.map.located', { metres: location.metres })}
      </p>
      {location &&
        (location.state === 'denied' ||
          location.state === 'unavailable' ||
          location.state === 'unsupported') && (
          <p className="field__error" role="alert">
            {location.state === 'denied'
              ? t('boundaryWays.map.locationDenied')
              : location.state === 'unavailable'
                ? t('boundaryWays.map.locationUnavailable')
                : t('boundaryWays.map.locationUnsupported')}
          </p>
        )}
      <div className="boundary-way__result" role="status">
        <p>
          {t('boundaryWays.map.status', { count: vertices.length })}{' '}
          {check?.state === 'tooFew'
            ? t('boundaryWays.map.tooFew')
            : check?.result.ok
              ? t('boundaryWays.map.valid')
              : check && !check.result.ok
                ? refusalText(check.result, t, language)
                : ''}
        </p>
        {check?.state === 'checked' && check.result.ok && (
          <AreaLine areaHa={check.result.areaHa} declaredArea={declaredArea} />
        )}
      </div>
      <h4 className="boundary-map__points-title" id={`${base}-points`}>
        {t('boundaryWays.map.points')}
      </h4>
      {vertices.length === 0 ? (
        <p className="boundary-map__none">{t('boundaryWays.map.noPoints')}</p>
      ) : (
        <ol className="boundary-map__points" aria-labelledby={`${base}-points`}>
          {vertices.map((vertex, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a corner is its place in the ring; two may be equal.
            <li key={index}>{t('boundaryWays.map.vertex', placeValues(vertex, language))}</li>
          ))}
        </ol>
      )}
      <WayError id={`${base}-refused`} handOver={handOver} />
      <WayAdded handOver={handOver} />
      <div className="boundary-way__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-busy={handOver.busy || undefined}
          onClick={() => void use()}
        >
          {handOver.busy ? t('boundaryWays.busy') : t('boundaryWays.map.use')}
        </button>
      </div>
    </div>
  );
}
