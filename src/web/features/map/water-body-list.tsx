/**
 * The list view: every water body the filters let through with its facts, offers, licences and
 * purchase actions: all the map offers, without the map (keyboard, screen readers, no WebGL,
 * offline before the map was ever loaded). About 40 rows: no paging needed; the first few are
 * drawn with the page and the rest right after its first paint (use-rest-later.ts).
 */
import { memo } from 'react';
import { Link } from 'react-router';
import type { FishSpeciesDto, WaterBodyDto } from '../../../shared/anglers/api-types.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { Facts } from '../../ui/permits/facts.tsx';
import { useRestInTransition } from '../../ui/use-rest-later.ts';
import { WaterBodyKind, WaterBodyOffers, waterBodyFacts } from './water-body-details.tsx';

/** A phone's screen holds two or three water bodies. */
const FIRST_BODIES = 3;

export function WaterBodyList({
  bodies,
  species,
  mapHref,
}: {
  bodies: readonly WaterBodyDto[];
  species: ReadonlyMap<string, FishSpeciesDto>;
  /** The address of the map view with a water body open; absent when the map cannot be shown. */
  mapHref?: ((id: string) => string) | undefined;
}) {
  const t = useT();
  // The rest in one transition after the first paint (ADR 0043's amendments): one commit, its
  // render sliced.
  const shown = useRestInTransition(bodies.length, FIRST_BODIES);
  return (
    <section className="water-body-list" aria-labelledby="water-body-list-title">
      <h2 className="visually-hidden" id="water-body-list-title">
        {t('fishingMap.waterBodies')}
      </h2>
      {/* Busy for the moment the rest is still being drawn: a screen reader waits for the whole list. */}
      <ul className="water-body-list__items" aria-busy={shown < bodies.length || undefined}>
        {bodies.slice(0, shown).map((body) => (
          <WaterBodyItem key={body.id} body={body} species={species} mapHref={mapHref?.(body.id)} />
        ))}
      </ul>
    </section>
  );
}

/**
 * One water body; `memo`: the list grows after the first paint (use-rest-later.ts), and the rows
 * already drawn are not rendered again when the rest comes.
 */
const WaterBodyItem = memo(function WaterBodyItem({
  body,
  species,
  mapHref,
}: {
  body: WaterBodyDto;
  species: ReadonlyMap<string, FishSpeciesDto>;
  mapHref: string | undefined;
}) {
  const t = useT();
  const { language } = useLanguage();
  const prefix = `wb-${body.id}`;
  return (
    <li>
      <article className="water-body" aria-labelledby={`${prefix}-name`}>
        <h3 className="water-body__name" id={`${prefix}-name`}>
          {body.name}
        </h3>
        <WaterBodyKind body={body} />
        <Facts items={waterBodyFacts(body, t, language)} compact />
        <WaterBodyOffers body={body} species={species} level={4} idPrefix={prefix} />
        {mapHref && (
          <p className="water-body__map-link">
            <Link to={mapHref} aria-label={t('fishingMap.showOnMapFor', { name: body.name })}>
              {t('fishingMap.showOnMap')}
            </Link>
          </p>
        )}
      </article>
    </li>
  );
});
