/**
 * The fisheries officer's side of the lessors' licence requests (issue 18; spec §3 L03 statuses;
 * ADR 0022), in the back office: the requests (waiting ones first by default), each with what was
 * asked and its history, and for one waiting a message box and three decisions — approve (the
 * licences go on sale to anglers at once), return for correction or reject (both need a message).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  LICENCE_REQUEST_STATUSES,
  type LicenceRequestDto,
  type LicenceRequestStatus,
  type LicenceRequestsDto,
  OFFICER_LICENCE_REQUESTS_PATH,
  type OfficerLicenceAction,
} from '../../../shared/water-bodies/licence-requests.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { api, isApiError } from '../../platform/api.ts';
import { Notice, PageHeader } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { CATALOGUE_KEY, catalogueQuery, selectCatalogue } from '../anglers/index.ts';
import { LESSOR_QUERY, LoadFailed, OfflineNotice } from './lessor-ui.tsx';
import { RequestCard, statusLabel } from './licence-requests-section.tsx';
import './water-bodies.css';

const KEY = ['licence-requests', 'officer'] as const;

export function OfficerLicenceRequestsPage() {
  const t = useT();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const raw = params.get('busena');
  const status: LicenceRequestStatus | '' =
    raw === 'visi'
      ? ''
      : (LICENCE_REQUEST_STATUSES as readonly string[]).includes(raw ?? '')
        ? (raw as LicenceRequestStatus)
        : 'PATEIKTAS';
  const list = useQuery({
    queryKey: [...KEY, status],
    ...LESSOR_QUERY,
    queryFn: () =>
      api.get<LicenceRequestsDto>(OFFICER_LICENCE_REQUESTS_PATH, { query: { status: status || undefined } }),
  });
  const species = useQuery({ ...catalogueQuery(), select: selectCatalogue, networkMode: 'always' });
  const speciesName = (code: string) => {
    const found = species.data?.species.find((s) => s.code === code);
    return found ? (language === 'lt' ? found.nameLt : found.nameEn) : code;
  };
  // The outcome of the last decision is said here, above the list: the decided request leaves the
  // list of those waiting (or changes its state), and its own panel goes with it.
  const [decided, setDecided] = useState<string | null>(null);
  return (
    <>
      <PageHeader title={t('licenceRequests.officerTitle')} lead={t('licenceRequests.officerLead')} />
      <OfflineNotice />
      <div role="status">{decided && <Notice tone="success">{decided}</Notice>}</div>
      <div className="field">
        <label className="field__label" htmlFor="licence-status-filter">
          {t('licenceRequests.filter')}
        </label>
        <select
          id="licence-status-filter"
          className="field__input field__select"
          value={status || 'visi'}
          onChange={(e) => setParams(e.target.value === 'PATEIKTAS' ? {} : { busena: e.target.value })}
        >
          <option value="visi">{t('licenceRequests.filterAll')}</option>
          {LICENCE_REQUEST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(statusLabel(s))}
            </option>
          ))}
        </select>
      </div>
      {list.isPending ? (
        <Spinner label={t('licenceRequests.loading')} />
      ) : list.isError ? (
        <LoadFailed error={list.error} retry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Notice>{t('licenceRequests.officerNone')}</Notice>
      ) : (
        <ul className="licence-requests">
          {list.data.items.map((r) => (
            <li key={r.id} className="licence-request">
              <h2 className="licence-request__lessor">
                {r.lessorName} — {r.waterBodyName} ({r.waterBodyCode})
              </h2>
              <RequestCard request={r} speciesName={speciesName(r.speciesCode)} />
              {r.status === 'PATEIKTAS' && <Decision request={r} onDecided={setDecided} />}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Decision({
  request,
  onDecided,
}: {
  request: LicenceRequestDto;
  onDecided: (said: string | null) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = `decision-${request.id}`;
  const decide = useMutation({
    meta: { silent: true },
    mutationFn: (action: OfficerLicenceAction) =>
      api.post<LicenceRequestDto>(`${OFFICER_LICENCE_REQUESTS_PATH}/${request.id}/veiksmai/${action}`, {
        body: { json: message.trim() ? { message } : {} },
      }),
    onSuccess: async (updated) => {
      setError(null);
      onDecided(t('licenceRequests.decided', { status: t(statusLabel(updated.status)) }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY }),
      ]);
    },
    onError: (e) => {
      onDecided(null);
      setError(isApiError(e) ? (e.fieldErrors[0]?.message ?? e.message) : t('error.network'));
    },
  });
  const needsMessage = (action: OfficerLicenceAction) => {
    if (action !== 'patvirtinti' && message.trim() === '') {
      setError(t('licenceRequests.error.messageRequired'));
      document.getElementById(id)?.focus();
      return;
    }
    decide.mutate(action);
  };
  return (
    <div className="licence-request__decision">
      <div className={error ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={id}>
          {t('licenceRequests.decisionMessage')}
        </label>
        {error && (
          <p className="field__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
        <textarea
          id={id}
          className="field__input"
          rows={2}
          value={message}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setMessage(e.target.value)}
        />
      </div>
      <div className="licence-request__actions">
        <button
          type="button"
          className="button"
          disabled={decide.isPending}
          onClick={() => needsMessage('patvirtinti')}
        >
          {t('licenceRequests.approve')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={decide.isPending}
          onClick={() => needsMessage('grazinti')}
        >
          {t('licenceRequests.return')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={decide.isPending}
          onClick={() => needsMessage('atmesti')}
        >
          {t('licenceRequests.reject')}
        </button>
      </div>
    </div>
  );
}
