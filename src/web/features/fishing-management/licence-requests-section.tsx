/**
 * Licence requests on the lessor's water body page (issue 18; spec §3 L03 statuses, L06 licence;
 * §4 "withdraw conditions"; ADR 0022): the requests with their status, the officer's message, the
 * pool's live counts once approved and the history; a form for a new request, the same form to
 * correct a returned one, and a button to withdraw one still pending. The browser checks what it
 * can at once; the server checks everything again and its messages are shown at the fields.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactElement, useState } from 'react';
import { ANGLER_PERIOD_CODES, type AnglerPeriod } from '../../../shared/anglers/periods.ts';
import type { MessageId } from '../../../shared/i18n/index.ts';
import { type LessorWaterBodyDetailDto, WATER_BODIES_PATH } from '../../../shared/water-bodies/api.ts';
import type { LicenceRequestDto, LicenceRequestsDto } from '../../../shared/water-bodies/licence-requests.ts';
import { type Translate, useLanguage, useT } from '../../i18n/use-t.ts';
import { api, isApiError } from '../../platform/api.ts';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { centsOf, eurosInput } from '../../ui/form/money.ts';
import { Notice } from '../../ui/page.tsx';
import { euros, formatDay } from '../../ui/permits/format.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { CATALOGUE_KEY, catalogueQuery, selectCatalogue } from '../anglers/index.ts';
import { LESSOR_QUERY, LoadFailed } from './lessor-ui.tsx';

const periodLabel = (period: AnglerPeriod) => `waterBodies.period.${period}` as const;
export const statusLabel = (status: string) => `licenceRequests.status.${status}` as MessageId;
export const actionLabel = (action: string) => `licenceRequests.action.${action}` as MessageId;

interface FormState {
  speciesCode: string;
  placeLt: string;
  placeEn: string;
  period: AnglerPeriod;
  fishingFrom: string;
  fishingTo: string;
  conditionsLt: string;
  conditionsEn: string;
  amount: string;
  minSizeCm: string;
  total: string;
  price: string;
  released: boolean;
}

const EMPTY: FormState = {
  speciesCode: '',
  placeLt: '',
  placeEn: '',
  period: '1',
  fishingFrom: '',
  fishingTo: '',
  conditionsLt: '',
  conditionsEn: '',
  amount: '1',
  minSizeCm: '',
  total: '',
  price: '',
  released: false,
};

function formOf(r: LicenceRequestDto): FormState {
  return {
    speciesCode: r.speciesCode,
    placeLt: r.placeLt,
    placeEn: r.placeEn,
    period: r.period,
    fishingFrom: r.fishingFrom,
    fishingTo: r.fishingTo,
    conditionsLt: r.conditionsLt,
    conditionsEn: r.conditionsEn,
    amount: String(r.amount),
    minSizeCm: r.minSizeCm === null ? '' : String(r.minSizeCm),
    total: String(r.total),
    price: eurosInput(r.priceCents),
    released: r.released,
  };
}

const whole = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : undefined);

/** The form checked as far as the browser can; the payload when nothing is wrong. */
function check(form: FormState, maxPriceCents: number, t: Translate) {
  const found: Record<string, string> = {};
  const required = (field: keyof FormState) => {
    if (typeof form[field] === 'string' && (form[field] as string).trim() === '')
      found[field] = t('validation.required');
  };
  for (const field of [
    'speciesCode',
    'placeLt',
    'placeEn',
    'fishingFrom',
    'fishingTo',
    'conditionsLt',
    'conditionsEn',
  ] as const)
    required(field);
  if (!found.fishingTo && form.fishingFrom && form.fishingTo <= form.fishingFrom)
    found.fishingTo = t('waterBodies.error.endAfterStart');
  const amount = whole(form.amount);
  if (amount === undefined || amount < 1) found.amount = t('validation.positive');
  const total = whole(form.total);
  if (total === undefined || total < 1) found.total = t('validation.positive');
  const minSize = form.minSizeCm.trim() === '' ? null : whole(form.minSizeCm);
  if (minSize === undefined || minSize === 0) found.minSizeCm = t('validation.positive');
  const cents = centsOf(form.price);
  if (form.price.trim() === '') found.priceCents = t('validation.required');
  else if (cents === undefined) found.priceCents = t('validation.money');
  else if (cents > maxPriceCents)
    found.priceCents = t('waterBodies.error.priceAboveMax', { max: (maxPriceCents / 100).toFixed(2) });
  if (Object.keys(found).length > 0) return { found };
  return {
    found,
    payload: {
      speciesCode: form.speciesCode,
      placeLt: form.placeLt,
      placeEn: form.placeEn,
      period: form.period,
      fishingFrom: form.fishingFrom,
      fishingTo: form.fishingTo,
      conditionsLt: form.conditionsLt,
      conditionsEn: form.conditionsEn,
      amount,
      minSizeCm: minSize,
      total,
      priceCents: cents,
      released: form.released,
    },
  };
}

