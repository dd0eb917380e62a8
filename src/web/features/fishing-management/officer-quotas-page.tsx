/**
 * The officer's L04 quotas (issue 19; ADR 0024, 0025): conversion requests to decide, the seasons'
 * quotas with their status changes and allocations to L04 permits, a new season's quota, and the
 * conversion coefficient table. Every change answers the whole view, which replaces the page's.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { Language } from '../../../shared/i18n/index.ts';
import {
  OFFICER_COEFFICIENTS_PATH,
  OFFICER_CONVERSIONS_PATH,
  OFFICER_QUOTAS_PATH,
  type OfficerQuotasDto,
  QUOTA_GEAR,
  QUOTA_KINDS,
  QUOTA_TYPES,
  type SeasonQuotaDto,
} from '../../../shared/quotas/api.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { api, isApiError } from '../../platform/api.ts';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { Notice, PageHeader } from '../../ui/page.tsx';
import { formatDay } from '../../ui/permits/format.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { gearLabel, kindLabel, statusLabel, typeLabel, unitsOf } from './quota-labels.ts';
import './water-bodies.css';

const KEY = ['quotas', 'officer'] as const;
const period = (q: { validFrom: string; validTo: string }, language: Language) =>
  `${formatDay(q.validFrom, language)} – ${formatDay(q.validTo, language)}`;

type Errors = Record<string, string>;

/** One officer form: its fields' errors from the browser or the server, and a status line on success. */
function useChange(prefix: string) {
  const t = useT();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Errors>({});
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState('');
  const mutation = useMutation({
    meta: { silent: true },
    mutationFn: (call: { run: () => Promise<OfficerQuotasDto>; done: string }) => call.run(),
    onSuccess: (view, call) => {
      queryClient.setQueryData(KEY, view);
      setErrors({});
      setDone(call.done);
    },
    onError: (error) => {
      const found: Errors = {};
      if (isApiError(error)) {
        for (const fe of error.fieldErrors) found[fe.field] = fe.message;
        if (Object.keys(found).length === 0) found.form = error.message;
      } else found.form = t('error.defaultError');
      setDone('');
      setErrors(found);
      setAttempt((n) => n + 1);
    },
  });
  const fail = (found: Errors) => {
    setDone('');
    setErrors(found);
    setAttempt((n) => n + 1);
    return Object.keys(found).length > 0;
  };
  const fieldId = (field: string) => `${prefix}-${field}`;
  const summary = (
    <>
      <ErrorSummary
        title={t('officerQuotas.errorsTitle')}
        items={Object.entries(errors)
          .filter(([f]) => f !== 'form')
          .map(([f, message]) => ({ fieldId: fieldId(f), message }))}
        focusKey={attempt}
      />
      {errors.form && (
        <div role="alert">
          <Notice tone="warning">{errors.form}</Notice>
        </div>
      )}
      {done && (
        <div role="status">
          <Notice tone="success">{done}</Notice>
        </div>
      )}
    </>
  );
  const field = (name: string, label: string, input: (props: FieldProps) => ReactNode, hint?: string) => (
    <div className={errors[name] ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={fieldId(name)}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={`${fieldId(name)}-hint`}>
          {hint}
        </p>
      )}
      {errors[name] && (
        <p className="field__error" id={`${fieldId(name)}-error`}>
          {errors[name]}
        </p>
      )}
      {input({
        id: fieldId(name),
        'aria-invalid': errors[name] ? true : undefined,
        'aria-describedby':
          [errors[name] ? `${fieldId(name)}-error` : '', hint ? `${fieldId(name)}-hint` : '']
            .filter(Boolean)
            .join(' ') || undefined,
      })}
    </div>
  );
  return { mutation, fail, summary, field };
}

interface FieldProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

function Options({ values, label }: { values: readonly string[]; label: (v: string) => string }) {
  const t = useT();
  return (
    <>
      <option value="">{t('officerQuotas.choose')}</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {label(v)}
        </option>
      ))}
    </>
  );
}

