/**
 * `/articles/{id}` and `/article/{id}`: one announcement, found by its id, or by its slug when the
 * parameter is not a number (spec §2, §7 "articles by slug").
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { formatPortalDate } from '../../platform/dates.ts';
import { PageHeader } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { articleQuery, langOf } from './content-api.ts';
import { ContentHtml } from './content-html.tsx';
import './content.css';

export function ArticlePage() {
  const t = useT();
  const { language } = useLanguage();
  const { id = '' } = useParams();
  const article = useQuery(articleQuery(language, id));

  if (article.isPending) return <Spinner label={t('common.loading')} />;
  const back = (
    <p className="news-article__back">
      <Link to="/articles">{t('article.back')}</Link>
    </p>
  );
  if (!article.data) {
    return (
      <article className="page">
        <PageHeader
          caption={t('route.articles')}
          title={t('news.notFoundTitle')}
          lead={t('news.notFoundText')}
        />
        {back}
      </article>
    );
  }
  const { title, content, createdAt, locale } = article.data;
  return (
    <article className="page news-article">
      <header className="page-header">
        <p className="page-header__caption">{t('route.articles')}</p>
        <h1 className="page-header__title" lang={langOf(locale, language)}>
          {title}
        </h1>
        <p className="news-article__date">
          {t('news.published')} <time dateTime={createdAt}>{formatPortalDate(createdAt, language)}</time>
        </p>
      </header>
      <ContentHtml html={content} locale={locale} language={language} />
      {back}
    </article>
  );
}
