/**
 * `/educationalMaterial` (spec §2). The content service has no collection of its own for it (spec
 * §3 lists questions, tags, articles, about, permits, warnings), so the page gathers the teaching
 * material the service already holds instead of duplicating it: the "how to apply" guide (the
 * article shown above the permits list), each permit kind's instructions by subject area, and the
 * FAQ topics. Administrators edit all of it in the usual places.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CATEGORY_TITLES, kindsInCategory, PERMIT_CATEGORIES } from '../../../shared/permits/kind-list.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { CATEGORY_ICONS } from '../../ui/category-icons.ts';
import { Icon } from '../../ui/icon.tsx';
import { PageHeader } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { faqTagsQuery, langOf, permitDescriptionsQuery, permitsListArticleQuery } from './content-api.ts';
import { excerpt } from './excerpt.ts';
import './content.css';

/** A guide teaser is shorter than a news excerpt: several sit side by side. */
const GUIDE_EXCERPT = 160;

export function EducationalMaterialPage() {
  const t = useT();
  const { language } = useLanguage();
  const guide = useQuery(permitsListArticleQuery(language));
  const permits = useQuery(permitDescriptionsQuery(language));
  const tags = useQuery(faqTagsQuery(language));
  const byCode = new Map((permits.data ?? []).map((p) => [p.permitId, p]));

  if (guide.isPending || permits.isPending || tags.isPending) return <Spinner label={t('common.loading')} />;
  return (
    <article className="page">
      <PageHeader title={t('route.educationalMaterial')} lead={t('education.lead')} />
      {guide.data && (
        <section className="page-section" aria-labelledby="education-start">
          <h2 className="section-title" id="education-start">
            {t('education.startTitle')}
          </h2>
          <div className="guide-card" lang={langOf(guide.data.locale, language)}>
            <h3 className="guide-card__title">
              <Link to={`/articles/${guide.data.id}`}>{guide.data.title}</Link>
            </h3>
            <p>{excerpt(guide.data.content, 250)}</p>
          </div>
        </section>
      )}
      <section className="page-section" aria-labelledby="education-kinds">
        <h2 className="section-title" id="education-kinds">
          {t('education.kindsTitle')}
        </h2>
        <p>{t('education.kindsText')}</p>
        {PERMIT_CATEGORIES.map((category) => (
          <section key={category} className="guide-group" aria-labelledby={`education-${category}`}>
            <h3 className="section-title section-title--icon" id={`education-${category}`}>
              <Icon name={CATEGORY_ICONS[category]} size={22} />
              {t(CATEGORY_TITLES[category])}
            </h3>
            <ul className="guide-list">
              {kindsInCategory(category).map((kind) => {
                const description = byCode.get(kind.code);
                const lang = description ? langOf(description.locale, language) : undefined;
                return (
                  <li key={kind.segment} className="guide-list__item">
                    <Link to={`/permits/${kind.segment}`} className="guide-list__title">
                      <span className="kind-code">{kind.code}</span>{' '}
                      <span lang={lang}>{description?.title ?? t(kind.title)}</span>
                    </Link>
                    {description?.howToApply && (
                      <p className="guide-list__text" lang={lang}>
                        {excerpt(description.howToApply, GUIDE_EXCERPT)}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </section>
      {(tags.data ?? []).length > 0 && (
        <section className="page-section" aria-labelledby="education-faq">
          <h2 className="section-title" id="education-faq">
            {t('education.faqTitle')}
          </h2>
          <ul className="topic-filter__list">
            {(tags.data ?? []).map((tag) => (
              <li key={tag.uid}>
                <Link
                  className="topic-filter__link"
                  to={`/faq?tag=${encodeURIComponent(tag.uid)}`}
                  lang={langOf(tag.locale, language)}
                >
                  {tag.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
