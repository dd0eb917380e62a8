/**
 * Everything the portal knows about one water body and what an angler can buy for it: the same in
 * the list view and in the map's details panel (issue 5 item 7 "a list view offers the same").
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FishSpeciesDto, LicenceDto, WaterBodyDto } from '../../../shared/anglers/api-types.ts';
import type { Language } from '../../../shared/i18n/index.ts';
import { type Translate, useLanguage, useT } from '../../i18n/use-t.ts';
import { type Fact, Facts } from '../../ui/permits/facts.tsx';
import { formatDay, formatEuros } from '../../ui/permits/format.ts';
import { MarkerIcon } from './marker-icon.tsx';
import { MARKERS } from './markers.ts';
import {
  licenceConditions,
  licencePlace,
  markerKind,
  municipalityLabel,
  purchaseActions,
  speciesName,
} from './water-bodies.ts';

type Level = 2 | 3 | 4 | 5;

function Heading({
  level,
  id,
  className,
  children,
}: {
  level: Level;
  id?: string;
  className: string;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

export function municipalityName(code: string, t: Translate): string {
  const label = municipalityLabel(code);
  return label ? t(label) : code;
}

function formatArea(areaHa: number, language: Language): string {
  return new Intl.NumberFormat(language === 'lt' ? 'lt-LT' : 'en-GB', { maximumFractionDigits: 1 }).format(
    areaHa,
  );
}

/** The facts of a water body: type, code, municipality, area, leaseholder. */
export function waterBodyFacts(body: WaterBodyDto, t: Translate, language: Language): Fact[] {
  const facts: Fact[] = [
    { label: t('fishingMap.municipality'), value: municipalityName(body.municipality, t) },
    { label: t('fishingMap.code'), value: body.code },
  ];
  if (body.areaHa !== null) {
    facts.push({
      label: t('fishingMap.area'),
      value: t('fishingMap.areaHa', { area: formatArea(body.areaHa, language) }),
    });
  }
  if (body.leased && body.lessorName)
    facts.push({ label: t('fishingMap.leaseholder'), value: body.lessorName });
  return facts;
}

/** Type and kind of fishing, as one line under the name. */
export function WaterBodyKind({ body }: { body: WaterBodyDto }) {
  const t = useT();
  const kind = markerKind(body);
  return (
    <p className="water-body__kind">
      <MarkerIcon kind={kind} />
      <span>
        <span className="water-body__type">{t(`fishingMap.type.${body.type}`)}</span>
        {' · '}
        {t(MARKERS[kind].label)}
      </span>
    </p>
  );
}

function LicenceItem({
  licence,
  href,
  species,
  level,
}: {
  licence: LicenceDto;
  href: string | null;
  species: FishSpeciesDto | undefined;
  level: Level;
}) {
  const t = useT();
  const { language } = useLanguage();
  const name = speciesName(species, language) ?? licence.speciesCode;
  const place = licencePlace(licence, language);
  const conditions = licenceConditions(licence, language);
  const facts: Fact[] = [
    { label: t('fishingMap.licence.place'), value: place },
    {
      label: t('fishingMap.licence.season'),
      value: t('fishingMap.dates', {
        from: formatDay(licence.fishingFrom, language),
        to: formatDay(licence.fishingTo, language),
      }),
    },
    { label: t('fishingMap.licence.period'), value: t(`angler.period.${licence.period}`) },
    {
      label: t('fishingMap.licence.amount'),
      value: t('fishingMap.licence.amountValue', { amount: licence.amount }),
    },
  ];
  if (licence.minSizeCm !== null) {
    facts.push({
      label: t('fishingMap.licence.minSize'),
      value: t('fishingMap.licence.minSizeValue', { size: licence.minSizeCm }),
    });
  }
  facts.push(
    {
      label: t('fishingMap.licence.available'),
      value: t('fishingMap.licence.availableValue', { available: licence.available, total: licence.total }),
    },
    { label: t('fishingMap.price'), value: formatEuros(licence.priceCents, language) },
  );
  return (
    <li className="licence">
      <Heading level={level} className="licence__title">
        {name} <span className="kind-code">{licence.kind === 'l06_2' ? 'L06.2' : 'L06.1'}</span>
      </Heading>
      <Facts items={facts} compact />
      {conditions && (
        <p className="licence__note">
          <span className="licence__label">{t('fishingMap.licence.conditions')}: </span>
          {conditions}
        </p>
      )}
      {licence.released && <p className="licence__note">{t('fishingMap.licence.released')}</p>}
      {licence.kind === 'l06_2' && <p className="licence__note">{t('fishingMap.salmonCard')}</p>}
      {href ? (
        <Link
          className="button button--primary button--small"
          to={href}
          aria-label={t('fishingMap.buyLicenceFor', { species: name, place })}
        >
          {t('fishingMap.buyLicence')}
        </Link>
      ) : (
        <p className="licence__sold-out">{t('fishingMap.soldOut')}</p>
      )}
    </li>
  );
}

/**
 * Offers, licences and the purchase actions. `level` is the level of the sections' headings (the
 * water body's name sits one above).
 */
export function WaterBodyOffers({
  body,
  species,
  level,
  idPrefix,
}: {
  body: WaterBodyDto;
  species: ReadonlyMap<string, FishSpeciesDto>;
  level: 3 | 4;
  idPrefix: string;
}) {
  const t = useT();
  const { language } = useLanguage();
  const actions = purchaseActions(body);
  return (
    <>
      {body.leased && (
        <section className="water-body__section" aria-labelledby={`${idPrefix}-offers`}>
          <Heading level={level} id={`${idPrefix}-offers`} className="water-body__section-title">
            {t('fishingMap.offers')}
          </Heading>
          {body.offers.length > 0 ? (
            <ul className="offer-list">
              {body.offers.map((offer) => (
                <li key={offer.id} className="offer-list__item">
                  <span className="offer-list__period">{t(`angler.period.${offer.period}`)}</span>
                  <span className="offer-list__price">{formatEuros(offer.priceCents, language)}</span>
                  {offer.regularPriceCents !== undefined && offer.promotionTo && (
                    <span className="offer-list__dates offer-list__promotion">
                      {t('lessorOffer.label', {
                        to: formatDay(offer.promotionTo, language),
                        price: formatEuros(offer.regularPriceCents, language),
                      })}
                    </span>
                  )}
                  <span className="offer-list__dates">
                    {t('fishingMap.onSale')}:{' '}
                    {t('fishingMap.dates', {
                      from: formatDay(offer.validFrom, language),
                      to: formatDay(offer.validTo, language),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('fishingMap.noOffers')}</p>
          )}
          {actions.permit && (
            <Link
              className="button button--primary"
              to={actions.permit}
              aria-label={t('fishingMap.buyPermitFor', { name: body.name })}
            >
              {t('fishingMap.buyPermit')}
            </Link>
          )}
        </section>
      )}
      {actions.licences.length > 0 && (
        <section className="water-body__section" aria-labelledby={`${idPrefix}-licences`}>
          <Heading level={level} id={`${idPrefix}-licences`} className="water-body__section-title">
            {t('fishingMap.licences')}
          </Heading>
          <ul className="licence-list">
            {actions.licences.map(({ licence, href }) => (
              <LicenceItem
                key={licence.id}
                licence={licence}
                href={href}
                species={species.get(licence.speciesCode)}
                level={(level + 1) as Level}
              />
            ))}
          </ul>
        </section>
      )}
      {actions.ticket && (
        <p className="water-body__ticket">
          <Link to={actions.ticket}>{t('fishingMap.ticketEnough')}</Link>
        </p>
      )}
    </>
  );
}
