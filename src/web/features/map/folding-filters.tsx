/**
 * The frame of a map layer's filters (fishing, felling): a search landmark whose fields fold away
 * under "Filters (2 set)". Phones see the map first, so there the filters start folded unless some
 * are set; wider screens start with them open.
 */
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';

const WIDE_SCREEN = '(min-width: 48em)';

export function FoldingFilters({
  label,
  className,
  count,
  children,
}: {
  /** Names the search landmark. */
  label: string;
  /** The landmark's classes. */
  className: string;
  /** How many filters are set. */
  count: number;
  children: ReactNode;
}) {
  const t = useT();
  // Decided once; after that the person folds and unfolds it.
  const [open] = useState(() => count > 0 || window.matchMedia?.(WIDE_SCREEN).matches === true);
  return (
    <search className={className} aria-label={label}>
      <details className="map-filters__details" open={open}>
        <summary className="map-filters__summary">
          {t('fishingMap.filter.toggle')}
          {count > 0 && (
            <span className="map-filters__count"> ({t('fishingMap.filter.active', { count })})</span>
          )}
        </summary>
        {children}
      </details>
    </search>
  );
}
