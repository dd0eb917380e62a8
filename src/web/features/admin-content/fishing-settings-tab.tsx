/**
 * The administrator's settings of the lessors' market (issue 18, ADR 0018, ADR 0021): the highest
 * price a lessor may ask for an L05.2 fishing permit, and the maximum a limited-fishing offer's price
 * must stay below. A change applies to the next terms or offer a lessor saves.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { WATER_BODY_SETTINGS_PATH, type WaterBodySettingsDto } from '../../../shared/water-bodies/api.ts';
import { useT } from '../../i18n/use-t.ts';
import { api, isApiError } from '../../platform/api.ts';
import { centsOf, eurosInput } from '../../ui/form/money.ts';
import { Notice } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';

const KEY = ['admin', 'water-body-settings'] as const;

type Field = 'maxPrice' | 'maxOfferPrice';
const FIELDS: readonly Field[] = ['maxPrice', 'maxOfferPrice'];
const CENTS_OF: Record<Field, keyof WaterBodySettingsDto> = {
  maxPrice: 'maxPriceCents',
  maxOfferPrice: 'maxOfferPriceCents',
};

export function FishingSettingsTab() {
  const t = useT();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: KEY,
    meta: { silent: true },
    queryFn: () => api.get<WaterBodySettingsDto>(WATER_BODY_SETTINGS_PATH),
  });
  const [text, setText] = useState<Partial<Record<Field, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (input: WaterBodySettingsDto) =>
      api.put<WaterBodySettingsDto>(WATER_BODY_SETTINGS_PATH, { body: { json: input } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(KEY, answer);
      setText({});
      setSaved(true);
    },
    onError: (e) => {
      if (!isApiError(e)) return setErrors({ maxPrice: t('error.defaultError') });
      const found: Partial<Record<Field, string>> = {};
      for (const fe of e.fieldErrors)
        found[fe.field === 'maxOfferPriceCents' ? 'maxOfferPrice' : 'maxPrice'] = fe.message;
      setErrors(Object.keys(found).length > 0 ? found : { maxPrice: e.message });
    },
  });
  if (settings.isPending) return <Spinner label={t('fishingSettings.loading')} />;
  if (settings.isError)
    return (
      <Notice tone="warning">
        {isApiError(settings.error) ? settings.error.message : t('error.defaultError')}
      </Notice>
    );
  const data = settings.data;
  const shownValue = (field: Field) => text[field] ?? eurosInput(data[CENTS_OF[field]] as number);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const found: Partial<Record<Field, string>> = {};
    const cents = {} as Record<Field, number>;
    for (const field of FIELDS) {
      const value = centsOf(shownValue(field));
      if (value === undefined) found[field] = t('validation.money');
      else cents[field] = value;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate({ maxPriceCents: cents.maxPrice, maxOfferPriceCents: cents.maxOfferPrice });
  }

  return (
    <form onSubmit={submit} noValidate>
      <h2>{t('fishingSettings.title')}</h2>
      {FIELDS.map((field) => {
        const id = `fs-${field}`;
        const error = errors[field];
        return (
          <div key={field} className={error ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor={id}>
              {t(field === 'maxPrice' ? 'fishingSettings.maxPrice' : 'fishingSettings.maxOfferPrice')}
            </label>
            <p className="field__hint" id={`${id}-hint`}>
              {t(field === 'maxPrice' ? 'fishingSettings.maxPriceHint' : 'fishingSettings.maxOfferPriceHint')}
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
              value={shownValue(field)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
              onChange={(e) => setText({ ...text, [field]: e.target.value })}
            />
          </div>
        );
      })}
      {saved && (
        <div role="status">
          <Notice tone="success">{t('fishingSettings.saved')}</Notice>
        </div>
      )}
      <button type="submit" className="button" disabled={save.isPending}>
        {t('fishingSettings.save')}
      </button>
    </form>
  );
}
