/**
 * `/permits/{id}`: the description of one permit kind. Its text will come from the content service
 * (spec §3 Content "permits", §7); `id` is accepted as route segment or code (`l05_1`, `L05.1`).
 */
import { Link, useParams } from 'react-router';
import { CATEGORY_TITLES, findKind } from '../../../shared/permits/kind-list.ts';
import { useT } from '../../i18n/use-t.ts';
import { PageHeader, PlannedPage } from '../../ui/page.tsx';
import { kindLinks } from './kind-links.ts';

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
    <PlannedPage
      caption={`${kind.code} · ${t(CATEGORY_TITLES[kind.category])}`}
      title={t(kind.title)}
      description={t('permits.descriptionText')}
      links={kindLinks(kind, t, ['description'])}
      linksLabel={t('kindPage.linksTitle')}
    >
      <p>{t(kind.public ? 'permits.publicKind' : 'permits.loginKind')}</p>
    </PlannedPage>
  );
}
