/**
 * `/login/viisp`: the gateway brings the browser back here with `ticket` (and `imonesKodas` when the
 * person logged in for a company). Login completes while the person sees that the
 * powers-of-attorney register is being searched (spec §2, §4).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { isApiError } from '../../platform/api.ts';
import { useNavigate } from '../../platform/navigate.ts';
import { rememberIdentity } from '../../platform/session/offline-identity.ts';
import { USER_INFO_KEY } from '../../platform/session/use-session.ts';
import { Icon } from '../../ui/icon.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { type PostbackResult, postback } from './auth-api.ts';

type Failure = { kind: 'missingTicket' } | { kind: 'failed'; message?: string | undefined };

export function ViispReturnPage() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const ticket = params.get('ticket');
  const imonesKodas = params.get('imonesKodas') ?? undefined;
  const [failure, setFailure] = useState<Failure | null>(ticket ? null : { kind: 'missingTicket' });
  // Tickets are single-use: post once even when React runs the effect twice (StrictMode).
  const pending = useRef<Promise<PostbackResult> | null>(null);

  useEffect(() => {
    if (!ticket) return;
    pending.current ??= postback(ticket, imonesKodas);
    let active = true;
    pending.current.then(
      ({ user, returnTo }) => {
        if (!active) return;
        void queryClient.cancelQueries({ queryKey: USER_INFO_KEY });
        rememberIdentity(user);
        queryClient.setQueryData(USER_INFO_KEY, user);
        // The new session may see more than the anonymous one did.
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== USER_INFO_KEY[0] });
        navigate(returnTo, { replace: true });
      },
      (error: unknown) => {
        if (!active) return;
        // A foreign user without a personal code gets a 403 whose message says what to do (spec §4).
        const message = isApiError(error) && error.status === 403 ? error.serverMessage : undefined;
        setFailure({ kind: 'failed', message });
      },
    );
    return () => {
      active = false;
    };
  }, [ticket, imonesKodas, navigate, queryClient]);

  if (!failure) {
    return (
      <section className="login-panel login-panel--status" aria-labelledby="viisp-title">
        <h1 className="login-panel__title" id="viisp-title">
          {t('loginViisp.title')}
        </h1>
        <Spinner label={t('loginViisp.searchingPowersOfAttorney')} />
      </section>
    );
  }

  return (
    <section className="login-panel login-panel--status" aria-labelledby="viisp-title">
      <h1 className="login-panel__title" id="viisp-title">
        {t('loginViisp.failedTitle')}
      </h1>
      <div className="alert alert--danger" role="alert">
        <Icon name="alert" />
        <p>
          {failure.kind === 'missingTicket'
            ? t('loginViisp.missingTicket')
            : (failure.message ?? t('prisijungti.error'))}
        </p>
      </div>
      <p className="button-row">
        <Link className="button button--primary" to="/login">
          {t('loginViisp.tryAgain')}
        </Link>
        <Link className="button button--secondary" to="/">
          {t('common.toHome')}
        </Link>
      </p>
    </section>
  );
}
