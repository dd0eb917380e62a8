/**
 * The switch between the map's two layers (spec §1: the fishing map and the forest felling map):
 * two links, the current one marked `aria-current="page"`, so each layer has its own address
 * (`/map`, `/map?sluoksnis=kirtimai`), works with Back and opens from a bookmark. Links need no
 * script to be reached with Tab and followed with Enter; they look like a segmented control
 * (layer-switch.css).
 */
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { FELLING_LAYER_PARAM, FELLING_LAYER_VALUE, type MapLayer } from './map-query.ts';
import './layer-switch.css';

const HREFS: Readonly<Record<MapLayer, string>> = {
  fishing: '/map',
  felling: `/map?${FELLING_LAYER_PARAM}=${FELLING_LAYER_VALUE}`,
};

export function MapLayerSwitch({ current }: { current: MapLayer }) {
  const t = useT();
  const layers: { layer: MapLayer; label: string }[] = [
    { layer: 'fishing', label: t('fellingMap.layer.fishing') },
    { layer: 'felling', label: t('fellingMap.layer.felling') },
  ];
  return (
    <nav className="layer-switch" aria-label={t('fellingMap.layers')}>
      <ul className="layer-switch__list">
        {layers.map(({ layer, label }) => (
          <li key={layer}>
            <Link
              className="layer-switch__link"
              to={HREFS[layer]}
              aria-current={layer === current ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
