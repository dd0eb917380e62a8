/**
 * The holder's L04 quotas (issue 19; spec §2 /kvotos and /kvotuKonvertavimas/{id}, §3 L04): the
 * list with type, kind, status, period, allocated, converted and remaining units and the permit,
 * filtered by the permit's state and the quota's status (kept in the address), and one quota with
 * its conversion request form, its conversions and its history. The server answers only the
 * acting party's own quotas.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Language } from '../../../shared/i18n/index.ts';
import {
  L04_PERMIT_FILTERS,
  type L04PermitFilter,
  QUOTA_GEAR,
  QUOTA_STATUSES,
  QUOTAS_PATH,
  type QuotaDetailDto,
  type QuotaDto,
  type QuotaGear,
  type QuotaStatus,
} from '../../../shared/quotas/api.ts';
import { type Translate, useLanguage, useT } from '../../i18n/use-t.ts';
import { api, isApiError } from '../../platform/api.ts';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { Notice, PageHeader } from '../../ui/page.tsx';
import { type Fact, Facts } from '../../ui/permits/facts.tsx';
import { formatDay } from '../../ui/permits/format.ts';
import { Spinner } from '../../ui/spinner.tsx';
import {
  actionLabel,
  conversionStatusLabel,
  gearLabel,
  kindLabel,
  permitFilterLabel,
  permitStateLabel,
  statusLabel,
  typeLabel,
  unitsOf,
} from './quota-labels.ts';
import './water-bodies.css';

const listKey = (filter: Record<string, string>) => ['quotas', 'list', filter] as const;
const detailKey = (id: string) => ['quotas', 'detail', id] as const;

const period = (q: { validFrom: string; validTo: string }, language: Language) =>
  `${formatDay(q.validFrom, language)} – ${formatDay(q.validTo, language)}`;

function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT();
  return (
    <Notice tone="warning">
      <p>{isApiError(error) ? error.message : t('error.defaultError')}</p>
      <button type="button" className="button button--secondary" onClick={retry}>
        {t('quotas.retry')}
      </button>
    </Notice>
  );
}

/** A history note in the reader's language: the gear codes it names ("10 STATOMASIS_TINKLAS → 5 VENTERIS") as their names. */
function noteText(note: string, t: Translate) {
  return note.replace(/\b[A-Z_]+\b/g, (code) =>
    (QUOTA_GEAR as readonly string[]).includes(code) ? t(gearLabel(code as QuotaGear)) : code,
  );
}

function permitText(q: QuotaDto, t: Translate) {
  return `${q.permit.number} (${t(permitStateLabel(q.permit.state))})`;
}

