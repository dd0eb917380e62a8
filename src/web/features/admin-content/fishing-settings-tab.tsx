/**
 * The administrator's settings of the lessors' market (issue 18, ADR 0018): the highest price a
 * lessor may ask for an L05.2 fishing permit. A change applies to the next terms a lessor saves.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { WATER_BODY_SETTINGS_PATH, type WaterBodySettingsDto } from '../../../shared/water-bodies/api.ts';
import { useT } from '../../i18n/use-t.ts';
import { api, isApiError } from '../../lib/api.ts';
import { Notice } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';

const KEY = ['admin', 'water-body-settings'] as const;

export function FishingSettingsTab() {
  const t = useT();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: KEY,
    meta: { silent: true },
    queryFn: () => api.get<WaterBodySettingsDto>(WATER_BODY_SETTINGS_PATH),
  });
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (maxPriceCents: number) =>
      api.put<WaterBodySettingsDto>(WATER_BODY_SETTINGS_PATH, { body: { json: { maxPriceCents } } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(KEY, answer);
      setText(null);
      setSaved(true);
    },
    onError: (e) => setError(isApiError(e) ? e.message : t('error.defaultError')),
  });
  if (settings.isPending) return <Spinner label={t('fishingSettings.loading')} />;
  if (settings.isError)
    return (
      <Notice tone="warning">
        {isApiError(settings.error) ? settings.error.message : t('error.defaultError')}
      </Notice>
    );
  const value = text ?? (settings.data.maxPriceCents / 100).toFixed(2).replace('.', ',');

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const normal = value.trim().replace(',', '.');
    if (!/^\d+(\.\d{1,2})?$/.test(normal)) {
      setError(t('validation.money'));
      return;
    }
    setError(null);
    save.mutate(Math.round(Number(normal) * 100));
  }

  return (
    <form onSubmit={submit} noValidate>
      <h2>{t('fishingSettings.title')}</h2>
      <div className={error ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor="fs-maxPrice">
          {t('fishingSettings.maxPrice')}
        </label>
        <p className="field__hint" id="fs-maxPrice-hint">
          {t('fishingSettings.maxPriceHint')}
        </p>
        {error && (
          <p className="field__error" id="fs-maxPrice-error" role="alert">
            {error}
          </p>
        )}
        <input
          id="fs-maxPrice"
          className="field__input field__input--short"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'fs-maxPrice-hint fs-maxPrice-error' : 'fs-maxPrice-hint'}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
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
