import { Link } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import { PageHeader } from '../ui/page.tsx';

/** Any path the route table does not know. */
export function NotFoundPage() {
  const t = useT();
  return (
    <article className="page">
      <PageHeader title={t('route.notFound')} lead={t('notFound.text')} />
      <p className="button-row">
        <Link className="button button--primary" to="/">
          {t('common.toHome')}
        </Link>
        <Link className="button button--secondary" to="/permits">
          {t('menu.orderPermit')}
        </Link>
      </p>
    </article>
  );
}
