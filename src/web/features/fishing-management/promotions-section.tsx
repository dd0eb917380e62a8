/**
 * Limited-fishing offers (akcija; issue 18, spec §3, §4 "create or cancel an offer, change offer
 * price", §5; ADR 0021) on the lessor's water body page: the offers running or to come, each with
 * its price to change and a cancel button, and the form for a new one. The browser checks what it
 * can say at once (dates in order, a price below the maximum); the server checks everything again,
 * and the overlap with another offer, and its messages are shown at the fields they name.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ANGLER_PERIOD_CODES, type AnglerPeriod } from '../../../shared/anglers/periods.ts';
import {
  type LessorWaterBodyDetailDto,
  WATER_BODIES_PATH,
  type WaterBodyPromotionDto,
} from '../../../shared/water-bodies/api.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { api, isApiError } from '../../platform/api.ts';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { centsOf, eurosInput } from '../../ui/form/money.ts';
import { SelectField } from '../../ui/form/select-field.tsx';
import { Notice } from '../../ui/page.tsx';
import { euros, formatDay } from '../../ui/permits/format.ts';
import { CATALOGUE_KEY } from '../anglers/index.ts';

const periodLabel = (period: AnglerPeriod) => `waterBodies.period.${period}` as const;

interface NewOffer {
  period: AnglerPeriod;
  price: string;
  validFrom: string;
  validTo: string;
}

const EMPTY: NewOffer = { period: '1', price: '', validFrom: '', validTo: '' };

export function PromotionsSection({
  body,
  onChanged,
}: {
  body: LessorWaterBodyDetailDto;
  onChanged: (updated: LessorWaterBodyDetailDto) => void;
}) {
  const t = useT();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<NewOffer>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const base = `${WATER_BODIES_PATH}/${body.code}/akcijos`;
  const fieldId = (field: string) => `offer-${field}`;
  const max = (body.maxOfferPriceCents / 100).toFixed(2);

  const send = useMutation({
    meta: { silent: true },
    mutationFn: (call: { method: 'post' | 'put'; url: string; payload: unknown; done: string }) =>
      api[call.method]<LessorWaterBodyDetailDto>(call.url, { body: { json: call.payload } }).then(
        (updated) => ({ updated, done: call.done }),
      ),
    onSuccess: async ({ updated, done: message }) => {
      onChanged(updated);
      setErrors({});
      setDone(message);
      // Anglers in this browser see the offer price at once (the map, the L05.2 purchase).
      await queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY });
    },
    onError: (error, call) => {
      const found: Record<string, string> = {};
      const row = call.url.match(/akcijos\/([^/]+)\//)?.[1];
      if (isApiError(error)) {
        for (const fe of error.fieldErrors) found[row ? `price-${row}` : fe.field] = fe.message;
        if (Object.keys(found).length === 0) found.form = error.message;
      } else found.form = t('error.defaultError');
      setErrors(found);
      setDone(null);
      setAttempt((n) => n + 1);
    },
  });

  function create(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const cents = centsOf(form.price);
    if (form.price.trim() === '') found.priceCents = t('validation.required');
    else if (cents === undefined) found.priceCents = t('validation.money');
    else if (cents >= body.maxOfferPriceCents)
      found.priceCents = t('waterBodies.error.promotionPriceNotBelowMax', { max });
    if (!form.validFrom) found.validFrom = t('validation.required');
    if (!form.validTo) found.validTo = t('validation.required');
    else if (form.validFrom && form.validTo <= form.validFrom)
      found.validTo = t('waterBodies.error.promotionEndAfterStart');
    setErrors(found);
    setDone(null);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    send.mutate(
      {
        method: 'post',
        url: base,
        payload: { period: form.period, priceCents: cents, validFrom: form.validFrom, validTo: form.validTo },
        done: t('waterBody.offerCreated'),
      },
      { onSuccess: () => setForm(EMPTY) },
    );
  }

  const summary = Object.entries(errors)
    .filter(([field]) => field !== 'form')
    .map(([field, message]) => ({ fieldId: fieldId(field), message }));
  const described = (field: string) => (errors[field] ? `${fieldId(field)}-error` : undefined);
  const fieldError = (field: string) =>
    errors[field] ? (
      <p className="field__error" id={`${fieldId(field)}-error`}>
        {errors[field]}
      </p>
    ) : null;
  const fieldClass = (field: string) => (errors[field] ? 'field field--invalid' : 'field');

  return (
    <section className="water-body-offers" aria-labelledby="offers-title">
      <h2 id="offers-title">{t('waterBody.offersTitle')}</h2>
      <p>{t('waterBody.offersLead', { max: euros(body.maxOfferPriceCents, language) })}</p>
      <ErrorSummary title={t('waterBody.errorsTitle')} items={summary} focusKey={attempt} />
      {errors.form && <Notice tone="warning">{errors.form}</Notice>}
      {done && (
        <div role="status">
          <Notice tone="success">{done}</Notice>
        </div>
      )}
      {body.promotions.length === 0 ? (
        <p>{t('waterBody.noOffers')}</p>
      ) : (
        <div className="water-bodies-table-wrap">
          <table className="water-bodies-table">
            <caption className="visually-hidden">{t('waterBody.offersTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('waterBody.offerPeriod')}</th>
                <th scope="col">{t('waterBody.offerPrice')}</th>
                <th scope="col">{t('waterBody.offerFrom')}</th>
                <th scope="col">{t('waterBody.offerTo')}</th>
                <th scope="col">{t('waterBody.offerActions')}</th>
              </tr>
            </thead>
            <tbody>
              {body.promotions.map((offer) => (
                <OfferRow
                  key={`${offer.id}-${offer.priceCents}`}
                  offer={offer}
                  error={errors[`price-${offer.id}`]}
                  busy={send.isPending}
                  onPrice={(priceCents) =>
                    send.mutate({
                      method: 'put',
                      url: `${base}/${offer.id}/kaina`,
                      payload: { priceCents },
                      done: t('waterBody.offerPriceChanged'),
                    })
                  }
                  onCancel={() =>
                    send.mutate({
                      method: 'post',
                      url: `${base}/${offer.id}/atsaukti`,
                      payload: {},
                      done: t('waterBody.offerCancelled'),
                    })
                  }
                  onInvalid={(message) => {
                    setErrors({ [`price-${offer.id}`]: message });
                    setAttempt((n) => n + 1);
                  }}
                  max={body.maxOfferPriceCents}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form className="water-body-terms" onSubmit={create} noValidate>
        <h3>{t('waterBody.newOffer')}</h3>
        <div className="water-body-terms__dates">
          <SelectField
            id={fieldId('period')}
            label={t('waterBody.offerPeriod')}
            value={form.period}
            onChange={(e) => setForm({ ...form, period: e.target.value as AnglerPeriod })}
            options={ANGLER_PERIOD_CODES.map((period) => ({ value: period, label: t(periodLabel(period)) }))}
          />
          <div className={fieldClass('priceCents')}>
            <label className="field__label" htmlFor={fieldId('priceCents')}>
              {t('waterBody.offerPriceEuros')}
            </label>
            {fieldError('priceCents')}
            <input
              id={fieldId('priceCents')}
              className="field__input field__input--short"
              inputMode="decimal"
              autoComplete="off"
              value={form.price}
              aria-invalid={errors.priceCents ? true : undefined}
              aria-describedby={described('priceCents')}
              onChange={(e) => setForm({ ...form, price: e.target.value })}
            />
          </div>
          {(['validFrom', 'validTo'] as const).map((field) => (
            <div key={field} className={fieldClass(field)}>
              <label className="field__label" htmlFor={fieldId(field)}>
                {t(field === 'validFrom' ? 'waterBody.offerFrom' : 'waterBody.offerTo')}
              </label>
              {fieldError(field)}
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
          ))}
        </div>
        <button type="submit" className="button button--primary" disabled={send.isPending}>
          {t('waterBody.createOffer')}
        </button>
      </form>
    </section>
  );
}

function OfferRow({
  offer,
  error,
  busy,
  max,
  onPrice,
  onCancel,
  onInvalid,
}: {
  offer: WaterBodyPromotionDto;
  error: string | undefined;
  busy: boolean;
  max: number;
  onPrice: (priceCents: number) => void;
  onCancel: () => void;
  onInvalid: (message: string) => void;
}) {
  const t = useT();
  const { language } = useLanguage();
  const [price, setPrice] = useState(() => eurosInput(offer.priceCents));
  const id = `offer-price-${offer.id}`;
  const period = t(periodLabel(offer.period));
  function change(event: FormEvent) {
    event.preventDefault();
    const cents = centsOf(price);
    if (cents === undefined) return onInvalid(t('validation.money'));
    if (cents >= max)
      return onInvalid(t('waterBodies.error.promotionPriceNotBelowMax', { max: (max / 100).toFixed(2) }));
    onPrice(cents);
  }
  return (
    <tr>
      <td>{period}</td>
      <td>{euros(offer.priceCents, language)}</td>
      <td>{formatDay(offer.validFrom, language)}</td>
      <td>{formatDay(offer.validTo, language)}</td>
      <td>
        <form className="water-body-offers__row" onSubmit={change} noValidate>
          <div className={error ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor={id}>
              {t('waterBody.newOfferPrice', { period })}
            </label>
            {error && (
              <p className="field__error" id={`${id}-error`}>
                {error}
              </p>
            )}
            <input
              id={id}
              className="field__input field__input--short"
              inputMode="decimal"
              autoComplete="off"
              value={price}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setPrice(e.target.value)}
            />
          </div>
          <div className="button-row">
            <button type="submit" className="button button--secondary button--small" disabled={busy}>
              {t('waterBody.changeOfferPrice')}
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={busy}
              onClick={onCancel}
            >
              {t('waterBody.cancelOffer', { period })}
            </button>
          </div>
        </form>
      </td>
    </tr>
  );
}
