/**
 * Where the payment provider sends the person back (spec §2 Public routes, §4 Actions).
 *
 * Angler purchases (issue 5): the server has already asked the provider and finalised before it
 * sends the browser to `/payment-success-notification/{kind}/{purchaseId}` or
 * `/payment-cancel-notification?pirkimas={purchaseId}` (api-types.ts). The success page reads the
 * purchase (waiting a little while the bank's confirmation is still on its way), shows the permit
 * and the receipt, keeps the ticket in the wallet, and then opens the download form with the
 * permit number in its address and the angler's names and the security code filled in from the
 * wallet (never in the address: issue 15, ADR 0015). The cancel page says nothing was charged and
 * offers to try again with every answer kept.
 *
 * Other payments keep the generic pages: after a successful payment for a known permit the
 * download page opens after the countdown.
 *
 * The countdown: the spec does not give its length, so it is 10 seconds, shown and counted down
 * in words, with a link to go at once and a button to stay (WCAG 2.2.1 Timing Adjustable).
 */
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ANGLER_KINDS, type AnglerKind, isAnglerKind } from '../../../../shared/anglers/api-types.ts';
import { findKind } from '../../../../shared/permits/kind-list.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useNavigate } from '../../../platform/navigate.ts';
import { Notice, PageHeader } from '../../../ui/page.tsx';
import { LoadProblem } from '../../../ui/permits/load-problem.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { downloadFormPath } from '../wallet/download-link.ts';
import { PurchaseView, usePurchase } from './purchase-status.tsx';
import { clearDraft, forgetCheckout, kindOfCheckout, loadCheckout } from './purchase-storage.ts';

export const PAYMENT_REDIRECT_SECONDS = 10;

/** Counts down from PAYMENT_REDIRECT_SECONDS to `target`, unless the person chose to stay. */
function Countdown({ target }: { target: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(PAYMENT_REDIRECT_SECONDS);
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    if (stopped) return;
    if (seconds <= 0) {
      navigate(target, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, stopped, target, navigate]);

  return (
    <>
      {!stopped && (
        // Not a live region: announcing every second would drown a screen reader; the buttons say what happens.
        <p className="angler-countdown">{t('payment.countdown', { seconds })}</p>
      )}
      <p className="button-row">
        <Link className="button button--primary" to={target}>
          {t('payment.downloadNow')}
        </Link>
        {!stopped && (
          <button type="button" className="button button--secondary" onClick={() => setStopped(true)}>
            {t('payment.stay')}
          </button>
        )}
      </p>
    </>
  );
}

function AnglerPaymentSuccess({ kind, id }: { kind: AnglerKind; id: string }) {
  const t = useT();
  const info = findKind(kind)!;
  const { query, status, secret, stillConfirming } = usePurchase(id, { confirm: true });
  const issued = status?.state === 'ISSUED' && status.ticket ? status.ticket : null;

  // The answers have done their work: a person code typed on a shared phone does not stay in the tab.
  // Only this checkout's answers: a purchase started since in this tab keeps its own.
  useEffect(() => {
    if (issued && loadCheckout(kind)?.purchaseId === id) clearDraft(kind);
  }, [issued, kind, id]);

  let content: ReactNode;
  if (issued && status) {
    content = (
      <>
        <Notice tone="success">
          <p>{t('anglersPurchase.success.text', { number: issued.number })}</p>
        </Notice>
        {/* The number only: the form takes the names and the code from the wallet (ADR 0015). */}
        <Countdown target={downloadFormPath(kind, { number: issued.number })} />
        <PurchaseView status={status} secret={secret} />
      </>
    );
  } else if (status?.state === 'AWAITING_PAYMENT') {
    content = stillConfirming ? (
      <Spinner label={t('anglersPurchase.success.confirming')} />
    ) : (
      <Notice tone="warning">
        <p>{t('anglersPurchase.success.notYet')}</p>
        <p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void query.refetch()}
          >
            {t('anglersPurchase.success.checkAgain')}
          </button>
        </p>
      </Notice>
    );
  } else if (status) {
    content = <PurchaseView status={status} secret={secret} />;
  } else if (query.isPending) {
    content = <Spinner label={t('anglersPurchase.success.confirming')} />;
  } else {
    content = (
      <LoadProblem
        error={query.error}
        onRetry={() => void query.refetch()}
        notFound={<p>{t('anglersPurchase.status.notFound')}</p>}
      />
    );
  }

  const title =
    status?.state === 'CANCELLED' || status?.state === 'EXPIRED'
      ? t('route.paymentCancel')
      : issued
        ? t('route.paymentSuccess')
        : t('anglersPurchase.success.confirmingTitle');
  return (
    <article className="page angler-purchase">
      <PageHeader caption={`${info.code} ${t(info.pageTitle)}`} title={title} />
      {content}
    </article>
  );
}

