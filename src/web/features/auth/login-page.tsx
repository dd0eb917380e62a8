/** `/login`: a prompt and the gateway button (spec §2 Login screens). */
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { useSession } from '../../platform/session/use-session.ts';
import { isTestLoginAvailable } from './auth-api.ts';
import { GatewayLoginButton } from './gateway-login-button.tsx';
import { safeLocalPath } from './safe-return.ts';

export function LoginPage() {
  const t = useT();
  const session = useSession();
  const [params] = useSearchParams();
  const returnTo = safeLocalPath(params.get('returnTo'), '/');
  const testLogin = useQuery({
    queryKey: ['auth', 'test-login-available'],
    queryFn: isTestLoginAvailable,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silent: true },
  });

  // Someone already logged in has nothing to do here.
  if (session.status === 'authenticated') return <Navigate to={returnTo} replace />;
  return (
    <section className="login-panel" aria-labelledby="login-title">
      <h1 className="login-panel__title" id="login-title">
        {t('login.title')}
      </h1>
      <p>{t('login.prompt')}</p>
      <GatewayLoginButton returnTo={returnTo} />
      <p className="login-panel__hint">{t('login.gatewayHint')}</p>
      {testLogin.data === true && (
        <p className="login-panel__test">
          <Link to={`/login/test${returnTo !== '/' ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`}>
            {t('loginTest.link')}
          </Link>
        </p>
      )}
    </section>
  );
}
