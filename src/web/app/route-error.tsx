/**
 * Uncaught render errors (spec §8): the person sees the error modal and lands on the home page. On
 * the home page itself a plain message with a reload button stops a redirect loop.
 */
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import { isApiError } from '../platform/api.ts';
import { reportError } from '../platform/error-bus.ts';
import { PageHeader } from '../ui/page.tsx';

export function RouteError({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(error);
    // The person is told what happened in words, never with a stack trace.
    reportError(isApiError(error) ? error : 'error.defaultError');
  }, [error]);
  if (pathname !== '/') return <Navigate to="/" replace />;
  return <FatalError />;
}

export function FatalError() {
  const t = useT();
  return (
    <article className="page fatal-error">
      <PageHeader title={t('error.modalTitle')} lead={t('error.defaultError')} />
      <p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </button>
      </p>
    </article>
  );
}
