/**
 * "Check your answers" and pay (issue 5 item 1; GOV.UK check-answers pattern): every answer with a
 * Change link, the price as the server computes it (`POST /kaina`: price, the SMS fee when paying
 * by SMS, the total), the payment method, and Pay.
 *
 * Pay makes the purchase (`POST /pirkimai`) with the checkout's Idempotency-Key, so a second press,
 * a retry after a lost answer or a return from the bank replays the same purchase instead of making
 * another; the purchase and its secret go to the wallet before the browser leaves for the bank
 * (wallet-db.ts), so it can be found again whatever happens there.
 */
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  type AnglerKind,
  type FishingCatalogue,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '../../../../shared/anglers/api-types.ts';
import { findKind } from '../../../../shared/permits/kind-list.ts';
import { useLanguage, useT } from '../../../i18n/use-t.ts';
import { isApiError } from '../../../platform/api.ts';
import { errorText } from '../../../ui/feedback/error-text.ts';
import { euros } from '../../../ui/permits/format.ts';
import { LoadProblem } from '../../../ui/permits/load-problem.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import {
  anglerKeys,
  cancelPurchase,
  createPurchase,
  fetchPurchase,
  fetchQuote,
  type RefusedPurchase,
  refusalOf,
} from './purchase-api.ts';
import {
  anglerMode,
  FIELD_IDS,
  findLicence,
  findOffer,
  findWaterBody,
  type PurchaseDraft,
  type SelfPerson,
  type StepId,
  toPurchaseRequest,
  validUntilOf,
} from './purchase-draft.ts';
import { type RadioChoice, RadioGroup } from './purchase-fields.tsx';
import { dayRange, paymentMethodLabel, periodLabel, placeOf, speciesName } from './purchase-format.ts';
import { useMunicipalityName } from './purchase-steps.tsx';
import {
  checkoutFor,
  forgetCheckout,
  loadCheckout,
  rememberNames,
  saveCheckout,
} from './purchase-storage.ts';
import { RefusalNotice } from './refusal-notice.tsx';

/** The wallet's database (Dexie, 28 KB) loads when a purchase is stored, not with the form's first paint. */
const wallet = () => import('../wallet/wallet-db.ts');

export interface ServerFieldError {
  /** The field's path as the server names it (`angler.firstName`). */
  path: string;
  message: string;
}

interface ReviewStepProps {
  kind: AnglerKind;
  draft: PurchaseDraft;
  update: (change: (draft: PurchaseDraft) => PurchaseDraft) => void;
  catalogue: FishingCatalogue;
  self: SelfPerson | null;
  stepHref: (step: StepId) => string;
  returnTo: string;
  /** A 400 from the server: its field messages go to the error summary and to their fields. */
  onServerErrors: (errors: ServerFieldError[]) => void;
}

function AnswerRow({
  label,
  children,
  change,
}: {
  label: string;
  children: ReactNode;
  change?: { href: string; what: string } | undefined;
}) {
  const t = useT();
  return (
    <div className="summary-list__row angler-answers__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
      {change && (
        <dd className="angler-answers__change">
          <Link to={change.href}>
            {t('anglersPurchase.change')}
            <span className="visually-hidden"> {change.what}</span>
          </Link>
        </dd>
      )}
    </div>
  );
}