function Conversions({ view }: { view: OfficerQuotasDto }) {
  const t = useT();
  const { language } = useLanguage();
  const headingId = useId();
  const change = useChange('decision');
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('officerQuotas.conversionsTitle')}</h2>
      {change.summary}
      {view.pendingConversions.length === 0 ? (
        <p>{t('officerQuotas.noConversions')}</p>
      ) : (
        <ul className="quota-list">
          {view.pendingConversions.map((c) => (
            <li key={c.id}>
              <p>
                <strong>{c.holderName}</strong> ({t('officerQuotas.permitNo', { number: c.permitNumber })}) —{' '}
                {t(typeLabel(c.type))}, {t(kindLabel(c.kind))}:{' '}
                {t('quotaConversion.conversionLine', {
                  amount: c.amount,
                  from: t(gearLabel(c.fromGear)),
                  result: c.resultAmount,
                  to: t(gearLabel(c.toGear)),
                  period: period({ validFrom: c.dateFrom, validTo: c.dateTo }, language),
                })}
              </p>
              <div className="quota-actions">
                <button
                  type="button"
                  className="button"
                  disabled={change.mutation.isPending}
                  onClick={() =>
                    change.mutation.mutate({
                      run: () =>
                        api.post<OfficerQuotasDto>(`${OFFICER_CONVERSIONS_PATH}/${c.id}/patvirtinti`, {
                          body: { json: {} },
                        }),
                      done: t('officerQuotas.approved'),
                    })
                  }
                >
                  {t('officerQuotas.approve', { holder: c.holderName })}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-expanded={rejecting === c.id}
                  onClick={() => {
                    setRejecting(rejecting === c.id ? null : c.id);
                    setReason('');
                  }}
                >
                  {t('officerQuotas.reject', { holder: c.holderName })}
                </button>
              </div>
              {rejecting === c.id && (
                <form
                  noValidate
                  onSubmit={(e) => {
                    e.preventDefault();
                    if (change.fail(reason.trim() ? {} : { reason: t('validation.required') })) return;
                    change.mutation.mutate({
                      run: () =>
                        api.post<OfficerQuotasDto>(`${OFFICER_CONVERSIONS_PATH}/${c.id}/atmesti`, {
                          body: { json: { reason } },
                        }),
                      done: t('officerQuotas.rejected'),
                    });
                  }}
                >
                  {change.field('reason', t('officerQuotas.reason'), (p) => (
                    <textarea
                      className="field__input"
                      rows={3}
                      value={reason}
                      onChange={(e) => setReason(e.target.value)}
                      {...p}
                    />
                  ))}
                  <button type="submit" className="button">
                    {t('officerQuotas.rejectConfirm')}
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Allocate({ quota }: { quota: SeasonQuotaDto }) {
  const t = useT();
  const change = useChange(`allocate-${quota.id.slice(0, 8)}`);
  const [form, setForm] = useState({ permitNumber: '', amount: '', validFrom: '', validTo: '' });
  const primary = quota.kind === 'PIRMINE';
  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!/^\d{11}$/.test(form.permitNumber.trim())) found.permitNumber = t('quotas.error.permitNumber');
    const amount = unitsOf(form.amount);
    if (amount === undefined || amount < 1) found.amount = t('validation.positive');
    if (!primary && form.validFrom && form.validTo && form.validTo <= form.validFrom)
      found.validTo = t('validation.dateToAfterFrom');
    if (change.fail(found)) return;
    change.mutation.mutate({
      run: () =>
        api.post<OfficerQuotasDto>(`${OFFICER_QUOTAS_PATH}/${quota.id}/skirti`, {
          body: {
            json: {
              permitNumber: form.permitNumber.trim(),
              amount,
              ...(!primary && form.validFrom ? { validFrom: form.validFrom } : {}),
              ...(!primary && form.validTo ? { validTo: form.validTo } : {}),
            },
          },
        }),
      done: t('officerQuotas.allocatedDone', { amount: amount ?? 0, number: form.permitNumber.trim() }),
    });
  }
  return (
    <form noValidate onSubmit={submit} className="quota-allocate">
      <h4>{t('officerQuotas.allocateTitle')}</h4>
      <p className="field__hint">{t(primary ? 'officerQuotas.primaryHint' : 'officerQuotas.republicHint')}</p>
      {change.summary}
      {change.field('permitNumber', t('officerQuotas.permitNumber'), (p) => (
        <input
          className="field__input"
          inputMode="numeric"
          autoComplete="off"
          value={form.permitNumber}
          onChange={(e) => setForm({ ...form, permitNumber: e.target.value })}
          {...p}
        />
      ))}
      {change.field('amount', t('officerQuotas.units', { gear: t(gearLabel(quota.gear)) }), (p) => (
        <input
          className="field__input field__input--short"
          inputMode="numeric"
          autoComplete="off"
          value={form.amount}
          onChange={(e) => setForm({ ...form, amount: e.target.value })}
          {...p}
        />
      ))}
      {!primary && (
        <div className="water-body-terms__dates">
          {change.field('validFrom', t('officerQuotas.validFrom'), (p) => (
            <input
              className="field__input"
              type="date"
              min={quota.validFrom}
              max={quota.validTo}
              value={form.validFrom}
              onChange={(e) => setForm({ ...form, validFrom: e.target.value })}
              {...p}
            />
          ))}
          {change.field('validTo', t('officerQuotas.validTo'), (p) => (
            <input
              className="field__input"
              type="date"
              min={quota.validFrom}
              max={quota.validTo}
              value={form.validTo}
              onChange={(e) => setForm({ ...form, validTo: e.target.value })}
              {...p}
            />
          ))}
        </div>
      )}
      <button type="submit" className="button" disabled={change.mutation.isPending}>
        {t('officerQuotas.allocate')}
      </button>
    </form>
  );
}

function SeasonQuota({ quota }: { quota: SeasonQuotaDto }) {
  const t = useT();
  const { language } = useLanguage();
  const change = useChange(`status-${quota.id.slice(0, 8)}`);
  const [confirming, setConfirming] = useState(false);
  const name = `${t(typeLabel(quota.type))}, ${t(kindLabel(quota.kind))}, ${quota.season}`;
  const setStatus = (action: 'aktyvuoti' | 'deaktyvuoti', done: string) =>
    change.mutation.mutate({
      run: () =>
        api.post<OfficerQuotasDto>(`${OFFICER_QUOTAS_PATH}/${quota.id}/${action}`, { body: { json: {} } }),
      done,
    });
  return (
    <li className="quota-card">
      <h3>{name}</h3>
      <p>
        {t('officerQuotas.summary', {
          status: t(statusLabel(quota.status)),
          gear: t(gearLabel(quota.gear)),
          total: quota.totalUnits,
          allocated: quota.allocatedUnits,
          period: period(quota, language),
        })}
      </p>
      {change.summary}
      <div className="quota-actions">
        {quota.status === 'RUOSIAMA' && (
          <button
            type="button"
            className="button"
            onClick={() => setStatus('aktyvuoti', t('officerQuotas.activated'))}
          >
            {t('officerQuotas.activate', { name })}
          </button>
        )}
        {quota.status !== 'DEAKTYVI' && (
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={confirming}
            onClick={() => setConfirming(!confirming)}
          >
            {t('officerQuotas.close', { name })}
          </button>
        )}
      </div>
      {confirming && quota.status !== 'DEAKTYVI' && (
        <div className="quota-actions">
          <p>{t('officerQuotas.closeWarning')}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setConfirming(false);
              setStatus('deaktyvuoti', t('officerQuotas.closed'));
            }}
          >
            {t('officerQuotas.closeConfirm')}
          </button>
        </div>
      )}
      {quota.allocations.length > 0 && (
        <ul>
          {quota.allocations.map((a) => (
            <li key={a.id}>
              {t('officerQuotas.allocationLine', {
                holder: a.holderName,
                number: a.permitNumber,
                allocated: a.allocated,
                gear: t(gearLabel(a.gear)),
                converted: a.converted,
                period: period(a, language),
              })}
            </li>
          ))}
        </ul>
      )}
      {quota.status !== 'DEAKTYVI' && <Allocate quota={quota} />}
    </li>
  );
}

function NewSeasonQuota() {
  const t = useT();
  const headingId = useId();
  const change = useChange('season');
  const year = new Date().getFullYear();
  const [form, setForm] = useState({
    season: String(year),
    type: '',
    kind: '',
    gear: '',
    totalUnits: '',
    validFrom: '',
    validTo: '',
  });
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [name]: e.target.value });
  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    for (const name of ['type', 'kind', 'gear', 'validFrom', 'validTo'] as const)
      if (!form[name]) found[name] = t('validation.required');
    const total = unitsOf(form.totalUnits);
    if (total === undefined || total < 1) found.totalUnits = t('validation.positive');
    if (!/^\d{4}$/.test(form.season)) found.season = t('validation.invalid');
    if (form.validFrom && form.validTo && form.validTo <= form.validFrom)
      found.validTo = t('validation.dateToAfterFrom');
    if (change.fail(found)) return;
    change.mutation.mutate({
      run: () =>
        api.post<OfficerQuotasDto>(OFFICER_QUOTAS_PATH, {
          body: { json: { ...form, season: Number(form.season), totalUnits: total } },
        }),
      done: t('officerQuotas.prepared'),
    });
  }
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('officerQuotas.newTitle')}</h2>
      <form noValidate onSubmit={submit}>
        {change.summary}
        {change.field('season', t('officerQuotas.season'), (p) => (
          <input
            className="field__input field__input--short"
            inputMode="numeric"
            value={form.season}
            onChange={set('season')}
            {...p}
          />
        ))}
        {change.field('type', t('quotas.type'), (p) => (
          <select className="field__input" value={form.type} onChange={set('type')} {...p}>
            <Options values={QUOTA_TYPES} label={(v) => t(typeLabel(v as (typeof QUOTA_TYPES)[number]))} />
          </select>
        ))}
        {change.field('kind', t('quotas.kind'), (p) => (
          <select className="field__input" value={form.kind} onChange={set('kind')} {...p}>
            <Options values={QUOTA_KINDS} label={(v) => t(kindLabel(v as (typeof QUOTA_KINDS)[number]))} />
          </select>
        ))}
        {change.field('gear', t('quotas.gear'), (p) => (
          <select className="field__input" value={form.gear} onChange={set('gear')} {...p}>
            <Options values={QUOTA_GEAR} label={(v) => t(gearLabel(v as (typeof QUOTA_GEAR)[number]))} />
          </select>
        ))}
        {change.field('totalUnits', t('officerQuotas.totalUnits'), (p) => (
          <input
            className="field__input field__input--short"
            inputMode="numeric"
            value={form.totalUnits}
            onChange={set('totalUnits')}
            {...p}
          />
        ))}
        <div className="water-body-terms__dates">
          {change.field('validFrom', t('officerQuotas.validFrom'), (p) => (
            <input
              className="field__input"
              type="date"
              value={form.validFrom}
              onChange={set('validFrom')}
              {...p}
            />
          ))}
          {change.field('validTo', t('officerQuotas.validTo'), (p) => (
            <input
              className="field__input"
              type="date"
              value={form.validTo}
              onChange={set('validTo')}
              {...p}
            />
          ))}
        </div>
        <button type="submit" className="button" disabled={change.mutation.isPending}>
          {t('officerQuotas.prepare')}
        </button>
      </form>
    </section>
  );
}

