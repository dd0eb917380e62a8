/**
 * The administrator's state fee amounts (issue 20, ADR 0027): each kind with a fee, when it is
 * owed, the default and the amount in force. A change applies to fees owed from then on; fees
 * already owed keep their amount.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { FeeRateDto } from '../../../shared/fees/api-types.ts';
import { formatCents } from '../../../shared/fields/money.ts';
import { findKind } from '../../../shared/permits/kind-list.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { api, isApiError } from '../../platform/api.ts';
import { centsOf, eurosInput } from '../../ui/form/money.ts';
import { Notice } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';

const KEY = ['admin', 'fee-rates'] as const;

export function FeeRatesTab() {
  const t = useT();
  const rates = useQuery({
    queryKey: KEY,
    meta: { silent: true },
    queryFn: () => api.get<FeeRateDto[]>('/v1/admin/rinkliavos'),
  });
  if (rates.isPending) return <Spinner label={t('fees.rates.title')} />;
  if (rates.isError)
    return (
      <Notice tone="warning">
        {isApiError(rates.error) ? rates.error.message : t('error.defaultError')}
      </Notice>
    );
  return (
    <section>
      <h2>{t('fees.rates.title')}</h2>
      <p>{t('fees.rates.lead')}</p>
      {rates.data.map((rate) => (
        <RateForm key={rate.kind} rate={rate} />
      ))}
    </section>
  );
}

function RateForm({ rate }: { rate: FeeRateDto }) {
  const t = useT();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const kind = findKind(rate.kind);
  const id = `fee-rate-${rate.kind}`;
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (amountCents: number) =>
      api.put<FeeRateDto[]>(`/v1/admin/rinkliavos/${encodeURIComponent(rate.kind)}`, {
        body: { json: { amountCents } },
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(KEY, answer);
      setText(null);
      setSaved(true);
    },
    onError: (e) => setError(isApiError(e) ? e.message : t('error.defaultError')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const cents = centsOf(text ?? eurosInput(rate.amountCents));
    if (cents === undefined || cents <= 0) {
      setError(t('validation.money'));
      return;
    }
    setError(null);
    save.mutate(cents);
  };
  return (
    <form onSubmit={submit} noValidate className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {kind ? `${kind.code} ${t(kind.title)}` : rate.kind}
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        {t(rate.due === 'submission' ? 'fees.rates.dueSubmission' : 'fees.rates.dueAcceptance', {
          amount: formatCents(rate.defaultCents, language),
        })}
      </p>
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      <input
        id={id}
        className="field__input field__input--short"
        inputMode="decimal"
        autoComplete="off"
        value={text ?? eurosInput(rate.amountCents)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(e) => setText(e.target.value)}
      />{' '}
      <button type="submit" className="button button--secondary" disabled={save.isPending}>
        {t('fees.rates.save')}
      </button>
      {saved && <span role="status"> {t('fees.rates.saved')}</span>}
    </form>
  );
}