function GenericPaymentSuccess() {
  const t = useT();
  const { type, id } = useParams();
  const kind = findKind(type);
  const target = kind && id ? `/atsisiusti/${kind.segment}/${encodeURIComponent(id)}` : null;
  return (
    <article className="page">
      <PageHeader title={t('route.paymentSuccess')} lead={t('payment.successLead')} />
      <Notice tone="success">
        <p>{t('payment.successText')}</p>
      </Notice>
      {target ? (
        <Countdown target={target} />
      ) : (
        <p className="button-row">
          <Link className="button button--primary" to="/leidimai">
            {t('menu.myPermits')}
          </Link>
        </p>
      )}
    </article>
  );
}

export function PaymentSuccessPage() {
  const { type, id } = useParams();
  if (isAnglerKind(type) && id) return <AnglerPaymentSuccess key={id} kind={type} id={id} />;
  return <GenericPaymentSuccess />;
}

function AnglerPaymentCancel({ id }: { id: string }) {
  const t = useT();
  const { query, status, secret } = usePurchase(id, { confirm: false });
  const kind = status?.kind ?? kindOfCheckout(id, ANGLER_KINDS);
  const open = status?.state === 'AWAITING_PAYMENT';

  // A closed purchase cannot be paid again: the next Pay is a new checkout with a new key.
  useEffect(() => {
    if (kind && status && status.state !== 'AWAITING_PAYMENT') forgetCheckout(kind);
  }, [kind, status]);

  const answers = kind ? `/paraiskos/${kind}?zingsnis=perziura` : null;
  let content: ReactNode;
  if (status?.state === 'ISSUED') {
    // Paid after all (the person came back here by another way): the permit is there.
    content = <PurchaseView status={status} secret={secret} />;
  } else if (!status && query.isPending) {
    content = <Spinner label={t('common.loading')} />;
  } else {
    content = (
      <>
        <Notice tone="warning">
          <p>{t('anglersPurchase.cancel.text')}</p>
          {answers && <p>{t('anglersPurchase.cancel.kept')}</p>}
        </Notice>
        {!status && query.error ? (
          <LoadProblem
            error={query.error}
            onRetry={() => void query.refetch()}
            notFound={<p>{t('anglersPurchase.status.notFound')}</p>}
          />
        ) : null}
        <p className="button-row">
          {open && status.payUrl ? (
            <>
              <a className="button button--primary" href={status.payUrl}>
                {t('anglersPurchase.cancel.payAgain')}
              </a>
              {answers && (
                <Link className="button button--secondary" to={answers}>
                  {t('anglersPurchase.cancel.change')}
                </Link>
              )}
            </>
          ) : answers ? (
            <Link className="button button--primary" to={answers}>
              {t('anglersPurchase.cancel.tryAgain')}
            </Link>
          ) : (
            <Link className="button button--primary" to="/permits">
              {t('anglersPurchase.startNew')}
            </Link>
          )}
        </p>
      </>
    );
  }
  const info = kind ? findKind(kind) : undefined;
  return (
    <article className="page angler-purchase">
      <PageHeader
        caption={info ? `${info.code} ${t(info.pageTitle)}` : undefined}
        title={t('route.paymentCancel')}
        lead={t('anglersPurchase.cancel.lead')}
      />
      {content}
    </article>
  );
}

function GenericPaymentCancel() {
  const t = useT();
  return (
    <article className="page">
      <PageHeader title={t('route.paymentCancel')} lead={t('payment.cancelLead')} />
      <Notice tone="warning">
        <p>{t('payment.cancelText')}</p>
      </Notice>
      <p className="button-row">
        <Link className="button button--primary" to="/paraiskos">
          {t('menu.myApplications')}
        </Link>
        <Link className="button button--secondary" to="/">
          {t('common.toHome')}
        </Link>
      </p>
    </article>
  );
}

export function PaymentCancelPage() {
  const [params] = useSearchParams();
  const purchaseId = params.get('pirkimas');
  if (purchaseId) return <AnglerPaymentCancel key={purchaseId} id={purchaseId} />;
  return <GenericPaymentCancel />;
}
