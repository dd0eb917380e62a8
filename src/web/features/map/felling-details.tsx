/**
 * What the felling layer says about one permit or notice: the swatch of its kind (as the map draws
 * it), its validity, area and kinds of felling. The same words in the details panel, the table and
 * the legend (issue 7 item 4: "boundary, validity and type").
 */
import type { FellingKind, FellingPermitDto } from '../../../shared/felling/api-types.ts';
import { FELLING_KINDS } from '../../../shared/felling/api-types.ts';
import type { Language } from '../../../shared/i18n/index.ts';
import { type Translate, useT } from '../../i18n/use-t.ts';
import type { Fact } from '../../ui/permits/facts.tsx';
import { formatDay, stateLabel } from '../../ui/permits/format.ts';
import { FILL_OPACITY, KIND_STYLES } from './felling-map-style.ts';
import { municipalityName } from './water-body-details.tsx';

/** `L08.2` */
export function kindCode(kind: FellingKind): string {
  return kind.toUpperCase().replace('_', '.');
}

/** A small square filled and outlined like the kind's areas on the map (decorative). */
export function KindSwatch({ kind, size = 20 }: { kind: FellingKind; size?: number }) {
  const style = KIND_STYLES[kind];
  const stroke = 2.5;
  return (
    <svg
      className="felling-swatch"
      width={size}
      height={size}
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="2" y="2" width="16" height="16" rx="2" fill="#fbfcf9" />
      <rect
        x="2"
        y="2"
        width="16"
        height="16"
        rx="2"
        fill={style.colour}
        fillOpacity={FILL_OPACITY}
        stroke={style.colour}
        strokeWidth={stroke}
        strokeDasharray={style.dashes.length > 0 ? style.dashes.map((d) => d * stroke).join(' ') : undefined}
        strokeLinecap={kind === 'l08_3' ? 'round' : 'butt'}
      />
    </svg>
  );
}

/** What each area's colour and outline mean, in words beside the swatch (WCAG 1.4.1). */
export function FellingLegend({ id }: { id: string }) {
  const t = useT();
  return (
    <section className="map-legend" aria-labelledby={id}>
      <h2 className="map-legend__title" id={id}>
        {t('fishingMap.legend')}
      </h2>
      <ul className="map-legend__list">
        {FELLING_KINDS.map((kind) => (
          <li key={kind} className="map-legend__item">
            <KindSwatch kind={kind} size={22} />
            <span>
              {t(`fellingMap.kind.${kind}`)} <span className="kind-code">{kindCode(kind)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function formatHectares(areaHa: number, language: Language): string {
  return new Intl.NumberFormat(language === 'lt' ? 'lt-LT' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(areaHa);
}

/** "2026-03-01 – 2027-02-28", or from a day on when there is no end. */
export function validityText(permit: FellingPermitDto, t: Translate, language: Language): string {
  const from = formatDay(permit.validFrom, language);
  return permit.validUntil === null
    ? t('fellingMap.validFromOnly', { from })
    : t('fishingMap.dates', { from, to: formatDay(permit.validUntil, language) });
}

/** The kinds of felling in words; the own-use notice has none of its own and says what it is. */
export function fellingTypesText(permit: FellingPermitDto, t: Translate): string {
  if (permit.fellingTypes.length === 0)
    return permit.kind === 'l08_3' ? t('fellingMap.ownUse') : t('fellingMap.notGiven');
  return permit.fellingTypes.map((type) => t(type.label)).join(', ');
}

export function municipalityText(permit: FellingPermitDto, t: Translate): string {
  return permit.municipality ? municipalityName(permit.municipality, t) : t('fellingMap.notGiven');
}

export function stateText(permit: FellingPermitDto, t: Translate): string {
  const label = stateLabel('permit', permit.state);
  return label ? t(label) : permit.state;
}

/** The facts of a permit (details panel): kind, state, municipality, validity, area, fellings. */
export function fellingFacts(permit: FellingPermitDto, t: Translate, language: Language): Fact[] {
  return [
    { label: t('fellingMap.column.kind'), value: `${t(permit.kindLabel)} (${kindCode(permit.kind)})` },
    { label: t('fellingMap.column.state'), value: stateText(permit, t) },
    { label: t('fellingMap.column.municipality'), value: municipalityText(permit, t) },
    { label: t('fellingMap.validity'), value: validityText(permit, t, language) },
    {
      label: t('fishingMap.area'),
      value:
        permit.areaHa === null
          ? t('fellingMap.notGiven')
          : t('fishingMap.areaHa', { area: formatHectares(permit.areaHa, language) }),
    },
    { label: t('fellingMap.column.fellingTypes'), value: fellingTypesText(permit, t) },
  ];
}
