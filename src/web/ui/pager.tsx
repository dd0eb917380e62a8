/**
 * Page links of every paged list (articles, applications, permits, messages): previous, the first and last page, the current one
 * and its neighbours, next. Links, not buttons, so every page has its own address.
 */
import { Link } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import { pageItems } from '../platform/pagination.ts';
import './pager.css';

export function Pager({
  page,
  pages,
  hrefFor,
  label,
}: {
  page: number;
  pages: number;
  /** The address of a page, e.g. `/paraiskos?state=PATEIKTA&page=2`. */
  hrefFor: (page: number) => string;
  /** Names the navigation landmark, e.g. "Pages of the applications list". */
  label: string;
}) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <ul className="pager__list">
        {page > 1 && (
          <li>
            <Link className="pager__link" to={hrefFor(page - 1)} rel="prev">
              {t('pager.previous')}
            </Link>
          </li>
        )}
        {pageItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place.
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="pager__link"
                to={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pager.pageNumber', { page: item, pages })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link className="pager__link" to={hrefFor(page + 1)} rel="next">
              {t('pager.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
