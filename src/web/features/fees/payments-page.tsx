/**
 * The officer's fee payments (issue 20 items 3–4, ADR 0028–0029): import a bank statement
 * (camt.053/054), resolve the transfers that matched nothing (assign to a fee by its reference, or
 * return with a note), and the list of payments with filters, its total and a CSV export that
 * reconciles to the statements (each transfer's bank entry and statement).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { BankTransferDto, FeePaymentPage, StatementImportDto } from '../../../shared/fees/api-types.ts';
import { formatReference } from '../../../shared/fees/reference.ts';
import { formatCents } from '../../../shared/fields/money.ts';
import { REGISTERED_KINDS } from '../../../shared/permits/registry.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { api, isApiError } from '../../platform/api.ts';
import { formatPortalDate } from '../../platform/dates.ts';
import { Notice, PageHeader } from '../../ui/page.tsx';

const FEE_KINDS = REGISTERED_KINDS.filter((k) => k.definition.fee).map((k) => k.segment);
const FILTERS = ['nuo', 'iki', 'budas', 'rusis', 'q'] as const;

export function OfficerPaymentsPage() {
  const t = useT();
  return (
    <article className="page">
      <PageHeader title={t('fees.payments.title')} />
      <StatementImport />
      <TransferQueue />
      <PaymentsList />
    </article>
  );
}

function StatementImport() {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<StatementImportDto | null>(null);
  const upload = useMutation({
    mutationFn: async () => {
      if (!file) throw new Error(t('fees.error.statementEmpty'));
      const content = await file.text();
      return api.post<StatementImportDto>('/v1/tarnyba/mokejimai/israsai', {
        body: { json: { fileName: file.name, content } },
      });
    },
    meta: { silent: true },
    onSuccess: (answer) => {
      setResult(answer);
      void queryClient.invalidateQueries({ queryKey: ['fees'] });
    },
    onError: (error) => setFailure(error instanceof Error ? error.message : t('error.defaultError')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setResult(null);
    if (!file) {
      setFailure(t('fees.error.statementEmpty'));
      return;
    }
    upload.mutate();
  };
  return (
    <section className="page-section" aria-labelledby={`${id}-title`}>
      <h2 className="section-title" id={`${id}-title`}>
        {t('fees.import.title')}
      </h2>
      {failure && (
        <div className="alert alert--danger" role="alert">
          <p>{failure}</p>
        </div>
      )}
      {result && (
        <Notice tone={result.alreadyImported ? 'info' : 'success'}>
          <p role="status">
            {result.alreadyImported
              ? t('fees.import.again')
              : t('fees.import.done', {
                  credits: result.credits,
                  matched: result.matched,
                  queued: result.queued,
                  seen: result.seen,
                })}
          </p>
        </Notice>
      )}
      <form noValidate onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-file`}>{t('fees.import.file')}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".xml,application/xml,text/xml"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <button
          type="submit"
          className="button"
          disabled={upload.isPending}
          aria-busy={upload.isPending || undefined}
        >
          {t('fees.import.submit')}
        </button>
      </form>
    </section>
  );
}

function TransferQueue() {
  const t = useT();
  const id = useId();
  const queue = useQuery({
    queryKey: ['fees', 'queue'],
    queryFn: () => api.get<BankTransferDto[]>('/v1/tarnyba/mokejimai/eile'),
  });
  return (
    <section className="page-section" aria-labelledby={`${id}-title`}>
      <h2 className="section-title" id={`${id}-title`}>
        {t('fees.queue.title')}
      </h2>
      {queue.data && queue.data.length === 0 && <p>{t('fees.queue.empty')}</p>}
      {queue.data && queue.data.length > 0 && (
        <ol className="record-list">
          {queue.data.map((item) => (
            <QueueItem key={item.id} item={item} />
          ))}
        </ol>
      )}
    </section>
  );
}

function QueueItem({ item }: { item: BankTransferDto }) {
  const t = useT();
  const { language } = useLanguage();
  const id = useId();
  const queryClient = useQueryClient();
  const [reference, setReference] = useState(item.feeReference ?? '');
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const done = () => void queryClient.invalidateQueries({ queryKey: ['fees'] });
  const fail = (error: unknown) => setFailure(isApiError(error) ? error.message : t('error.defaultError'));
  const assign = useMutation({
    mutationFn: () =>
      api.post(`/v1/tarnyba/mokejimai/eile/${encodeURIComponent(item.id)}/priskirti`, {
        body: { json: { reference } },
      }),
    meta: { silent: true },
    onSuccess: done,
    onError: fail,
  });
  const giveBack = useMutation({
    mutationFn: () =>
      api.post(`/v1/tarnyba/mokejimai/eile/${encodeURIComponent(item.id)}/grazinti`, {
        body: { json: { note } },
      }),
    meta: { silent: true },
    onSuccess: done,
    onError: fail,
  });
  const problem = item.problem
    ? t(`fees.queue.problem.${item.problem}`, {
        amount: item.feeAmountCents === null ? '' : formatCents(item.feeAmountCents, language),
      })
    : '';
  return (
    <li className="record" data-entry={item.entryKey}>
      <div className="record__header">
        <h3 className="record__title">
          {formatCents(item.amountCents, language)} {item.currency === 'EUR' ? '€' : item.currency}
        </h3>
        <span className="badge">{problem}</span>
      </div>
      <dl className="summary-list">
        <div className="summary-list__row">
          <dt>{t('fees.queue.booked')}</dt>
          <dd>{formatPortalDate(`${item.bookedOn}T12:00:00Z`, language)}</dd>
        </div>
        <div className="summary-list__row">
          <dt>{t('fees.queue.payer')}</dt>
          <dd>{[item.debtorName, item.debtorAccount].filter(Boolean).join(', ')}</dd>
        </div>
        <div className="summary-list__row">
          <dt>{t('fees.queue.remittance')}</dt>
          <dd>{item.reference ? formatReference(item.reference) : (item.remittance ?? '')}</dd>
        </div>
        {item.applicationNumber && (
          <div className="summary-list__row">
            <dt>{t('fees.payments.application')}</dt>
            <dd>{item.applicationNumber}</dd>
          </div>
        )}
        <div className="summary-list__row">
          <dt>{t('fees.payments.bankEntry')}</dt>
          <dd>
            <code>{item.entryKey}</code>
          </dd>
        </div>
      </dl>
      {failure && (
        <div className="alert alert--danger" role="alert">
          <p>{failure}</p>
        </div>
      )}
      <form
        noValidate
        className="fee-queue__form"
        onSubmit={(event) => {
          event.preventDefault();
          setFailure(null);
          assign.mutate();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-ref`}>{t('fees.queue.reference')}</label>
          <input
            id={`${id}-ref`}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            maxLength={40}
          />
        </div>
        <button type="submit" className="button button--secondary" disabled={assign.isPending}>
          {t('fees.queue.assign')}
        </button>
      </form>
      <form
        noValidate
        className="fee-queue__form"
        onSubmit={(event) => {
          event.preventDefault();
          setFailure(null);
          giveBack.mutate();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-note`}>{t('fees.queue.note')}</label>
          <input id={`${id}-note`} value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} />
        </div>
        <button type="submit" className="button button--secondary" disabled={giveBack.isPending}>
          {t('fees.queue.return')}
        </button>
      </form>
    </li>
  );
}

function PaymentsList() {
  const t = useT();
  const { language } = useLanguage();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const query = new URLSearchParams();
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  const page = Number(params.get('page') ?? '1') || 1;
  if (page > 1) query.set('page', String(page));
  const list = useQuery({
    queryKey: ['fees', 'payments', query.toString()],
    queryFn: () => api.get<FeePaymentPage>(`/v1/tarnyba/mokejimai?${query.toString()}`),
  });
  const csvQuery = new URLSearchParams(query);
  csvQuery.delete('page');
  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };
  return (
    <section className="page-section" aria-labelledby={`${id}-title`}>
      <h2 className="section-title" id={`${id}-title`}>
        {t('route.officerPayments')}
      </h2>
      <form className="filters" onSubmit={onFilter} key={params.toString()}>
        <div className="field">
          <label htmlFor={`${id}-from`}>{t('fees.payments.from')}</label>
          <input id={`${id}-from`} name="nuo" type="date" defaultValue={params.get('nuo') ?? ''} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t('fees.payments.to')}</label>
          <input id={`${id}-to`} name="iki" type="date" defaultValue={params.get('iki') ?? ''} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-method`}>{t('fees.payments.method')}</label>
          <select id={`${id}-method`} name="budas" defaultValue={params.get('budas') ?? ''}>
            <option value="">{t('fees.payments.anyMethod')}</option>
            <option value="online">{t('fees.method.online')}</option>
            <option value="transfer">{t('fees.method.transfer')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-kind`}>{t('fees.payments.kind')}</label>
          <select id={`${id}-kind`} name="rusis" defaultValue={params.get('rusis') ?? ''}>
            <option value="">{t('fees.payments.anyKind')}</option>
            {FEE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kind.toUpperCase().replace('_', '.')}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-q`}>{t('fees.payments.search')}</label>
          <input id={`${id}-q`} name="q" type="search" defaultValue={params.get('q') ?? ''} maxLength={100} />
        </div>
        <button type="submit" className="button">
          {t('fees.payments.filter')}
        </button>
      </form>
      <p>
        <a href={`/api/v1/tarnyba/mokejimai/csv?${csvQuery.toString()}`} download>
          {t('fees.payments.csv')}
        </a>
      </p>
      {list.error && (
        <div className="alert alert--danger" role="alert">
          <p>{isApiError(list.error) ? list.error.message : t('error.defaultError')}</p>
        </div>
      )}
      {list.data && (
        <>
          <p role="status">
            {t('fees.payments.total', {
              count: list.data.total,
              amount: formatCents(list.data.totalCents, language),
            })}
          </p>
          {list.data.items.length === 0 ? (
            <p>{t('fees.payments.none')}</p>
          ) : (
            <div className="table-scroll">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{t('fees.payments.receipt')}</th>
                    <th scope="col">{t('fees.payments.paidAt')}</th>
                    <th scope="col">{t('fees.panel.amount')}</th>
                    <th scope="col">{t('fees.payments.method')}</th>
                    <th scope="col">{t('fees.payments.application')}</th>
                    <th scope="col">{t('fees.payments.payer')}</th>
                    <th scope="col">{t('fees.payments.bankEntry')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.items.map((item) => (
                    <tr key={item.paymentId}>
                      <td>
                        <a
                          href={`/api/v1/tarnyba/mokejimai/${encodeURIComponent(item.paymentId)}/kvitas`}
                          download
                        >
                          {item.receiptNumber}
                        </a>
                        {item.surplus && <strong> · {t('fees.payments.surplus')}</strong>}
                      </td>
                      <td>{item.paidAt ? formatPortalDate(item.paidAt, language) : ''}</td>
                      <td>{formatCents(item.amountCents, language)} €</td>
                      <td>{t(item.method === 'transfer' ? 'fees.method.transfer' : 'fees.method.online')}</td>
                      <td>
                        <Link to={`/tarnyba/paraiskos/${item.applicationId}`}>{item.applicationNumber}</Link>
                      </td>
                      <td>{item.payer}</td>
                      <td>{item.bankEntry ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
