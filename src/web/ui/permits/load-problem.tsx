/**
 * What a list or record page shows when its data did not load: for a record that does not exist
 * or is not the person's (404/403, the API does not tell them apart) a plain "not found" with a way
 * on; for anything else what happened and a retry (house style §12: errors a person can act on).
 */
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { isApiError } from '../../platform/api.ts';
import { errorText } from '../feedback/error-text.ts';
import { Notice } from '../page.tsx';

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 403);
}

export function LoadProblem({
  error,
  onRetry,
  notFound,
}: {
  error: unknown;
  onRetry: () => void;
  /** Shown instead of the error for a 404 or 403. */
  notFound?: ReactNode;
}) {
  const t = useT();
  if (notFound && isNotFound(error)) return <Notice tone="warning">{notFound}</Notice>;
  return (
    <Notice tone="warning">
      <p>{errorText(error, t)}</p>
      <p>
        <button type="button" className="button button--secondary button--small" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </p>
    </Notice>
  );
}