export function ReviewStep({
  kind,
  draft,
  update,
  catalogue,
  self,
  stepHref,
  returnTo,
  onServerErrors,
}: ReviewStepProps) {
  const t = useT();
  const { language } = useLanguage();
  const municipality = useMunicipalityName();
  const info = findKind(kind)!;
  const request = useMemo(() => toPurchaseRequest(kind, draft, self), [kind, draft, self]);
  const body = JSON.stringify(request);

  const quote = useQuery({
    // The server's messages are in the page's language: another language asks again.
    queryKey: anglerKeys.quote(`${language}:${body}`),
    queryFn: ({ signal }) => fetchQuote(request, signal),
    retry: false,
    staleTime: 30_000,
    meta: { silent: true },
  });
  const [paying, setPaying] = useState(false);
  const [payRefusal, setPayRefusal] = useState<RefusedPurchase | null>(null);
  const [payError, setPayError] = useState<string | null>(null);

  const refusal = payRefusal ?? refusalOf(quote.error);
  const quoteFieldErrors =
    isApiError(quote.error) && quote.error.status === 400 ? quote.error.fieldErrors : [];

  // A 400 on the quote names fields: they go to the page's summary (and to the fields on their screens).
  const reported = JSON.stringify(
    quoteFieldErrors.map((error) => ({ path: error.field, message: error.message })),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: reports each new set of messages once.
  useEffect(() => {
    const errors = JSON.parse(reported) as ServerFieldError[];
    if (errors.length > 0) onServerErrors(errors);
  }, [reported]);

  const pay = async () => {
    setPaying(true);
    setPayError(null);
    setPayRefusal(null);
    try {
      // The purchase of an earlier checkout: replay it while it waits for payment, else start anew.
      const previous = loadCheckout(kind);
      if (previous?.purchaseId) {
        const stored = await (await wallet()).findPurchase(previous.purchaseId);
        const status = await fetchPurchase(previous.purchaseId, stored?.secret).catch(() => null);
        if (status?.state !== 'AWAITING_PAYMENT') forgetCheckout(kind);
        else if (previous.body !== body) {
          // The answers changed: the old purchase must not hold a licence until it expires.
          await cancelPurchase(previous.purchaseId, stored?.secret).catch(() => undefined);
          forgetCheckout(kind);
        }
      }
      const checkout = checkoutFor(kind, body);
      const created = await createPurchase(request, checkout.key);
      saveCheckout(kind, { ...checkout, purchaseId: created.id });
      rememberNames(created.id, { firstName: request.angler.firstName, lastName: request.angler.lastName });
      await (await wallet()).rememberPurchase({
        id: created.id,
        kind,
        secret: created.secret,
        state: 'AWAITING_PAYMENT',
      });
      // The provider's page is outside the app: a full page load, and the way back is the server's return.
      window.location.assign(created.payUrl);
    } catch (error) {
      setPaying(false);
      const refused = refusalOf(error);
      if (refused) {
        setPayRefusal(refused);
      } else if (isApiError(error) && error.status === 400 && error.fieldErrors.length > 0) {
        onServerErrors(error.fieldErrors.map((item) => ({ path: item.field, message: item.message })));
      } else {
        setPayError(errorText(error, t));
      }
    }
  };

  const waterBody = findWaterBody(catalogue, draft.waterBodyId);
  const offer = findOffer(catalogue, draft.offerId);
  const licence = findLicence(catalogue, draft.licenceId);
  const species = licence
    ? catalogue.species.find((candidate) => candidate.code === licence.speciesCode)
    : undefined;
  const until = quote.data?.validUntil ?? validUntilOf(kind, draft, catalogue);
  const mode = anglerMode(kind, draft, self);
  const angler = request.angler;

  const methodChoices: RadioChoice<PaymentMethod>[] = PAYMENT_METHODS.map((method) => ({
    value: method,
    label: t(paymentMethodLabel(method)),
    ...(method === 'SMS'
      ? { description: t('anglersPurchase.method.SMS.fee', { fee: euros(catalogue.smsFeeCents, language) }) }
      : {}),
  }));

  return (
    <>
      <h2 className="angler-subtitle">{t('anglersPurchase.review.answers')}</h2>
      <dl className="summary-list angler-answers">
        <AnswerRow label={t('anglersPurchase.permit')}>
          {info.code} {t(info.pageTitle)}
        </AnswerRow>
        {waterBody && (
          <AnswerRow
            label={t('anglersPurchase.waterBody')}
            change={{ href: stepHref('vieta'), what: t('anglersPurchase.waterBody') }}
          >
            {waterBody.name}, {municipality(waterBody.municipality)}
          </AnswerRow>
        )}
        {kind === 'l05_2' && offer && (
          <AnswerRow
            label={t('anglersPurchase.offer')}
            change={{ href: stepHref('pasiulymas'), what: t('anglersPurchase.offer') }}
          >
            {t(periodLabel(offer.period))} — {euros(offer.priceCents, language)}
          </AnswerRow>
        )}
        {licence && (
          <AnswerRow
            label={t('anglersPurchase.licence')}
            change={{ href: stepHref('licencija'), what: t('anglersPurchase.licence') }}
          >
            {species ? speciesName(species, language) : licence.speciesCode}, {placeOf(licence, language)} (
            {t(periodLabel(licence.period))})
          </AnswerRow>
        )}
        {kind === 'l05_1' && draft.period && (
          <AnswerRow
            label={t('anglersPurchase.period')}
            change={{ href: stepHref('laikotarpis'), what: t('anglersPurchase.period') }}
          >
            {t(periodLabel(draft.period))}
          </AnswerRow>
        )}
        <AnswerRow
          label={t('anglersPurchase.validity')}
          change={{ href: stepHref('pradzia'), what: t('anglersPurchase.validity') }}
        >
          {until ? dayRange(draft.validFrom, until, language) : draft.validFrom}
        </AnswerRow>
        <AnswerRow
          label={t('anglersPurchase.angler')}
          change={{ href: stepHref('zvejys'), what: t('anglersPurchase.angler') }}
        >
          {angler.firstName} {angler.lastName}
          <br />
          {angler.citizenship === 'PILIETIS'
            ? `${t('angler.personCode')}: ${angler.personCode ?? ''}`
            : `${t('angler.citizenship.UZSIENIETIS')}, ${angler.personCodeOrBirthDate ?? ''}`}
          {mode === 'self' && (
            <>
              <br />
              <span className="angler-muted">{t('anglersPurchase.angler.forMe')}</span>
            </>
          )}
        </AnswerRow>
        <AnswerRow
          label={t('anglersPurchase.angler.contacts')}
          change={{ href: stepHref('zvejys'), what: t('anglersPurchase.angler.contacts') }}
        >
          {angler.useEmail
            ? t('anglersPurchase.review.email', { email: angler.email ?? '' })
            : t('anglersPurchase.review.noEmail')}
          <br />
          {angler.usePhone
            ? t('anglersPurchase.review.sms', { phone: angler.phone ?? '' })
            : t('anglersPurchase.review.noSms')}
        </AnswerRow>
      </dl>

      {refusal ? (
        <RefusalNotice
          kind={kind}
          refusal={refusal.refusal}
          message={refusal.message}
          stepHref={stepHref}
          returnTo={returnTo}
        />
      ) : (
        <>
          <RadioGroup
            id={FIELD_IDS.paymentMethod}
            legend={t('anglersPurchase.method')}
            choices={methodChoices}
            value={draft.paymentMethod}
            onChoose={(paymentMethod) => update((current) => ({ ...current, paymentMethod }))}
          />
          <section
            className="angler-price"
            aria-labelledby="ap-price-title"
            aria-live="polite"
            aria-busy={quote.isFetching}
          >
            <h2 className="angler-subtitle" id="ap-price-title">
              {t('anglersPurchase.review.price')}
            </h2>
            {quote.data ? (
              <dl className="angler-price__list">
                <div className="angler-price__row">
                  <dt>{t('anglersPurchase.price')}</dt>
                  <dd>{euros(quote.data.priceCents, language)}</dd>
                </div>
                {quote.data.feeCents > 0 && (
                  <div className="angler-price__row">
                    <dt>{t('anglersPurchase.smsFee')}</dt>
                    <dd>{euros(quote.data.feeCents, language)}</dd>
                  </div>
                )}
                <div className="angler-price__row angler-price__row--total">
                  <dt>{t('anglersPurchase.total')}</dt>
                  <dd>{euros(quote.data.totalCents, language)}</dd>
                </div>
              </dl>
            ) : quote.isPending ? (
              <Spinner inline label={t('anglersPurchase.review.pricing')} />
            ) : quoteFieldErrors.length > 0 ? (
              <p>{t('anglersPurchase.review.fixFirst')}</p>
            ) : (
              <LoadProblem error={quote.error} onRetry={() => void quote.refetch()} />
            )}
          </section>
          {payError && (
            <div className="alert alert--danger" role="alert">
              <p>{payError}</p>
            </div>
          )}
          {quote.data && (
            <>
              <p className="angler-pay-note">{t('anglersPurchase.review.payNote')}</p>
              <p className="button-row">
                <button
                  type="button"
                  className="button button--primary button--large"
                  onClick={() => void pay()}
                  disabled={paying || quote.isFetching}
                  aria-busy={paying || undefined}
                >
                  {paying
                    ? t('anglersPurchase.review.paying')
                    : t('anglersPurchase.review.pay', { amount: euros(quote.data.totalCents, language) })}
                </button>
              </p>
            </>
          )}
        </>
      )}
    </>
  );
}
