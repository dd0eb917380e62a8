/**
 * An application's state fee (issue 20, ADR 0027–0029), on the applicant's application page and
 * the officer's: what is due and why, paying online (the provider's page) or by bank transfer (the
 * ministry's account, the amount and the RF reference), the receipt once paid, and a refund owed
 * or made. The officer records a refund here.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { FeeDto } from '../../../shared/fees/api-types.ts';
import { formatReference } from '../../../shared/fees/reference.ts';
import { formatCents } from '../../../shared/fields/money.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { api, isApiError } from '../../platform/api.ts';
import { formatPortalDate } from '../../platform/dates.ts';
import { Notice } from '../../ui/page.tsx';

const enc = encodeURIComponent;

export function FeePanel({
  kind,
  applicationId,
  fee,
  side,
}: {
  kind: string;
  applicationId: string;
  fee: FeeDto;
  side: 'applicant' | 'officer';
}) {
  const t = useT();
  const { language } = useLanguage();
  const titleId = useId();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const amount = formatCents(fee.amountCents, language);
  const pay = useMutation({
    mutationFn: () =>
      api.post<{ payUrl: string }>(`/v1/paraiskos/${enc(kind)}/${enc(applicationId)}/rinkliava/moketi`, {
        body: { json: {} },
      }),
    meta: { silent: true },
    onSuccess: ({ payUrl }) => window.location.assign(payUrl),
    onError: (error) => setFailure(isApiError(error) ? error.message : t('fees.error.payFailed')),
  });
  const returned = params.get('rinkliava');

  return (
    <section className="page-section fee-panel" aria-labelledby={titleId} data-fee-state={fee.state}>
      <h2 className="section-title" id={titleId}>
        {t('fees.panel.title')} <span className="badge">{t(`fees.state.${fee.state}`)}</span>
      </h2>
      {returned === 'sumoketa' && fee.state === 'PAID' && side === 'applicant' && (
        <Notice tone="success">
          <p>{t('fees.panel.thanks')}</p>
        </Notice>
      )}
      {returned === 'laukiama' && fee.state === 'DUE' && side === 'applicant' && (
        <Notice tone="warning">
          <p>{t('fees.panel.returned')}</p>
        </Notice>
      )}
      <dl className="summary-list">
        <div className="summary-list__row">
          <dt>{t('fees.panel.amount')}</dt>
          <dd>{amount} €</dd>
        </div>
      </dl>
      {fee.state === 'DUE' && (
        <>
          <p>{t(fee.due === 'submission' ? 'fees.panel.dueSubmission' : 'fees.panel.dueAcceptance')}</p>
          {side === 'applicant' && (
            <>
              {fee.paymentOpen && <p>{t('fees.panel.paymentOpen')}</p>}
              {failure && (
                <div className="alert alert--danger" role="alert">
                  <p>{failure}</p>
                </div>
              )}
              <div className="button-row">
                <button
                  type="button"
                  className="button"
                  disabled={pay.isPending}
                  aria-busy={pay.isPending || undefined}
                  onClick={() => {
                    setFailure(null);
                    pay.mutate();
                  }}
                >
                  {pay.isPending ? t('fees.panel.paying') : t('fees.panel.payOnline')}
                </button>
              </div>
            </>
          )}
          {fee.account && (
            <>
              <h3>{t('fees.panel.transferTitle')}</h3>
              <dl className="summary-list fee-panel__transfer">
                <div className="summary-list__row">
                  <dt>{t('fees.panel.recipient')}</dt>
                  <dd>{fee.account.name}</dd>
                </div>
                <div className="summary-list__row">
                  <dt>{t('fees.panel.account')}</dt>
                  <dd>
                    <code>{fee.account.iban}</code>
                  </dd>
                </div>
                <div className="summary-list__row">
                  <dt>{t('fees.panel.amount')}</dt>
                  <dd>{amount} €</dd>
                </div>
                <div className="summary-list__row">
                  <dt>{t('fees.panel.reference')}</dt>
                  <dd>
                    <code data-fee-reference={fee.reference}>{formatReference(fee.reference)}</code>
                  </dd>
                </div>
              </dl>
              <p>{t('fees.panel.transferNote')}</p>
            </>
          )}
        </>
      )}
      {(fee.state === 'PAID' || fee.state === 'REFUND_DUE' || fee.state === 'REFUNDED') && fee.paidAt && (
        <p>
          {t('fees.panel.paid', {
            date: formatPortalDate(fee.paidAt, language),
            receipt: fee.receiptNumber ?? '',
            method: t(fee.method === 'transfer' ? 'fees.method.transfer' : 'fees.method.online'),
          })}{' '}
          {side === 'applicant' && (
            <a href={`/api/v1/paraiskos/${enc(kind)}/${enc(applicationId)}/rinkliava/kvitas`} download>
              {t('fees.panel.receipt')}
            </a>
          )}
        </p>
      )}
      {fee.state === 'CANCELLED' && <p>{t('fees.panel.cancelled')}</p>}
      {fee.state === 'REFUND_DUE' && (
        <Notice tone="warning">
          <p>{t('fees.panel.refundDue')}</p>
        </Notice>
      )}
      {fee.state === 'REFUNDED' && (
        <p>
          {t('fees.panel.refunded', {
            date: fee.refundedAt ? formatPortalDate(fee.refundedAt, language) : '',
            note: fee.refundNote ?? '',
          })}
        </p>
      )}
      {side === 'officer' && fee.state === 'REFUND_DUE' && <RefundForm fee={fee} />}
    </section>
  );
}

function RefundForm({ fee }: { fee: FeeDto }) {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const record = useMutation({
    mutationFn: () =>
      api.post<FeeDto>(`/v1/tarnyba/rinkliavos/${enc(fee.id)}/grazinta`, { body: { json: { note } } }),
    meta: { silent: true },
    onSuccess: () => void queryClient.invalidateQueries(),
    onError: (error) => setFailure(isApiError(error) ? error.message : t('error.defaultError')),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        record.mutate();
      }}
    >
      <h3>{t('fees.officer.refundTitle')}</h3>
      {failure && (
        <div className="alert alert--danger" role="alert">
          <p>{failure}</p>
        </div>
      )}
      <div className="field">
        <label htmlFor={id}>{t('fees.officer.refundNote')}</label>
        <textarea id={id} value={note} onChange={(e) => setNote(e.target.value)} rows={2} maxLength={2000} />
      </div>
      <button type="submit" className="button button--secondary" disabled={record.isPending}>
        {t('fees.officer.recordRefund')}
      </button>
    </form>
  );
}
