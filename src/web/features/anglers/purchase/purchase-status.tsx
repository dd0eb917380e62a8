/**
 * One purchase as it is now (`GET /api/public/zvejyba/pirkimai/:id`, proved by the wallet's
 * secret or the buyer's session): the permit it issued (number, validity, water body, species)
 * and the payment's receipt (number, amount, date, method, the PDF proof document), or where it
 * stands while unpaid. The payment success page shows it with its countdown; `/paraiskos/{kind}/:id`
 * shows it alone (issue 5 item 1 step 7).
 *
 * An issued ticket is saved to the wallet on this device the moment it is seen, so it shows with
 * no network afterwards (issue 5 item 6).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { AnglerKind, PurchaseStatus } from '../../../../shared/anglers/api-types.ts';
import { formatSecurityCode } from '../../../../shared/anglers/security-code.ts';
import { findKind } from '../../../../shared/permits/kind-list.ts';
import { useLanguage, useT } from '../../../i18n/use-t.ts';
import { formatPortalDate } from '../../../platform/dates.ts';
import { errorText } from '../../../ui/feedback/error-text.ts';
import { Notice, PageHeader } from '../../../ui/page.tsx';
import { Facts } from '../../../ui/permits/facts.tsx';
import { euros } from '../../../ui/permits/format.ts';
import { LoadProblem } from '../../../ui/permits/load-problem.tsx';
import { StateBadge } from '../../../ui/permits/state-badge.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { anglerKeys, downloadReceipt, fetchPurchase } from './purchase-api.ts';
import { dayRange, paymentMethodLabel, periodLabel, placeOf, speciesName } from './purchase-format.ts';
import './purchase.css';

/** The wallet's database (Dexie, 28 KB) loads when a purchase is read or stored, not with the form. */
const wallet = () => import('../wallet/wallet-db.ts');

/** While the provider's callback has not arrived, the page asks again this often, this many times. */
export const CONFIRM_POLL_MS = 2000;
export const CONFIRM_POLL_TIMES = 6;

async function readPurchase(id: string): Promise<{ status: PurchaseStatus; secret: string | null }> {
  const stored = await wallet()
    .then((w) => w.findPurchase(id))
    .catch(() => undefined);
  const secret = stored?.secret ?? null;
  return { status: await fetchPurchase(id, secret), secret };
}

/**
 * The purchase, asked again every CONFIRM_POLL_MS while it still waits for payment (the return
 * from the bank can be faster than the bank's confirmation), at most CONFIRM_POLL_TIMES times.
 */
export function usePurchase(id: string, options: { confirm: boolean }) {
  const query = useQuery({
    queryKey: anglerKeys.purchase(id),
    queryFn: () => readPurchase(id),
    retry: false,
    meta: { silent: true },
    refetchInterval: (current) =>
      options.confirm &&
      current.state.data?.status.state === 'AWAITING_PAYMENT' &&
      current.state.dataUpdateCount <= CONFIRM_POLL_TIMES
        ? CONFIRM_POLL_MS
        : false,
  });
  const status = query.data?.status;
  // The wallet follows what the server says: the ticket is kept, the purchase's state updated.
  useEffect(() => {
    if (!status) return;
    void (async () => {
      const w = await wallet();
      if (status.ticket) await w.saveTickets([status.ticket], 'device', null);
      await w.markPurchase(status.id, status.state);
    })().catch(() => undefined);
  }, [status]);
  // Reads so far (the first and the polls): the page stops saying "confirming" after the last one.
  const reads = useQueryClient().getQueryState(anglerKeys.purchase(id))?.dataUpdateCount ?? 0;
  const stillConfirming =
    options.confirm && status?.state === 'AWAITING_PAYMENT' && reads <= CONFIRM_POLL_TIMES;
  return { query, status, secret: query.data?.secret ?? null, stillConfirming };
}

function ReceiptButton({ status, secret }: { status: PurchaseStatus; secret: string | null }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const receipt = status.receipt;
  if (!receipt) return null;
  return (
    <>
      <p className="button-row">
        <button
          type="button"
          className="button button--secondary"
          aria-busy={busy || undefined}
          disabled={busy}
          onClick={() => {
            setBusy(true);
            setProblem(null);
            downloadReceipt(
              { id: status.id, receiptNumber: receipt.number, proofUrl: receipt.proofUrl },
              secret,
            )
              .catch((error: unknown) => setProblem(errorText(error, t)))
              .finally(() => setBusy(false));
          }}
        >
          {t('anglersPurchase.receipt.download')}
        </button>
      </p>
      {problem && (
        <div className="alert alert--danger" role="alert">
          <p>{problem}</p>
        </div>
      )}
    </>
  );
}

