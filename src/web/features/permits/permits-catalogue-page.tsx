/** `/permits`: every permit kind by subject area, with its description and application (spec §2). */
import { Link } from 'react-router';
import { CATEGORY_TITLES, kindsInCategory, PERMIT_CATEGORIES } from '../../../shared/permits/kind-list.ts';
import { useT } from '../../i18n/use-t.ts';
import { CATEGORY_ICONS } from '../../ui/category-icons.ts';
import { Icon } from '../../ui/icon.tsx';
import { PageHeader } from '../../ui/page.tsx';

export function PermitsCataloguePage() {
  const t = useT();
  return (
    <article className="page">
      <PageHeader title={t('route.permits')} lead={t('permits.lead')} />
      {PERMIT_CATEGORIES.map((category) => (
        <section key={category} className="page-section" aria-labelledby={`permits-${category}`}>
          <h2 className="section-title section-title--icon" id={`permits-${category}`}>
            <Icon name={CATEGORY_ICONS[category]} size={24} />
            {t(CATEGORY_TITLES[category])}
          </h2>
          <ul className="kind-list">
            {kindsInCategory(category).map((kind) => (
              <li key={kind.segment} className="kind-list__item">
                <div className="kind-list__text">
                  <span className="kind-code">{kind.code}</span>
                  <Link className="kind-list__title" to={`/permits/${kind.segment}`}>
                    {t(kind.title)}
                  </Link>
                  {!kind.public && <span className="kind-list__note">{t('permits.loginNeeded')}</span>}
                </div>
                <Link
                  className="button button--secondary button--small"
                  to={`/paraiskos/${kind.segment}`}
                  aria-label={t('permits.applyFor', { title: t(kind.title) })}
                >
                  {t('permits.apply')}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