export function LicenceRequestsSection({ body }: { body: LessorWaterBodyDetailDto }) {
  const t = useT();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const base = `${WATER_BODIES_PATH}/${body.code}/prasymai`;
  const key = ['water-bodies', 'licence-requests', body.code] as const;
  const list = useQuery({ queryKey: key, ...LESSOR_QUERY, queryFn: () => api.get<LicenceRequestsDto>(base) });
  const species = useQuery({ ...catalogueQuery(), select: selectCatalogue, networkMode: 'always' });
  const [form, setForm] = useState<FormState>(EMPTY);
  /** The returned request being corrected, if any. */
  const [editing, setEditing] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const fieldId = (field: string) => `licence-${field}`;

  const send = useMutation({
    meta: { silent: true },
    mutationFn: (call: { method: 'post' | 'put'; url: string; payload: unknown; done: string }) =>
      api[call.method]<LicenceRequestDto>(call.url, { body: { json: call.payload } }).then(() => call.done),
    onSuccess: async (message) => {
      setErrors({});
      setDone(message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY }),
      ]);
    },
    onError: (error) => {
      const found: Record<string, string> = {};
      if (isApiError(error)) {
        for (const fe of error.fieldErrors) found[fe.field] = fe.message;
        if (Object.keys(found).length === 0) found.form = error.message;
      } else found.form = t('error.network');
      setErrors(found);
      setDone(null);
      setAttempt((n) => n + 1);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const { found, payload } = check(form, body.maxPriceCents, t);
    setErrors(found);
    setDone(null);
    if (!payload) {
      setAttempt((n) => n + 1);
      return;
    }
    send.mutate(
      editing
        ? { method: 'put', url: `${base}/${editing}`, payload, done: t('licenceRequests.submitted') }
        : { method: 'post', url: base, payload, done: t('licenceRequests.submitted') },
      {
        onSuccess: () => {
          setForm(EMPTY);
          setEditing(null);
        },
      },
    );
  }

  const speciesName = (code: string) => {
    const found = species.data?.species.find((s) => s.code === code);
    return found ? (language === 'lt' ? found.nameLt : found.nameEn) : code;
  };
  const summary = Object.entries(errors)
    .filter(([field]) => field !== 'form')
    .map(([field, message]) => ({ fieldId: fieldId(field), message }));
  const described = (field: string) => (errors[field] ? `${fieldId(field)}-error` : undefined);
  const field = (
    name: keyof FormState | 'priceCents',
    label: string,
    input: (props: FieldProps) => ReactElement,
  ) => (
    <div className={errors[name] ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={fieldId(name)}>
        {label}
      </label>
      {errors[name] && (
        <p className="field__error" id={`${fieldId(name)}-error`}>
          {errors[name]}
        </p>
      )}
      {input({
        id: fieldId(name),
        'aria-invalid': errors[name] ? true : undefined,
        'aria-describedby': described(name),
      })}
    </div>
  );
  const text = (name: keyof FormState, label: string, options: { area?: boolean; short?: boolean } = {}) =>
    field(name, label, (props) =>
      options.area ? (
        <textarea
          {...props}
          className="field__input"
          rows={3}
          value={form[name] as string}
          onChange={(e) => setForm({ ...form, [name]: e.target.value })}
        />
      ) : (
        <input
          {...props}
          className={options.short ? 'field__input field__input--short' : 'field__input'}
          inputMode={options.short ? 'decimal' : undefined}
          autoComplete="off"
          value={form[name] as string}
          onChange={(e) => setForm({ ...form, [name]: e.target.value })}
        />
      ),
    );
  const date = (name: 'fishingFrom' | 'fishingTo', label: string) =>
    field(name, label, (props) => (
      <input
        {...props}
        className="field__input"
        type="date"
        value={form[name]}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      />
    ));

  return (
    <section className="water-body-offers" aria-labelledby="licence-requests-title">
      <h2 id="licence-requests-title">{t('licenceRequests.title')}</h2>
      <p>{t('licenceRequests.lead')}</p>
      {done && (
        <div role="status">
          <Notice tone="success">{done}</Notice>
        </div>
      )}
      {errors.form && <Notice tone="warning">{errors.form}</Notice>}
      {list.isPending ? (
        <Spinner label={t('licenceRequests.loading')} />
      ) : list.isError ? (
        <LoadFailed error={list.error} retry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p>{t('licenceRequests.none')}</p>
      ) : (
        <ul className="licence-requests">
          {list.data.items.map((r) => (
            <li key={r.id} className="licence-request">
              <RequestCard request={r} speciesName={speciesName(r.speciesCode)} />
              <div className="licence-request__actions">
                {r.status === 'GRAZINTAS' && (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => {
                      setEditing(r.id);
                      setForm(formOf(r));
                      setErrors({});
                      document.getElementById(fieldId('speciesCode'))?.focus();
                    }}
                  >
                    {t('licenceRequests.resubmitTitle')}
                  </button>
                )}
                {(r.status === 'PATEIKTAS' || r.status === 'GRAZINTAS') && (
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={send.isPending}
                    onClick={() =>
                      send.mutate({
                        method: 'post',
                        url: `${base}/${r.id}/atsiimti`,
                        payload: {},
                        done: t('licenceRequests.withdrawn'),
                      })
                    }
                  >
                    {t('licenceRequests.withdraw')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <form className="water-body-terms" onSubmit={submit} noValidate aria-labelledby="licence-form-title">
        <h3 id="licence-form-title">
          {editing ? t('licenceRequests.resubmitTitle') : t('licenceRequests.newTitle')}
        </h3>
        <ErrorSummary title={t('licenceRequests.errorsTitle')} items={summary} focusKey={attempt} />
        <div className="water-body-terms__dates">
          {field('speciesCode', t('licenceRequests.species'), (props) => (
            <select
              {...props}
              className="field__input field__select"
              value={form.speciesCode}
              onChange={(e) => setForm({ ...form, speciesCode: e.target.value })}
            >
              <option value="">—</option>
              {(species.data?.species ?? []).map((s) => (
                <option key={s.code} value={s.code}>
                  {language === 'lt' ? s.nameLt : s.nameEn}
                </option>
              ))}
            </select>
          ))}
          {field('period', t('licenceRequests.period'), (props) => (
            <select
              {...props}
              className="field__input field__select"
              value={form.period}
              onChange={(e) => setForm({ ...form, period: e.target.value as AnglerPeriod })}
            >
              {ANGLER_PERIOD_CODES.map((period) => (
                <option key={period} value={period}>
                  {t(periodLabel(period))}
                </option>
              ))}
            </select>
          ))}
        </div>
        {text('placeLt', t('licenceRequests.placeLt'))}
        {text('placeEn', t('licenceRequests.placeEn'))}
        <div className="water-body-terms__dates">
          {date('fishingFrom', t('licenceRequests.fishingFrom'))}
          {date('fishingTo', t('licenceRequests.fishingTo'))}
        </div>
        {text('conditionsLt', t('licenceRequests.conditionsLt'), { area: true })}
        {text('conditionsEn', t('licenceRequests.conditionsEn'), { area: true })}
        <div className="water-body-terms__prices">
          {text('total', t('licenceRequests.total'), { short: true })}
          {field('priceCents', t('licenceRequests.price'), (props) => (
            <input
              {...props}
              className="field__input field__input--short"
              inputMode="decimal"
              autoComplete="off"
              value={form.price}
              onChange={(e) => setForm({ ...form, price: e.target.value })}
            />
          ))}
          {text('amount', t('licenceRequests.amount'), { short: true })}
          {text('minSizeCm', t('licenceRequests.minSize'), { short: true })}
        </div>
        <div className="field">
          <label className="field__checkbox">
            <input
              type="checkbox"
              checked={form.released}
              onChange={(e) => setForm({ ...form, released: e.target.checked })}
            />{' '}
            {t('licenceRequests.released')}
          </label>
        </div>
        <button type="submit" className="button" disabled={send.isPending}>
          {editing ? t('licenceRequests.resubmit') : t('licenceRequests.submit')}
        </button>
      </form>
    </section>
  );
}

interface FieldProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** One request as the lessor and the officer see it: what was asked, its status, its history. */
export function RequestCard({
  request: r,
  speciesName,
  headingLevel = 3,
}: {
  request: LicenceRequestDto;
  speciesName: string;
  headingLevel?: 3 | 4;
}) {
  const t = useT();
  const { language } = useLanguage();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const place = language === 'lt' ? r.placeLt : r.placeEn;
  return (
    <>
      <Heading className="licence-request__title">
        {speciesName}, {place}{' '}
        <span className={`licence-request__status licence-request__status--${r.status.toLowerCase()}`}>
          {t(statusLabel(r.status))}
        </span>
      </Heading>
      <dl className="licence-request__facts">
        <div>
          <dt>{t('licenceRequests.period')}</dt>
          <dd>{t(periodLabel(r.period))}</dd>
        </div>
        <div>
          <dt>{t('licenceRequests.fishingFrom')}</dt>
          <dd>
            {formatDay(r.fishingFrom, language)} – {formatDay(r.fishingTo, language)}
          </dd>
        </div>
        <div>
          <dt>{t('licenceRequests.total')}</dt>
          <dd>{r.total}</dd>
        </div>
        <div>
          <dt>{t('licenceRequests.price')}</dt>
          <dd>{euros(r.priceCents, language)}</dd>
        </div>
        <div>
          <dt>{t('licenceRequests.amount')}</dt>
          <dd>{r.amount}</dd>
        </div>
        <div>
          <dt>{t('licenceRequests.minSize')}</dt>
          <dd>{r.minSizeCm ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('licenceRequests.released')}</dt>
          <dd>{t(r.released ? 'waterBodies.yes' : 'waterBodies.no')}</dd>
        </div>
        {r.pool && (
          <div>
            <dt>{t('licenceRequests.poolLabel')}</dt>
            <dd>
              {t('licenceRequests.pool', {
                sold: String(r.pool.sold),
                available: String(r.pool.available),
                total: String(r.total),
              })}
            </dd>
          </div>
        )}
      </dl>
      <p className="licence-request__conditions">{language === 'lt' ? r.conditionsLt : r.conditionsEn}</p>
      {r.message && (
        <Notice tone={r.status === 'ATMESTAS' || r.status === 'GRAZINTAS' ? 'warning' : 'info'}>
          <strong>{t('licenceRequests.officerMessage')}:</strong> {r.message}
        </Notice>
      )}
      <details className="licence-request__history">
        <summary>{t('licenceRequests.history')}</summary>
        <ol>
          {r.history.map((h) => (
            <li key={`${h.at}-${h.action}`}>
              {new Date(h.at).toLocaleString(language === 'lt' ? 'lt-LT' : 'en-GB', {
                timeZone: 'Europe/Vilnius',
                dateStyle: 'short',
                timeStyle: 'short',
              })}{' '}
              — {t(actionLabel(h.action))} ({h.actorName}){h.note ? `: ${h.note}` : ''}
            </li>
          ))}
        </ol>
      </details>
    </>
  );
}
