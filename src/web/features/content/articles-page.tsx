/**
 * `/articles`: news and announcements from the content service, newest first, 20 per page with
 * page links and counts (spec §2, §7, §9). Each item: title, date and a 250-character excerpt.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { formatPortalDate } from '../../platform/dates.ts';
import { pageCount, pageFromParam } from '../../platform/pagination.ts';
import { PageHeader } from '../../ui/page.tsx';
import { Pager } from '../../ui/pager.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ARTICLE_PAGE_SIZE, type Article, articleCountQuery, articlesQuery, langOf } from './content-api.ts';
import { excerpt } from './excerpt.ts';
import { useFocusMainOnChange } from './use-focus-on-change.ts';
import './content.css';

/** Spec §9: excerpt length 250 characters with HTML stripped. */
export const EXCERPT_LENGTH = 250;

export function ArticlesPage() {
  const t = useT();
  const { language } = useLanguage();
  const [params] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const list = useQuery(articlesQuery(language, page));
  const count = useQuery(articleCountQuery(language));
  useFocusMainOnChange(page);

  const articles = list.data ?? [];
  const total = count.data ?? 0;
  const pages = pageCount(total, ARTICLE_PAGE_SIZE);
  const from = (page - 1) * ARTICLE_PAGE_SIZE + 1;

  return (
    <article className="page">
      <PageHeader title={t('route.articles')} lead={t('news.lead')} />
      {list.isPending || count.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : articles.length === 0 ? (
        <p>
          {page > 1 ? (
            <>
              {t('news.emptyPage')} <Link to="/articles">{t('news.firstPage')}</Link>
            </>
          ) : (
            t('news.empty')
          )}
        </p>
      ) : (
        <>
          <p className="news-range">
            {t('news.range', {
              from,
              to: from + articles.length - 1,
              total: Math.max(total, articles.length),
            })}
          </p>
          <ol className="news-list" start={from}>
            {articles.map((article) => (
              <NewsItem key={article.id} article={article} />
            ))}
          </ol>
          <Pager page={page} pages={pages} hrefFor={pageHref} label={t('news.pagination')} />
        </>
      )}
    </article>
  );
}

function NewsItem({ article }: { article: Article }) {
  const { language } = useLanguage();
  const lang = langOf(article.locale, language);
  return (
    <li className="news-item">
      <h2 className="news-item__title" lang={lang}>
        <Link to={`/articles/${article.id}`}>{article.title}</Link>
      </h2>
      <p className="news-item__date">
        <time dateTime={article.createdAt}>{formatPortalDate(article.createdAt, language)}</time>
      </p>
      <p className="news-item__excerpt" lang={lang}>
        {excerpt(article.content, EXCERPT_LENGTH)}
      </p>
    </li>
  );
}

const pageHref = (page: number) => (page === 1 ? '/articles' : `/articles?page=${page}`);