/** The issued permit and its receipt, or where an unpaid purchase stands. */
export function PurchaseView({ status, secret }: { status: PurchaseStatus; secret: string | null }) {
  const t = useT();
  const { language } = useLanguage();
  const info = findKind(status.kind)!;
  const ticket = status.ticket;
  const quote = status.quote;

  if (status.state === 'CANCELLED' || status.state === 'EXPIRED') {
    return (
      <Notice tone="warning">
        <p>
          {t(
            status.state === 'CANCELLED'
              ? 'anglersPurchase.status.cancelled'
              : 'anglersPurchase.status.expired',
          )}
        </p>
        <p>
          <Link to={`/paraiskos/${status.kind}?zingsnis=perziura`}>{t('anglersPurchase.startAgain')}</Link>
        </p>
      </Notice>
    );
  }

  if (status.state === 'AWAITING_PAYMENT' || !ticket) {
    return (
      <>
        <Notice tone="info">
          <p>{t('anglersPurchase.status.awaiting')}</p>
        </Notice>
        <Facts
          items={[
            { label: t('anglersPurchase.permit'), value: `${info.code} ${t(info.pageTitle)}` },
            {
              label: t('anglersPurchase.validity'),
              value: dayRange(quote.validFrom, quote.validUntil, language),
            },
            ...(quote.waterBody
              ? [{ label: t('anglersPurchase.waterBody'), value: quote.waterBody.name }]
              : []),
            { label: t('anglersPurchase.total'), value: euros(quote.totalCents, language) },
          ]}
        />
        {status.payUrl && (
          <p className="button-row">
            <a className="button button--primary" href={status.payUrl}>
              {t('anglersPurchase.payNow')}
            </a>
          </p>
        )}
      </>
    );
  }

  const receipt = status.receipt;
  return (
    <>
      <section className="page-section" aria-labelledby="ap-permit-title">
        <h2 className="section-title" id="ap-permit-title">
          {t('anglersPurchase.status.permit')}
        </h2>
        <Facts
          items={[
            {
              label: t('anglersPurchase.permitNumber'),
              value: <strong className="angler-number">{ticket.number}</strong>,
            },
            { label: t('anglersPurchase.permit'), value: `${info.code} ${t(info.pageTitle)}` },
            {
              label: t('anglersPurchase.status.state'),
              value: <StateBadge subject="permit" state={ticket.state} />,
            },
            { label: t('anglersPurchase.angler'), value: ticket.holderName },
            {
              label: t('anglersPurchase.securityCode'),
              value: (
                <>
                  <strong className="angler-code">{formatSecurityCode(ticket.securityCode)}</strong>
                  <span className="field__hint"> {t('anglersPurchase.securityCodeNote')}</span>
                </>
              ),
            },
            {
              label: t('anglersPurchase.validity'),
              value: dayRange(ticket.validFrom, ticket.validUntil, language),
            },
            { label: t('anglersPurchase.period'), value: t(periodLabel(ticket.period)) },
            ...(ticket.waterBody
              ? [{ label: t('anglersPurchase.waterBody'), value: ticket.waterBody.name }]
              : []),
            ...(ticket.licence
              ? [
                  {
                    label: t('anglersPurchase.licence.species'),
                    value: speciesName(
                      { nameLt: ticket.licence.speciesLt, nameEn: ticket.licence.speciesEn },
                      language,
                    ),
                  },
                  { label: t('anglersPurchase.licence.place'), value: placeOf(ticket.licence, language) },
                  {
                    label: t('anglersPurchase.licence.amount'),
                    value: t('anglersPurchase.licence.fish', { count: ticket.licence.amount }),
                  },
                  ...(ticket.licence.minSizeCm !== null
                    ? [
                        {
                          label: t('anglersPurchase.licence.minSize'),
                          value: t('anglersPurchase.licence.cm', { size: ticket.licence.minSizeCm }),
                        },
                      ]
                    : []),
                ]
              : []),
          ]}
        />
      </section>
      {receipt && (
        <section className="page-section" aria-labelledby="ap-receipt-title">
          <h2 className="section-title" id="ap-receipt-title">
            {t('anglersPurchase.receipt')}
          </h2>
          <Facts
            items={[
              { label: t('anglersPurchase.receipt.number'), value: receipt.number },
              { label: t('anglersPurchase.receipt.amount'), value: euros(receipt.amountCents, language) },
              ...(quote.feeCents > 0
                ? [{ label: t('anglersPurchase.smsFee'), value: euros(quote.feeCents, language) }]
                : []),
              {
                label: t('anglersPurchase.receipt.date'),
                value: formatPortalDate(receipt.paidAt, language, 'dateTime'),
              },
              { label: t('anglersPurchase.receipt.method'), value: t(paymentMethodLabel(receipt.method)) },
            ]}
          />
          <ReceiptButton status={status} secret={secret} />
        </section>
      )}
      <p className="angler-wallet-note">
        {t('anglersPurchase.status.inWallet')} <Link to="/mano-bilietai">{t('anglersPurchase.wallet')}</Link>
      </p>
    </>
  );
}

/** `/paraiskos/{kind}/:id` for an angler kind: the purchase's status, without the success page's countdown. */
export function PurchaseStatusPage({ kind, id }: { kind: AnglerKind; id: string }) {
  const t = useT();
  const info = findKind(kind)!;
  const { query, status, secret } = usePurchase(id, { confirm: false });
  return (
    <article className="page angler-purchase">
      <PageHeader caption={`${info.code} ${t(info.pageTitle)}`} title={t('anglersPurchase.status.title')} />
      {status ? (
        <PurchaseView status={status} secret={secret} />
      ) : query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <LoadProblem
          error={query.error}
          onRetry={() => void query.refetch()}
          notFound={
            <>
              <p>{t('anglersPurchase.status.notFound')}</p>
              <p>
                <Link to={`/paraiskos/${kind}`}>{t('anglersPurchase.startNew')}</Link>
              </p>
            </>
          }
        />
      )}
    </article>
  );
}
