/** What an officer sees when an application or permit cannot be shown: why, and the way back to the list. */
import { Link } from 'react-router';
import type { MessageId } from '../../../shared/i18n/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { isApiError } from '../../platform/api.ts';
import { PageHeader } from '../../ui/page.tsx';

export function LoadFailure({
  error,
  title,
  notFound,
  back,
  backLabel,
  onRetry,
}: {
  error: unknown;
  title: string;
  notFound: MessageId;
  back: string;
  backLabel: string;
  onRetry: () => void;
}) {
  const t = useT();
  const status = isApiError(error) ? error.status : 0;
  const text = status === 404 ? t(notFound) : isApiError(error) ? error.message : t('error.defaultError');
  return (
    <article className="page back-office">
      <PageHeader title={title} />
      <div className="alert alert--danger" role="alert">
        <p>{text}</p>
      </div>
      <p className="button-row">
        <Link className="button button--secondary" to={back}>
          {backLabel}
        </Link>
        {status !== 404 && status !== 403 && (
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('common.retry')}
          </button>
        )}
      </p>
    </article>
  );
}
