/** A water body's marker as the map draws it (markers.ts), for the legend and the details. */
import { useT } from '../../i18n/use-t.ts';
import { MARKER_BOX, MARKERS } from './markers.ts';
import { MARKER_KINDS, type MarkerKind } from './water-bodies.ts';

export function MarkerIcon({ kind, size = 20 }: { kind: MarkerKind; size?: number }) {
  const marker = MARKERS[kind];
  return (
    <svg
      className="marker-icon"
      width={size}
      height={size}
      viewBox={`-2 -2 ${MARKER_BOX + 4} ${MARKER_BOX + 4}`}
      aria-hidden="true"
      focusable="false"
    >
      <path d={marker.path} fill={marker.fill} stroke="#ffffff" strokeWidth={3} strokeLinejoin="round" />
      <path d={marker.path} fill={marker.fill} />
    </svg>
  );
}

/** What each marker means, in words beside its shape (WCAG 1.4.1). */
export function MarkerLegend({ id }: { id: string }) {
  const t = useT();
  return (
    <section className="map-legend" aria-labelledby={id}>
      <h2 className="map-legend__title" id={id}>
        {t('fishingMap.legend')}
      </h2>
      <ul className="map-legend__list">
        {MARKER_KINDS.map((kind) => (
          <li key={kind} className="map-legend__item">
            <MarkerIcon kind={kind} size={22} />
            <span>{t(MARKERS[kind].label)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
