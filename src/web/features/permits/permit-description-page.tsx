/**
 * `/permits/{id}`: the description of one permit kind from the content service (spec §3 Content
 * "permits", §7); `id` is accepted as route segment or code (`l05_1`, `L05.1`).
 */
import { Link, useParams } from 'react-router';
import { findKind } from '../../../shared/permits/kind-list.ts';
import { useT } from '../../i18n/use-t.ts';
import { PageHeader } from '../../ui/page.tsx';
import { kindLinks } from './kind-links.ts';
import { PermitDetails } from './permit-details.tsx';

export function PermitDescriptionPage() {
  const t = useT();
  const { id } = useParams();
  const kind = findKind(id);
  if (!kind) {
    return (
      <article className="page">
        <PageHeader title={t('permits.unknownTitle')} lead={t('permits.unknownText', { id: id ?? '' })} />
        <p>
          <Link to="/permits">{t('permits.backToList')}</Link>
        </p>
      </article>
    );
  }
  return (
    <PermitDetails
      kind={kind}
      links={kindLinks(kind, t, ['description', 'application', 'permits', 'download'])}
    />
  );
}
