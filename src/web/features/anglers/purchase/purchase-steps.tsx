/**
 * The question screens of the purchase journey (purchase-draft.ts lists which kind asks which):
 * where (water body), what (offer, licence or period), from when, and for whom. Each screen shows
 * one question; the page around it (purchase-page.tsx) gives the heading, the error summary and
 * the Continue button.
 */
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type {
  AnglerKind,
  FishingCatalogue,
  LicenceDto,
  WaterBodyDto,
} from '../../../../shared/anglers/api-types.ts';
import { ANGLER_PERIOD_CODES, type AnglerPeriod } from '../../../../shared/anglers/periods.ts';
import { latestValidFrom } from '../../../../shared/anglers/validate.ts';
import { useLanguage, useT } from '../../../i18n/use-t.ts';
import { Notice } from '../../../ui/page.tsx';
import { Facts } from '../../../ui/permits/facts.tsx';
import { euros } from '../../../ui/permits/format.ts';
import {
  type AnglerInput,
  anglerMode,
  earliestStart,
  FIELD_IDS,
  type ForWhom,
  findLicence,
  findOffer,
  findWaterBody,
  isL06,
  isNotLeasedChoice,
  licencesOfKind,
  offersForWhom,
  type PurchaseDraft,
  periodOf,
  type SelfPerson,
  searchWaterBodies,
  validUntilOf,
  waterBodiesFor,
  withStartInRange,
} from './purchase-draft.ts';
import { CheckboxInput, type RadioChoice, RadioGroup, TextInput } from './purchase-fields.tsx';
import {
  conditionsOf,
  day,
  dayRange,
  municipalityId,
  periodLabel,
  placeOf,
  speciesName,
} from './purchase-format.ts';

export interface StepProps {
  kind: AnglerKind;
  draft: PurchaseDraft;
  update: (change: (draft: PurchaseDraft) => PurchaseDraft) => void;
  catalogue: FishingCatalogue;
  /** The message to show at a field, once the person tried to go on (or the server said so). */
  errorOf: (fieldId: string) => string | undefined;
  /** The page's heading, repeated as the legend of a screen's one radio group. */
  question: string;
  /** Today in Lithuania. */
  today: string;
}

/** At most this many water bodies are listed at once: a phone screen, not a register. */
const WATER_BODY_LIST_LIMIT = 25;

export function useMunicipalityName(): (code: string) => string {
  const t = useT();
  return useCallback(
    (code: string) => {
      const id = municipalityId(code);
      return id ? t(id) : code;
    },
    [t],
  );
}

function WaterBodyFacts({ body }: { body: WaterBodyDto }) {
  const t = useT();
  const municipality = useMunicipalityName();
  return (
    <p className="angler-context">
      {t('anglersPurchase.waterBody')}: <strong>{body.name}</strong>, {municipality(body.municipality)}
      {body.lessorName ? ` · ${t('anglersPurchase.lessor', { name: body.lessorName })}` : ''}
    </p>
  );
}

// --- where --------------------------------------------------------------------------------------------

