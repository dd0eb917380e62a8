/**
 * `/pranesimu-atsisakymas?zenklas=<token>`: the page a notice mail's "stop" link opens (issue 21,
 * ADR 0036), no login needed. Opening it changes nothing (mail scanners open links too, RFC 8058):
 * it says where the notices go and offers one button to stop them; once stopped, it confirms and
 * offers to undo. The same choice a mail client makes with its one-click unsubscribe.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { UNSUBSCRIBE_TOKEN_PARAM, type UnsubscribeStateDto } from '../../../shared/mail/unsubscribe.ts';
import { useT } from '../../i18n/use-t.ts';
import { api, isApiError } from '../../platform/api.ts';
import { Notice, PageHeader } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';

export function UnsubscribePage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get(UNSUBSCRIBE_TOKEN_PARAM) ?? '';
  const path = `/pranesimai/atsisakymas/${encodeURIComponent(token)}`;
  const queryClient = useQueryClient();
  const key = ['notice-unsubscribe', token] as const;
  const state = useQuery({
    queryKey: key,
    queryFn: () => api.get<UnsubscribeStateDto>(path),
    enabled: token !== '',
    retry: false,
    meta: { silent: true },
  });
  const change = useMutation({
    meta: { silent: true },
    mutationFn: (stop: boolean) =>
      stop ? api.post<UnsubscribeStateDto>(path) : api.delete<UnsubscribeStateDto>(path),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });

  const failure = state.error ?? change.error;
  return (
    <article className="page">
      <PageHeader title={t('route.unsubscribe')} lead={t('unsubscribe.lead')} />
      {token === '' ? (
        <div className="alert alert--danger" role="alert">
          {t('unsubscribe.noToken')}
        </div>
      ) : state.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          {failure && (
            <div className="alert alert--danger" role="alert">
              {isApiError(failure) ? failure.message : t('error.defaultError')}
            </div>
          )}
          {state.data && (
            <section aria-live="polite">
              {state.data.optedOut ? (
                <Notice tone="success">
                  <p>{t('unsubscribe.stopped', { address: state.data.address })}</p>
                </Notice>
              ) : (
                <p>{t('unsubscribe.question', { address: state.data.address })}</p>
              )}
              <p>{t('unsubscribe.profileHint')}</p>
              <button
                type="button"
                className={state.data.optedOut ? 'button button--secondary' : 'button'}
                aria-disabled={change.isPending}
                onClick={() => {
                  if (!change.isPending) change.mutate(!state.data.optedOut);
                }}
              >
                {state.data.optedOut ? t('unsubscribe.undo') : t('unsubscribe.stop')}
              </button>
            </section>
          )}
        </>
      )}
    </article>
  );
}