function Coefficients({ view }: { view: OfficerQuotasDto }) {
  const t = useT();
  const headingId = useId();
  const captionId = useId();
  const change = useChange('coefficient');
  const [form, setForm] = useState({ quotaType: '', fromGear: '', toGear: '', coefficient: '' });
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [name]: e.target.value });
  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    for (const name of ['quotaType', 'fromGear', 'toGear'] as const)
      if (!form[name]) found[name] = t('validation.required');
    const value = Number(form.coefficient.replace(',', '.'));
    if (!/^\d{1,3}([.,]\d{1,2})?$/.test(form.coefficient.trim()) || !(value > 0))
      found.coefficient = t('quotas.error.coefficient');
    if (form.fromGear && form.fromGear === form.toGear) found.toGear = t('quotas.error.sameGear');
    if (change.fail(found)) return;
    change.mutation.mutate({
      run: () =>
        api.put<OfficerQuotasDto>(OFFICER_COEFFICIENTS_PATH, {
          body: { json: { ...form, coefficient: value } },
        }),
      done: t('officerQuotas.coefficientSaved'),
    });
  }
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('officerQuotas.coefficientsTitle')}</h2>
      <p>{t('officerQuotas.coefficientsLead')}</p>
      {change.summary}
      {view.coefficients.length > 0 && (
        <table className="water-bodies-table">
          <caption className="visually-hidden" id={captionId}>
            {t('officerQuotas.coefficientsTitle')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('quotas.type')}</th>
              <th scope="col">{t('officerQuotas.fromGear')}</th>
              <th scope="col">{t('officerQuotas.toGear')}</th>
              <th scope="col">{t('officerQuotas.coefficient')}</th>
              <th scope="col">{t('officerQuotas.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {view.coefficients.map((c) => (
              <tr key={c.id}>
                <td>{t(typeLabel(c.quotaType))}</td>
                <td>{t(gearLabel(c.fromGear))}</td>
                <td>{t(gearLabel(c.toGear))}</td>
                <td>{c.coefficient}</td>
                <td>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() =>
                      change.mutation.mutate({
                        run: () => api.delete<OfficerQuotasDto>(`${OFFICER_COEFFICIENTS_PATH}/${c.id}`),
                        done: t('officerQuotas.coefficientRemoved'),
                      })
                    }
                  >
                    {t('officerQuotas.remove', {
                      from: t(gearLabel(c.fromGear)),
                      to: t(gearLabel(c.toGear)),
                    })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form noValidate onSubmit={submit}>
        <h3>{t('officerQuotas.coefficientFormTitle')}</h3>
        {change.field('quotaType', t('quotas.type'), (p) => (
          <select className="field__input" value={form.quotaType} onChange={set('quotaType')} {...p}>
            <Options values={QUOTA_TYPES} label={(v) => t(typeLabel(v as (typeof QUOTA_TYPES)[number]))} />
          </select>
        ))}
        {change.field('fromGear', t('officerQuotas.fromGear'), (p) => (
          <select className="field__input" value={form.fromGear} onChange={set('fromGear')} {...p}>
            <Options values={QUOTA_GEAR} label={(v) => t(gearLabel(v as (typeof QUOTA_GEAR)[number]))} />
          </select>
        ))}
        {change.field('toGear', t('officerQuotas.toGear'), (p) => (
          <select className="field__input" value={form.toGear} onChange={set('toGear')} {...p}>
            <Options values={QUOTA_GEAR} label={(v) => t(gearLabel(v as (typeof QUOTA_GEAR)[number]))} />
          </select>
        ))}
        {change.field(
          'coefficient',
          t('officerQuotas.coefficient'),
          (p) => (
            <input
              className="field__input field__input--short"
              inputMode="decimal"
              value={form.coefficient}
              onChange={set('coefficient')}
              {...p}
            />
          ),
          t('officerQuotas.coefficientHint'),
        )}
        <button type="submit" className="button" disabled={change.mutation.isPending}>
          {t('officerQuotas.saveCoefficient')}
        </button>
      </form>
    </section>
  );
}

export function OfficerQuotasPage() {
  const t = useT();
  const headingId = useId();
  const view = useQuery({
    queryKey: KEY,
    meta: { silent: true, languageDependent: true },
    queryFn: () => api.get<OfficerQuotasDto>(OFFICER_QUOTAS_PATH),
  });
  return (
    <>
      <PageHeader title={t('route.officerQuotas')} lead={t('officerQuotas.lead')} />
      {view.isPending ? (
        <Spinner label={t('quotas.loading')} />
      ) : view.isError ? (
        <Notice tone="warning">
          <p>{isApiError(view.error) ? view.error.message : t('error.defaultError')}</p>
          <button type="button" className="button button--secondary" onClick={() => view.refetch()}>
            {t('quotas.retry')}
          </button>
        </Notice>
      ) : (
        <>
          <Conversions view={view.data} />
          <section aria-labelledby={headingId}>
            <h2 id={headingId}>{t('officerQuotas.seasonsTitle')}</h2>
            {view.data.quotas.length === 0 ? (
              <p>{t('officerQuotas.noQuotas')}</p>
            ) : (
              <ul className="quota-cards">
                {view.data.quotas.map((q) => (
                  <SeasonQuota key={q.id} quota={q} />
                ))}
              </ul>
            )}
          </section>
          <NewSeasonQuota />
          <Coefficients view={view.data} />
        </>
      )}
    </>
  );
}