export function WaterBodyStep({ kind, draft, update, catalogue, errorOf, question }: StepProps) {
  const t = useT();
  const municipality = useMunicipalityName();
  const [query, setQuery] = useState('');
  const all = useMemo(() => waterBodiesFor(kind, catalogue), [kind, catalogue]);
  // L05.2 lists the leased water bodies; a search finds any other too, to say a ticket suffices there.
  const leasedOnly = kind === 'l05_2' && query.trim() === '';
  const found = useMemo(
    () => (leasedOnly ? all.filter((body) => body.leased) : searchWaterBodies(all, query, municipality)),
    [all, query, municipality, leasedOnly],
  );
  const selected = findWaterBody(catalogue, draft.waterBodyId);
  const shown = found.slice(0, WATER_BODY_LIST_LIMIT);
  // The chosen water body stays in the list while the person searches for another.
  const list = selected && all.includes(selected) && !shown.includes(selected) ? [selected, ...shown] : shown;

  const status = (body: WaterBodyDto): string => {
    if (isL06(kind)) {
      const licences = licencesOfKind(body, kind);
      const left = licences.reduce((sum, licence) => sum + Math.max(licence.available, 0), 0);
      return t('anglersPurchase.waterBody.licences', { count: licences.length, left });
    }
    if (!body.leased) return t('anglersPurchase.waterBody.notLeasedShort');
    if (body.offers.length === 0) return t('anglersPurchase.waterBody.noOffersShort');
    return t('anglersPurchase.waterBody.offers', { count: body.offers.length });
  };

  const choices: RadioChoice<string>[] = list.map((body) => ({
    value: body.id,
    label: body.name,
    description: (
      <>
        <span>{municipality(body.municipality)}</span>
        <span className="angler-choice__status">{status(body)}</span>
      </>
    ),
  }));

  return (
    <>
      <TextInput
        id="ap-search"
        type="search"
        label={t('anglersPurchase.waterBody.search')}
        hint={t('anglersPurchase.waterBody.searchHint')}
        value={query}
        onValue={setQuery}
        autoComplete="off"
        enterKeyHint="search"
        optional
        onKeyDown={(event) => {
          // Enter in the search box searches; it must not submit the screen.
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <p className="angler-results" aria-live="polite" aria-atomic="true">
        {found.length > WATER_BODY_LIST_LIMIT
          ? t('anglersPurchase.waterBody.shownOf', { shown: WATER_BODY_LIST_LIMIT, count: found.length })
          : leasedOnly
            ? t('anglersPurchase.waterBody.leasedCount', { count: found.length })
            : t('anglersPurchase.waterBody.found', { count: found.length })}
      </p>
      {list.length > 0 && (
        <RadioGroup
          id={FIELD_IDS.waterBody}
          legend={question}
          legendHidden
          error={errorOf(FIELD_IDS.waterBody)}
          choices={choices}
          value={draft.waterBodyId}
          onChoose={(id) =>
            update((current) =>
              current.waterBodyId === id
                ? current
                : { ...current, waterBodyId: id, offerId: null, licenceId: null },
            )
          }
        />
      )}
      <div aria-live="polite">
        {selected && isNotLeasedChoice(kind, draft, catalogue) && (
          <Notice tone="info">
            <p>{t('anglersPurchase.refusal.notLeased.text', { name: selected.name })}</p>
            <p>
              <Link to="/paraiskos/l05_1">{t('anglersPurchase.buyTicket')}</Link>
            </p>
          </Notice>
        )}
      </div>
    </>
  );
}

// --- what ---------------------------------------------------------------------------------------------

export function OfferStep({ kind, draft, update, catalogue, errorOf, question, today }: StepProps) {
  const t = useT();
  const { language } = useLanguage();
  const body = findWaterBody(catalogue, draft.waterBodyId);
  if (!body) return null;
  const choices: RadioChoice<string>[] = body.offers.map((offer) => ({
    value: offer.id,
    label: `${t(periodLabel(offer.period))} — ${euros(offer.priceCents, language)}`,
    description:
      offer.regularPriceCents !== undefined && offer.promotionTo
        ? `${t('lessorOffer.label', {
            to: dayRange(offer.promotionTo, offer.promotionTo, language),
            price: euros(offer.regularPriceCents, language),
          })} ${t('anglersPurchase.offer.dates', { dates: dayRange(offer.validFrom, offer.validTo, language) })}`
        : t('anglersPurchase.offer.dates', {
            dates: dayRange(offer.validFrom, offer.validTo, language),
          }),
  }));
  return (
    <>
      <WaterBodyFacts body={body} />
      <RadioGroup
        id={FIELD_IDS.offer}
        legend={question}
        legendHidden
        error={errorOf(FIELD_IDS.offer)}
        choices={choices}
        value={draft.offerId}
        onChoose={(id) =>
          update((current) => withStartInRange(kind, { ...current, offerId: id }, catalogue, today))
        }
      />
    </>
  );
}

export function LicenceFacts({ licence, catalogue }: { licence: LicenceDto; catalogue: FishingCatalogue }) {
  const t = useT();
  const { language } = useLanguage();
  const species = catalogue.species.find((candidate) => candidate.code === licence.speciesCode);
  return (
    <Facts
      compact
      items={[
        ...(species
          ? [
              {
                label: t('anglersPurchase.licence.species'),
                value: `${speciesName(species, language)} (${species.latin})`,
              },
            ]
          : []),
        { label: t('anglersPurchase.licence.place'), value: placeOf(licence, language) },
        { label: t('anglersPurchase.licence.period'), value: t(periodLabel(licence.period)) },
        {
          label: t('anglersPurchase.licence.season'),
          value: dayRange(licence.fishingFrom, licence.fishingTo, language),
        },
        {
          label: t('anglersPurchase.licence.amount'),
          value: t('anglersPurchase.licence.fish', { count: licence.amount }),
        },
        {
          label: t('anglersPurchase.licence.minSize'),
          value:
            licence.minSizeCm === null
              ? t('anglersPurchase.licence.minSize.none')
              : t('anglersPurchase.licence.cm', { size: licence.minSizeCm }),
        },
        {
          label: t('anglersPurchase.licence.released'),
          value: t(
            licence.released ? 'anglersPurchase.licence.released.yes' : 'anglersPurchase.licence.released.no',
          ),
        },
        { label: t('anglersPurchase.licence.conditions'), value: conditionsOf(licence, language) },
        {
          label: t('anglersPurchase.licence.left'),
          value:
            licence.available > 0
              ? t('anglersPurchase.licence.leftOf', { left: licence.available, total: licence.total })
              : t('anglersPurchase.licence.noneLeftShort'),
        },
        { label: t('anglersPurchase.price'), value: euros(licence.priceCents, language) },
      ]}
    />
  );
}

export function LicenceStep({ kind, draft, update, catalogue, errorOf, question, today }: StepProps) {
  const { language } = useLanguage();
  const body = findWaterBody(catalogue, draft.waterBodyId);
  if (!body) return null;
  const licences = licencesOfKind(body, kind);
  const choices: RadioChoice<string>[] = licences.map((licence) => {
    const species = catalogue.species.find((candidate) => candidate.code === licence.speciesCode);
    const name = species ? speciesName(species, language) : licence.speciesCode;
    return {
      value: licence.id,
      label: (
        <>
          <span className="angler-choice__title">{name}</span>{' '}
          <span className="angler-choice__price">{euros(licence.priceCents, language)}</span>
        </>
      ),
      description: <LicenceFacts licence={licence} catalogue={catalogue} />,
      // A pool that ran out cannot be chosen; one chosen before it ran out says so (purchase-draft.ts).
      disabled: licence.available <= 0 && draft.licenceId !== licence.id,
    };
  });
  return (
    <>
      <WaterBodyFacts body={body} />
      <RadioGroup
        id={FIELD_IDS.licence}
        legend={question}
        legendHidden
        cards
        error={errorOf(FIELD_IDS.licence)}
        choices={choices}
        value={draft.licenceId}
        onChoose={(id) =>
          update((current) => withStartInRange(kind, { ...current, licenceId: id }, catalogue, today))
        }
      />
    </>
  );
}

export function PeriodStep({ draft, update, catalogue, errorOf, question }: StepProps) {
  const t = useT();
  const { language } = useLanguage();
  const choices: RadioChoice<AnglerPeriod>[] = ANGLER_PERIOD_CODES.map((period) => ({
    value: period,
    label: (
      <>
        <span className="angler-choice__title">{t(periodLabel(period))}</span>{' '}
        <span className="angler-choice__price">{euros(catalogue.ticketPrices[period], language)}</span>
      </>
    ),
  }));
  return (
    <RadioGroup
      id={FIELD_IDS.period}
      legend={question}
      legendHidden
      error={errorOf(FIELD_IDS.period)}
      choices={choices}
      value={draft.period}
      onChoose={(period) => update((current) => ({ ...current, period }))}
    />
  );
}

// --- from when -----------------------------------------------------------------------------------------

export function DateStep({ kind, draft, update, catalogue, errorOf, today }: StepProps) {
  const t = useT();
  const { language } = useLanguage();
  const period = periodOf(kind, draft, catalogue);
  const until = validUntilOf(kind, draft, catalogue);
  const offer = kind === 'l05_2' ? findOffer(catalogue, draft.offerId) : undefined;
  const licence = isL06(kind) ? findLicence(catalogue, draft.licenceId) : undefined;
  const error = errorOf(FIELD_IDS.validFrom);
  return (
    <>
      {period && (
        <p className="angler-context">
          {t('anglersPurchase.period')}: <strong>{t(periodLabel(period))}</strong>
        </p>
      )}
      {offer && (
        <p className="angler-context">
          {t('anglersPurchase.offer.dates', { dates: dayRange(offer.validFrom, offer.validTo, language) })}
        </p>
      )}
      {licence && (
        <p className="angler-context">
          {t('anglersPurchase.licence.season')}:{' '}
          <strong>{dayRange(licence.fishingFrom, licence.fishingTo, language)}</strong>
        </p>
      )}
      <TextInput
        id={FIELD_IDS.validFrom}
        type="date"
        className="field__input angler-date"
        label={t('angler.validFrom')}
        hint={t('angler.validFrom.hint')}
        error={error}
        value={draft.validFrom}
        min={earliestStart(kind, draft, catalogue, today)}
        max={offer && offer.validTo < latestValidFrom(today) ? offer.validTo : latestValidFrom(today)}
        onValue={(validFrom) => update((current) => ({ ...current, validFrom }))}
      />
      <p className="angler-valid-until" aria-live="polite" aria-atomic="true">
        {until && !error
          ? until === draft.validFrom
            ? t('anglersPurchase.validOnly', { date: day(until, language) })
            : t('anglersPurchase.validUntil', { date: day(until, language) })
          : ''}
      </p>
    </>
  );
}

// --- for whom --------------------------------------------------------------------------------------

export function AnglerStep({
  kind,
  draft,
  update,
  errorOf,
  self,
  returnTo,
}: StepProps & { self: SelfPerson | null; returnTo: string }) {
  const t = useT();
  const mode = anglerMode(kind, draft, self);
  const setAngler = (change: Partial<AnglerInput>) =>
    update((current) => ({ ...current, angler: { ...current.angler, ...change } }));

  if (mode === 'loginRequired') {
    return (
      <Notice tone="info">
        <p id={FIELD_IDS.forWhom} tabIndex={-1}>
          {t('anglersPurchase.angler.loginRequired')}
        </p>
        <p>
          <Link className="button button--primary" to={`/login?returnTo=${encodeURIComponent(returnTo)}`}>
            {t('anglersPurchase.logIn')}
          </Link>
        </p>
      </Notice>
    );
  }

  const forWhomChoices: RadioChoice<ForWhom>[] = self
    ? [
        {
          value: 'self',
          label: t('anglersPurchase.angler.forMe'),
          description: `${self.firstName} ${self.lastName}`,
        },
        { value: 'other', label: t('anglersPurchase.angler.forOther') },
      ]
    : [];

  const chooseForWhom = (forWhom: ForWhom) =>
    update((current) => {
      const next = { ...current, forWhom };
      if (forWhom !== 'self' || !self) return next;
      // Buying for oneself starts from one's profile contacts (still editable).
      const angler = { ...next.angler };
      if (!angler.email && self.email) angler.email = self.email;
      if (!angler.phone && self.phone) angler.phone = self.phone;
      return { ...next, angler };
    });

  const forSomeoneElse = draft.forWhom === 'other';
  return (
    <>
      {offersForWhom(kind, self) && (
        <RadioGroup
          id={FIELD_IDS.forWhom}
          legend={t('anglersPurchase.angler.forWhom')}
          error={errorOf(FIELD_IDS.forWhom)}
          choices={forWhomChoices}
          value={draft.forWhom}
          onChoose={chooseForWhom}
        />
      )}
      {kind === 'l06_2' && self && (
        <Notice tone="info">
          <p>{t('anglersPurchase.angler.salmonSelf')}</p>
        </Notice>
      )}
      {mode === 'self' && self && (
        <section className="angler-self" aria-labelledby="ap-self-title">
          <h2 className="angler-subtitle" id="ap-self-title">
            {t('anglersPurchase.angler.holder')}
          </h2>
          <Facts
            compact
            items={[
              { label: t('anglersPurchase.angler.name'), value: `${self.firstName} ${self.lastName}` },
              { label: t('angler.personCode'), value: self.personCode },
            ]}
          />
          <p className="field__hint">{t('anglersPurchase.angler.fromGateway')}</p>
        </section>
      )}
      {mode === 'other' && (
        <>
          <TextInput
            id={FIELD_IDS.firstName}
            label={t('angler.firstName')}
            error={errorOf(FIELD_IDS.firstName)}
            value={draft.angler.firstName}
            onValue={(firstName) => setAngler({ firstName })}
            autoComplete={forSomeoneElse ? 'off' : 'given-name'}
            spellCheck={false}
          />
          <TextInput
            id={FIELD_IDS.lastName}
            label={t('angler.lastName')}
            error={errorOf(FIELD_IDS.lastName)}
            value={draft.angler.lastName}
            onValue={(lastName) => setAngler({ lastName })}
            autoComplete={forSomeoneElse ? 'off' : 'family-name'}
            spellCheck={false}
          />
          <RadioGroup
            id={FIELD_IDS.citizenship}
            legend={t('angler.citizenship')}
            error={errorOf(FIELD_IDS.citizenship)}
            choices={[
              { value: 'PILIETIS', label: t('angler.citizenship.PILIETIS') },
              { value: 'UZSIENIETIS', label: t('angler.citizenship.UZSIENIETIS') },
            ]}
            value={draft.angler.citizenship || null}
            onChoose={(citizenship) => setAngler({ citizenship })}
          />
          {draft.angler.citizenship === 'PILIETIS' && (
            <TextInput
              id={FIELD_IDS.personCode}
              label={t('angler.personCode')}
              hint={t('anglersPurchase.angler.personCodeHint')}
              error={errorOf(FIELD_IDS.personCode)}
              value={draft.angler.personCode}
              onValue={(personCode) => setAngler({ personCode })}
              inputMode="numeric"
              maxLength={11}
              autoComplete="off"
              spellCheck={false}
            />
          )}
          {draft.angler.citizenship === 'UZSIENIETIS' && (
            <TextInput
              id={FIELD_IDS.personCodeOrBirthDate}
              label={t('angler.personCodeOrBirthDate')}
              hint={t('angler.personCodeOrBirthDate.hint')}
              error={errorOf(FIELD_IDS.personCodeOrBirthDate)}
              value={draft.angler.personCodeOrBirthDate}
              onValue={(personCodeOrBirthDate) => setAngler({ personCodeOrBirthDate })}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </>
      )}
      {(mode === 'self' || mode === 'other') && (
        <fieldset className="fieldset angler-contacts">
          <legend className="field__label">{t('anglersPurchase.angler.contacts')}</legend>
          <p className="field__hint">{t('anglersPurchase.angler.contactsHint')}</p>
          <CheckboxInput
            id="ap-useEmail"
            label={t('angler.useEmail')}
            checked={draft.angler.useEmail}
            onCheck={(useEmail) => setAngler({ useEmail })}
          >
            <TextInput
              id={FIELD_IDS.email}
              type="email"
              label={t('angler.email')}
              error={errorOf(FIELD_IDS.email)}
              value={draft.angler.email}
              onValue={(email) => setAngler({ email })}
              autoComplete={forSomeoneElse ? 'off' : 'email'}
              spellCheck={false}
            />
          </CheckboxInput>
          <CheckboxInput
            id="ap-usePhone"
            label={t('angler.usePhone')}
            checked={draft.angler.usePhone}
            onCheck={(usePhone) => setAngler({ usePhone })}
          >
            <TextInput
              id={FIELD_IDS.phone}
              type="tel"
              label={t('angler.phone')}
              hint={t('anglersPurchase.angler.phoneHint')}
              error={errorOf(FIELD_IDS.phone)}
              value={draft.angler.phone}
              onValue={(phone) => setAngler({ phone })}
              autoComplete={forSomeoneElse ? 'off' : 'tel'}
            />
          </CheckboxInput>
        </fieldset>
      )}
    </>
  );
}
