/**
 * The lessor's water bodies (issue 18; spec §2 /telkiniai and /telkiniai/{id}, §3 Water body, §5
 * water body rules, §6 ROLE_L03): the list with the L05.2 permit sold on each, and one water body
 * with the form that sets what anglers buy there from now on, and its limited-fishing offers
 * (promotions-section.tsx). The route table already keeps these
 * pages to ROLE_L03; the server answers only the acting party's own water bodies.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ANGLER_PERIOD_CODES, type AnglerPeriod } from '../../../shared/anglers/periods.ts';
import type { Language } from '../../../shared/i18n/index.ts';
import {
  type L05_2TermsDto,
  type LessorWaterBodiesDto,
  type LessorWaterBodyDetailDto,
  type LessorWaterBodyDto,
  WATER_BODIES_PATH,
} from '../../../shared/water-bodies/api.ts';
import { type Translate, useLanguage, useT } from '../../i18n/use-t.ts';
import { api, isApiError } from '../../platform/api.ts';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { centsOf, eurosInput } from '../../ui/form/money.ts';
import { Notice, PageHeader } from '../../ui/page.tsx';
import { type Fact, Facts } from '../../ui/permits/facts.tsx';
import { euros, formatDay } from '../../ui/permits/format.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { CATALOGUE_KEY } from '../anglers/index.ts';
import { municipalityLabel } from '../map/index.ts';
import { LESSOR_QUERY, LoadFailed, OfflineNotice } from './lessor-ui.tsx';
import { LicenceRequestsSection } from './licence-requests-section.tsx';
import { PromotionsSection } from './promotions-section.tsx';
import './water-bodies.css';

/** The durations' names live in this page's own catalogue (the angler kinds' load with their pages). */
const periodLabel = (period: AnglerPeriod) => `waterBodies.period.${period}` as const;

const LIST_KEY = ['water-bodies', 'list'] as const;
const detailKey = (code: string) => ['water-bodies', 'detail', code] as const;

function municipality(code: string, t: Translate) {
  const label = municipalityLabel(code);
  return label ? t(label) : code;
}

function leaseText(body: LessorWaterBodyDto, language: Language, t: Translate) {
  return body.leaseTo
    ? `${formatDay(body.leaseFrom, language)} – ${formatDay(body.leaseTo, language)}`
    : t('waterBodies.leaseOpen', { from: formatDay(body.leaseFrom, language) });
}

function pricesText(terms: L05_2TermsDto | null, language: Language, t: Translate) {
  if (!terms) return t('waterBodies.notSelling');
  return terms.prices.map((p) => `${t(periodLabel(p.period))}: ${euros(p.priceCents, language)}`).join('; ');
}

function seasonText(terms: L05_2TermsDto | null, language: Language) {
  return terms ? `${formatDay(terms.fishingFrom, language)} – ${formatDay(terms.fishingTo, language)}` : '—';
}

