/**
 * `/permits`: every permit kind by subject area (spec §1 categories) with the title and price from
 * the content service (spec §7 "permits sorted by permitId"), its description and application, and
 * above the list the one announcement marked for it (spec §7 "showInPermitsList true, limit 1").
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CATEGORY_TITLES, kindsInCategory, PERMIT_CATEGORIES } from '../../../shared/permits/kind-list.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { CATEGORY_ICONS } from '../../ui/category-icons.ts';
import { Icon } from '../../ui/icon.tsx';
import { useRestLater } from '../../ui/use-rest-later.ts';
import { ContentHtml, langOf, permitDescriptionsQuery, permitsListArticleQuery } from '../content/index.ts';
import { PermitsCatalogueFrame } from './permits-catalogue-frame.tsx';
import './permits.css';

/**
 * The kinds drawn with the page; the rest follow right after its first paint, `NEXT_KINDS` a task
 * (use-rest-later.ts).
 */
const FIRST_KINDS = 6;
const NEXT_KINDS = 4;
const SECTIONS = PERMIT_CATEGORIES.map((category) => ({ category, kinds: kindsInCategory(category) }));
const KIND_COUNT = SECTIONS.reduce((sum, section) => sum + section.kinds.length, 0);

export function PermitsCataloguePage() {
  const t = useT();
  const { language } = useLanguage();
  const permits = useQuery(permitDescriptionsQuery(language));
  const announcement = useQuery(permitsListArticleQuery(language));
  const byCode = new Map((permits.data ?? []).map((p) => [p.permitId, p]));
  const article = announcement.data;
  let left = useRestLater(KIND_COUNT, FIRST_KINDS, NEXT_KINDS);
  const sections = SECTIONS.flatMap((section) => {
    if (left <= 0) return [];
    const kinds = section.kinds.slice(0, left);
    left -= kinds.length;
    return [{ category: section.category, kinds }];
  });

  return (
    <PermitsCatalogueFrame>
      {article && (
        <section className="permits-announcement" aria-labelledby="permits-announcement-title">
          <h2
            className="permits-announcement__title"
            id="permits-announcement-title"
            lang={langOf(article.locale, language)}
          >
            {article.title}
          </h2>
          <ContentHtml html={article.content} locale={article.locale} language={language} />
        </section>
      )}
      {sections.map(({ category, kinds }) => (
        <section key={category} className="page-section" aria-labelledby={`permits-${category}`}>
          <h2 className="section-title section-title--icon" id={`permits-${category}`}>
            <Icon name={CATEGORY_ICONS[category]} size={24} />
            {t(CATEGORY_TITLES[category])}
          </h2>
          <ul className="kind-list">
            {kinds.map((kind) => {
              const description = byCode.get(kind.code);
              const lang = description ? langOf(description.locale, language) : undefined;
              const title = description?.title ?? t(kind.title);
              return (
                <li key={kind.segment} className="kind-list__item">
                  <div className="kind-list__text">
                    <span className="kind-code">{kind.code}</span>
                    <Link className="kind-list__title" to={`/permits/${kind.segment}`} lang={lang}>
                      {title}
                    </Link>
                    {description?.price && (
                      <span className="kind-list__price" lang={lang}>
                        {description.price}
                      </span>
                    )}
                    <span className="kind-list__note">
                      {t(kind.public ? 'permitInfo.noLoginNeeded' : 'permits.loginNeeded')}
                    </span>
                  </div>
                  <Link
                    className="button button--secondary button--small"
                    to={`/paraiskos/${kind.segment}`}
                    aria-label={t('permits.applyFor', { title })}
                  >
                    {t('permits.apply')}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </PermitsCatalogueFrame>
  );
}