export function QuotasPage() {
  const t = useT();
  const { language } = useLanguage();
  const captionId = useId();
  const [params, setParams] = useSearchParams();
  const permitState = L04_PERMIT_FILTERS.find((f) => f === params.get('leidimoBusena'));
  const status = QUOTA_STATUSES.find((s) => s === params.get('busena'));
  const filter: Record<string, string> = {
    ...(permitState ? { leidimoBusena: permitState } : {}),
    ...(status ? { busena: status } : {}),
  };
  const list = useQuery({
    queryKey: listKey(filter),
    meta: { silent: true, languageDependent: true },
    queryFn: () => api.get<{ items: QuotaDto[] }>(QUOTAS_PATH, { query: filter }),
  });
  const setFilter = (name: 'leidimoBusena' | 'busena', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  return (
    <>
      <PageHeader title={t('route.quotas')} lead={t('quotas.lead')} />
      <form className="quota-filters" aria-label={t('quotas.filters')} onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label className="field__label" htmlFor="quota-filter-permit">
            {t('quotas.filter.permitState')}
          </label>
          <select
            id="quota-filter-permit"
            className="field__input"
            value={permitState ?? ''}
            onChange={(e) => setFilter('leidimoBusena', e.target.value)}
          >
            <option value="">{t('quotas.filter.all')}</option>
            {L04_PERMIT_FILTERS.map((f: L04PermitFilter) => (
              <option key={f} value={f}>
                {t(permitFilterLabel(f))}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="quota-filter-status">
            {t('quotas.filter.status')}
          </label>
          <select
            id="quota-filter-status"
            className="field__input"
            value={status ?? ''}
            onChange={(e) => setFilter('busena', e.target.value)}
          >
            <option value="">{t('quotas.filter.all')}</option>
            {QUOTA_STATUSES.map((s: QuotaStatus) => (
              <option key={s} value={s}>
                {t(statusLabel(s))}
              </option>
            ))}
          </select>
        </div>
      </form>
      {list.isPending ? (
        <Spinner label={t('quotas.loading')} />
      ) : list.isError ? (
        <LoadFailed error={list.error} retry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Notice>{t(Object.keys(filter).length > 0 ? 'quotas.noneFiltered' : 'quotas.none')}</Notice>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard.
        <section className="water-bodies-table-wrap" aria-labelledby={captionId} tabIndex={0}>
          <table className="water-bodies-table">
            <caption className="visually-hidden" id={captionId}>
              {t('route.quotas')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('quotas.type')}</th>
                <th scope="col">{t('quotas.kind')}</th>
                <th scope="col">{t('quotas.status')}</th>
                <th scope="col">{t('quotas.period')}</th>
                <th scope="col">{t('quotas.gear')}</th>
                <th scope="col">{t('quotas.allocated')}</th>
                <th scope="col">{t('quotas.converted')}</th>
                <th scope="col">{t('quotas.remaining')}</th>
                <th scope="col">{t('quotas.permit')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((q) => (
                <tr key={q.id}>
                  <th scope="row">
                    <Link to={`/kvotuKonvertavimas/${q.id}`}>
                      {t(typeLabel(q.type))} · {q.season}
                    </Link>
                  </th>
                  <td>{t(kindLabel(q.kind))}</td>
                  <td>{t(statusLabel(q.status))}</td>
                  <td>{period(q, language)}</td>
                  <td>{t(gearLabel(q.gear))}</td>
                  <td>{q.allocated}</td>
                  <td>{q.converted}</td>
                  <td>
                    {q.remaining}
                    {q.pending > 0 && <> ({t('quotas.pendingShort', { pending: q.pending })})</>}
                  </td>
                  <td>{permitText(q, t)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}

interface ConversionForm {
  toGear: string;
  amount: string;
  dateFrom: string;
  dateTo: string;
}

function ConversionRequest({
  quota,
  onDone,
}: {
  quota: QuotaDetailDto;
  onDone: (q: QuotaDetailDto) => void;
}) {
  const t = useT();
  const [form, setForm] = useState<ConversionForm>({
    toGear: quota.targets.length === 1 ? quota.targets[0]!.gear : '',
    amount: '',
    dateFrom: '',
    dateTo: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const [sent, setSent] = useState(false);
  const fieldId = (field: string) => `conversion-${field}`;
  const send = useMutation({
    meta: { silent: true },
    mutationFn: (payload: unknown) =>
      api.post<QuotaDetailDto>(`${QUOTAS_PATH}/${quota.id}/konvertavimai`, { body: { json: payload } }),
    onSuccess: (updated) => {
      setSent(true);
      setForm({ toGear: form.toGear, amount: '', dateFrom: '', dateTo: '' });
      onDone(updated);
    },
    onError: (error) => {
      const found: Record<string, string> = {};
      if (isApiError(error)) {
        for (const fe of error.fieldErrors) found[fe.field] = fe.message;
        if (Object.keys(found).length === 0) found.form = error.message;
      } else found.form = t('error.defaultError');
      setErrors(found);
      setAttempt((n) => n + 1);
    },
  });
  const target = quota.targets.find((x) => x.gear === form.toGear);
  const amount = unitsOf(form.amount);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    const found: Record<string, string> = {};
    if (!form.toGear) found.toGear = t('validation.required');
    if (form.amount.trim() === '') found.amount = t('validation.required');
    else if (amount === undefined || amount < 1) found.amount = t('validation.positive');
    else if (amount > quota.remaining)
      found.amount = t('quotas.error.aboveRemaining', { remaining: quota.remaining });
    if (!form.dateFrom) found.dateFrom = t('validation.required');
    else if (form.dateFrom < quota.validFrom || form.dateFrom > quota.validTo)
      found.dateFrom = t('quotas.error.outsidePeriod', { from: quota.validFrom, to: quota.validTo });
    if (!form.dateTo) found.dateTo = t('validation.required');
    else if (form.dateFrom && form.dateTo <= form.dateFrom) found.dateTo = t('validation.dateToAfterFrom');
    else if (form.dateTo > quota.validTo)
      found.dateTo = t('quotas.error.outsidePeriod', { from: quota.validFrom, to: quota.validTo });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    send.mutate({ toGear: form.toGear, amount, dateFrom: form.dateFrom, dateTo: form.dateTo });
  }

  const summary = Object.entries(errors)
    .filter(([field]) => field !== 'form')
    .map(([field, message]) => ({ fieldId: fieldId(field), message }));
  const fieldClass = (field: string) => (errors[field] ? 'field field--invalid' : 'field');
  const error = (field: string) =>
    errors[field] ? (
      <p className="field__error" id={`${fieldId(field)}-error`}>
        {errors[field]}
      </p>
    ) : null;
  const described = (field: string, hint?: string) =>
    [errors[field] ? `${fieldId(field)}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;

  return (
    <form className="water-body-terms" onSubmit={submit} noValidate>
      <h2>{t('quotaConversion.formTitle')}</h2>
      <p>{t('quotaConversion.formLead')}</p>
      <ErrorSummary title={t('quotaConversion.errorsTitle')} items={summary} focusKey={attempt} />
      {errors.form && <Notice tone="warning">{errors.form}</Notice>}
      <div className={fieldClass('toGear')}>
        <label className="field__label" htmlFor={fieldId('toGear')}>
          {t('quotaConversion.toGear')}
        </label>
        {error('toGear')}
        <select
          id={fieldId('toGear')}
          className="field__input"
          value={form.toGear}
          aria-invalid={errors.toGear ? true : undefined}
          aria-describedby={described('toGear')}
          onChange={(e) => setForm({ ...form, toGear: e.target.value })}
        >
          <option value="">{t('quotaConversion.chooseGear')}</option>
          {quota.targets.map((x) => (
            <option key={x.gear} value={x.gear}>
              {t('quotaConversion.target', { gear: t(gearLabel(x.gear)), coefficient: x.coefficient })}
            </option>
          ))}
        </select>
      </div>
      <div className={fieldClass('amount')}>
        <label className="field__label" htmlFor={fieldId('amount')}>
          {t('quotaConversion.amount', { gear: t(gearLabel(quota.gear)) })}
        </label>
        <p className="field__hint" id={`${fieldId('amount')}-hint`}>
          {t('quotaConversion.amountHint', { remaining: quota.remaining })}
        </p>
        {error('amount')}
        <input
          id={fieldId('amount')}
          className="field__input field__input--short"
          inputMode="numeric"
          autoComplete="off"
          value={form.amount}
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={described('amount', `${fieldId('amount')}-hint`)}
          onChange={(e) => setForm({ ...form, amount: e.target.value })}
        />
      </div>
      {target && amount !== undefined && amount > 0 && (
        <p aria-live="polite">
          {t('quotaConversion.result', {
            amount,
            from: t(gearLabel(quota.gear)),
            result: Math.floor((amount * Math.round(target.coefficient * 100)) / 100),
            to: t(gearLabel(target.gear as QuotaGear)),
          })}
        </p>
      )}
      <fieldset className="fieldset">
        <legend className="fieldset__legend">
          {t('quotaConversion.dates', { from: quota.validFrom, to: quota.validTo })}
        </legend>
        <div className="water-body-terms__dates">
          {(['dateFrom', 'dateTo'] as const).map((field) => (
            <div key={field} className={fieldClass(field)}>
              <label className="field__label" htmlFor={fieldId(field)}>
                {t(field === 'dateFrom' ? 'quotaConversion.dateFrom' : 'quotaConversion.dateTo')}
              </label>
              {error(field)}
              <input
                id={fieldId(field)}
                className="field__input"
                type="date"
                min={quota.validFrom}
                max={quota.validTo}
                value={form[field]}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={described(field)}
                onChange={(e) => setForm({ ...form, [field]: e.target.value })}
              />
            </div>
          ))}
        </div>
      </fieldset>
      {sent && (
        <div role="status">
          <Notice tone="success">{t('quotaConversion.sent')}</Notice>
        </div>
      )}
      <button type="submit" className="button" disabled={send.isPending}>
        {t('quotaConversion.submit')}
      </button>
    </form>
  );
}

export function QuotaConversionPage() {
  const t = useT();
  const { language } = useLanguage();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const conversionsId = useId();
  const historyId = useId();
  const detail = useQuery({
    queryKey: detailKey(id),
    meta: { silent: true, languageDependent: true },
    queryFn: () => api.get<QuotaDetailDto>(`${QUOTAS_PATH}/${encodeURIComponent(id)}`),
  });
  const back = (
    <p>
      <Link to="/kvotos">{t('quotaConversion.back')}</Link>
    </p>
  );
  if (detail.isPending) return <Spinner label={t('quotas.loading')} />;
  if (detail.isError)
    return (
      <>
        <PageHeader caption={t('route.quotas')} title={t('route.quotaConversion')} />
        <LoadFailed error={detail.error} retry={() => detail.refetch()} />
        {back}
      </>
    );
  const q = detail.data;
  const facts: Fact[] = [
    { label: t('quotas.type'), value: t(typeLabel(q.type)) },
    { label: t('quotas.kind'), value: t(kindLabel(q.kind)) },
    { label: t('quotas.status'), value: t(statusLabel(q.status)) },
    { label: t('quotas.gear'), value: t(gearLabel(q.gear)) },
    { label: t('quotas.period'), value: period(q, language) },
    { label: t('quotas.allocated'), value: q.allocated },
    { label: t('quotas.converted'), value: q.converted },
    { label: t('quotas.pending'), value: q.pending },
    { label: t('quotas.remaining'), value: q.remaining },
    { label: t('quotas.permit'), value: permitText(q, t) },
  ];
  return (
    <>
      <PageHeader
        caption={t('route.quotas')}
        title={t('quotaConversion.heading', { type: t(typeLabel(q.type)), season: q.season })}
      />
      {back}
      <Facts items={facts} />
      {q.convertible ? (
        <ConversionRequest
          quota={q}
          onDone={(updated) => {
            queryClient.setQueryData(detailKey(q.id), updated);
            void queryClient.invalidateQueries({ queryKey: ['quotas', 'list'] });
          }}
        />
      ) : (
        <Notice>{q.notConvertibleReason}</Notice>
      )}
      <section aria-labelledby={conversionsId}>
        <h2 id={conversionsId}>{t('quotaConversion.conversions')}</h2>
        {q.conversions.length === 0 ? (
          <p>{t('quotaConversion.noConversions')}</p>
        ) : (
          <ul className="quota-list">
            {q.conversions.map((c) => (
              <li key={c.id}>
                {t('quotaConversion.conversionLine', {
                  amount: c.amount,
                  from: t(gearLabel(c.fromGear)),
                  result: c.resultAmount,
                  to: t(gearLabel(c.toGear)),
                  period: period({ validFrom: c.dateFrom, validTo: c.dateTo }, language),
                })}{' '}
                — <strong>{t(conversionStatusLabel(c.status))}</strong>
                {c.reason && <> ({c.reason})</>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={historyId}>
        <h2 id={historyId}>{t('quotaConversion.history')}</h2>
        <ol className="quota-list">
          {q.history.map((h) => {
            const label = actionLabel(h.action);
            return (
              <li key={h.id}>
                <time dateTime={h.at}>
                  {new Date(h.at).toLocaleString(language === 'lt' ? 'lt-LT' : 'en-GB')}
                </time>{' '}
                — {label ? t(label) : h.action} ({h.actorName}){h.note && <>: {noteText(h.note, t)}</>}
              </li>
            );
          })}
        </ol>
      </section>
    </>
  );
}