export function WaterBodiesPage() {
  const t = useT();
  const { language } = useLanguage();
  const captionId = useId();
  const list = useQuery({
    queryKey: LIST_KEY,
    // The page shows its own failure (LoadFailed), with the server's message; offline, at once.
    ...LESSOR_QUERY,
    queryFn: () => api.get<LessorWaterBodiesDto>(WATER_BODIES_PATH),
  });
  return (
    <>
      <PageHeader title={t('route.waterBodies')} lead={t('waterBodies.lead')} />
      <OfflineNotice />
      {list.isPending ? (
        <Spinner label={t('waterBodies.loading')} />
      ) : list.isError ? (
        <LoadFailed error={list.error} retry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Notice>{t('waterBodies.none')}</Notice>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard.
        <section className="water-bodies-table-wrap" aria-labelledby={captionId} tabIndex={0}>
          <table className="water-bodies-table">
            <caption className="visually-hidden" id={captionId}>
              {t('route.waterBodies')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('waterBodies.name')}</th>
                <th scope="col">{t('waterBodies.code')}</th>
                <th scope="col">{t('waterBodies.oldCode')}</th>
                <th scope="col">{t('waterBodies.municipality')}</th>
                <th scope="col">{t('waterBodies.state')}</th>
                <th scope="col">{t('waterBodies.lease')}</th>
                <th scope="col">{t('waterBodies.limited')}</th>
                <th scope="col">{t('waterBodies.prices')}</th>
                <th scope="col">{t('waterBodies.season')}</th>
                <th scope="col">{t('waterBodies.permitNumber')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((body) => (
                <tr key={body.code}>
                  <th scope="row">
                    <Link to={`/telkiniai/${body.code}`}>{body.name}</Link>
                  </th>
                  <td>{body.code}</td>
                  <td>{body.oldCode ?? '—'}</td>
                  <td>{municipality(body.municipality, t)}</td>
                  <td>
                    {t(body.state === 'ACTIVE' ? 'waterBodies.stateActive' : 'waterBodies.stateClosed')}
                  </td>
                  <td>{leaseText(body, language, t)}</td>
                  <td>{t(body.limited ? 'waterBodies.yes' : 'waterBodies.no')}</td>
                  <td>{pricesText(body.terms, language, t)}</td>
                  <td>{seasonText(body.terms, language)}</td>
                  <td>{body.permitNumber}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}

interface FormState {
  fishingFrom: string;
  fishingTo: string;
  prices: Record<AnglerPeriod, string>;
}

function formOf(body: LessorWaterBodyDetailDto): FormState {
  const prices = { '1': '', '2': '', '3': '', '999': '' } as Record<AnglerPeriod, string>;
  for (const p of body.terms?.prices ?? []) prices[p.period] = eurosInput(p.priceCents);
  return { fishingFrom: body.terms?.fishingFrom ?? '', fishingTo: body.terms?.fishingTo ?? '', prices };
}

function TermsForm({ body }: { body: LessorWaterBodyDetailDto }) {
  const t = useT();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<FormState>(() => formOf(body));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const [saved, setSaved] = useState(false);
  // The durations sent, in order: the server names a price by its place in the list.
  const sentPeriods = useRef<AnglerPeriod[]>([]);
  const fieldId = (field: string) => `terms-${field.replace(/\./g, '-')}`;
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (payload: unknown) =>
      api.put<LessorWaterBodyDetailDto>(`${WATER_BODIES_PATH}/${body.code}/leidimas`, {
        body: { json: payload },
      }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(detailKey(body.code), updated);
      setForm(formOf(updated));
      setSaved(true);
      // Anglers in this browser see the new terms at once (the map, the L05.2 purchase).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: LIST_KEY }),
        queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY }),
      ]);
    },
    onError: (error) => {
      const found: Record<string, string> = {};
      if (isApiError(error)) {
        for (const fe of error.fieldErrors) {
          // The server names prices by their place in what was sent; the form by their duration.
          const at = /^prices\.(\d+)\.priceCents$/.exec(fe.field);
          const period = at ? sentPeriods.current[Number(at[1])] : undefined;
          found[period ? `price-${period}` : fe.field.startsWith('prices') ? 'price-1' : fe.field] =
            fe.message;
        }
        if (Object.keys(found).length === 0) found.form = error.message;
      } else found.form = t('error.defaultError');
      setErrors(found);
      setAttempt((n) => n + 1);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const found: Record<string, string> = {};
    const prices: { period: AnglerPeriod; priceCents: number }[] = [];
    for (const period of ANGLER_PERIOD_CODES) {
      const text = form.prices[period];
      if (text.trim() === '') continue;
      const cents = centsOf(text);
      if (cents === undefined) found[`price-${period}`] = t('validation.money');
      else if (cents > body.maxPriceCents)
        found[`price-${period}`] = t('waterBodies.error.priceAboveMax', {
          max: (body.maxPriceCents / 100).toFixed(2),
        });
      else prices.push({ period, priceCents: cents });
    }
    if (prices.length === 0 && Object.keys(found).length === 0)
      found['price-1'] = t('waterBodies.error.noPrices');
    if (!form.fishingFrom) found.fishingFrom = t('validation.required');
    if (!form.fishingTo) found.fishingTo = t('validation.required');
    else if (form.fishingFrom && form.fishingTo <= form.fishingFrom)
      found.fishingTo = t('waterBodies.error.endAfterStart');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    sentPeriods.current = prices.map((p) => p.period);
    save.mutate({ fishingFrom: form.fishingFrom, fishingTo: form.fishingTo, prices });
  }

  const summary = Object.entries(errors)
    .filter(([field]) => field !== 'form')
    .map(([field, message]) => ({ fieldId: fieldId(field), message }));
  const described = (field: string) => (errors[field] ? `${fieldId(field)}-error` : undefined);
  const dateField = (field: 'fishingFrom' | 'fishingTo', label: string) => (
    <div className={errors[field] ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={fieldId(field)}>
        {label}
      </label>
      {errors[field] && (
        <p className="field__error" id={`${fieldId(field)}-error`}>
          {errors[field]}
        </p>
      )}
      <input
        id={fieldId(field)}
        className="field__input"
        type="date"
        value={form[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={described(field)}
        onChange={(e) => setForm({ ...form, [field]: e.target.value })}
      />
    </div>
  );

  return (
    <form className="water-body-terms" onSubmit={submit} noValidate>
      <h2>{t('waterBody.termsTitle')}</h2>
      <p>{t('waterBody.termsLead', { max: euros(body.maxPriceCents, language) })}</p>
      <ErrorSummary title={t('waterBody.errorsTitle')} items={summary} focusKey={attempt} />
      {errors.form && <Notice tone="warning">{errors.form}</Notice>}
      <fieldset className="fieldset">
        <legend className="fieldset__legend">{t('waterBodies.season')}</legend>
        <div className="water-body-terms__dates">
          {dateField('fishingFrom', t('waterBody.fishingFrom'))}
          {dateField('fishingTo', t('waterBody.fishingTo'))}
        </div>
      </fieldset>
      <fieldset className="fieldset">
        <legend className="fieldset__legend">{t('waterBody.pricesLegend')}</legend>
        <p className="field__hint">{t('waterBody.pricesHint')}</p>
        <div className="water-body-terms__prices">
          {ANGLER_PERIOD_CODES.map((period) => {
            const field = `price-${period}`;
            return (
              <div key={period} className={errors[field] ? 'field field--invalid' : 'field'}>
                <label className="field__label" htmlFor={fieldId(field)}>
                  {t('waterBody.priceFor', { period: t(periodLabel(period)) })}
                </label>
                {errors[field] && (
                  <p className="field__error" id={`${fieldId(field)}-error`}>
                    {errors[field]}
                  </p>
                )}
                <input
                  id={fieldId(field)}
                  className="field__input field__input--short"
                  inputMode="decimal"
                  autoComplete="off"
                  value={form.prices[period]}
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={described(field)}
                  onChange={(e) => setForm({ ...form, prices: { ...form.prices, [period]: e.target.value } })}
                />
              </div>
            );
          })}
        </div>
      </fieldset>
      {saved && (
        <div role="status">
          <Notice tone="success">{t('waterBody.saved')}</Notice>
        </div>
      )}
      <button type="submit" className="button" disabled={save.isPending}>
        {t('waterBody.save')}
      </button>
    </form>
  );
}

export function WaterBodyPage() {
  const t = useT();
  const { language } = useLanguage();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: detailKey(id),
    ...LESSOR_QUERY,
    queryFn: () => api.get<LessorWaterBodyDetailDto>(`${WATER_BODIES_PATH}/${encodeURIComponent(id)}`),
  });
  const back = (
    <p>
      <Link to="/telkiniai">{t('waterBody.back')}</Link>
    </p>
  );
  if (detail.isPending)
    return (
      <>
        <OfflineNotice />
        <Spinner label={t('waterBodies.loading')} />
      </>
    );
  if (detail.isError)
    return (
      <>
        <PageHeader caption={t('route.waterBodies')} title={t('waterBody.title', { id })} />
        <OfflineNotice />
        <LoadFailed error={detail.error} retry={() => detail.refetch()} />
        {back}
      </>
    );
  const body = detail.data;
  const facts: Fact[] = [
    { label: t('waterBodies.code'), value: body.code },
    { label: t('waterBodies.oldCode'), value: body.oldCode ?? '—' },
    { label: t('waterBodies.municipality'), value: municipality(body.municipality, t) },
    {
      label: t('waterBodies.state'),
      value: t(body.state === 'ACTIVE' ? 'waterBodies.stateActive' : 'waterBodies.stateClosed'),
    },
    { label: t('waterBodies.lease'), value: leaseText(body, language, t) },
    { label: t('waterBodies.limited'), value: t(body.limited ? 'waterBodies.yes' : 'waterBodies.no') },
    { label: t('waterBodies.permitNumber'), value: body.permitNumber },
    { label: t('waterBodies.prices'), value: pricesText(body.terms, language, t) },
    { label: t('waterBodies.season'), value: seasonText(body.terms, language) },
  ];
  return (
    <>
      <PageHeader caption={t('route.waterBodies')} title={body.name} />
      <OfflineNotice />
      {back}
      <Facts items={facts} />
      <TermsForm key={`${body.code}`} body={body} />
      <PromotionsSection
        body={body}
        onChanged={(updated) => queryClient.setQueryData(detailKey(body.code), updated)}
      />
      <LicenceRequestsSection body={body} />
    </>
  );
}
