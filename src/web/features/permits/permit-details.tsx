/**
 * A permit kind described by the content service (spec §3 "permits", §7 "permits … by permitId"):
 * warnings for the kind, description, price, who needs it, how to apply, documents and legal basis,
 * with the actions of spec §2 (apply → /paraiskos/{kind}, my permits → /leidimai/{kind}, download
 * → /atsisiusti/{kind}; L05 and L06 need no login). Shown on `/permits/{id}` and on the kind's own
 * page `/{kind}`, so no kind ever has an empty page (issue 3).
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MessageId } from '../../../shared/i18n/index.ts';
import { CATEGORY_TITLES, type PermitKind } from '../../../shared/permits/kind-list.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { Icon } from '../../ui/icon.tsx';
import { LinkCards, type LinkItem, Notice } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import {
  ContentHtml,
  langOf,
  type PermitDescription,
  permitDescriptionQuery,
  WarningNotices,
  warningsQuery,
} from '../content/index.ts';
import './permits.css';

const SECTIONS: { field: keyof PermitDescription; title: MessageId; id: string }[] = [
  { field: 'whoNeedsIt', title: 'permitInfo.whoNeedsIt', id: 'who-needs-it' },
  { field: 'howToApply', title: 'permitInfo.howToApply', id: 'how-to-apply' },
  { field: 'documents', title: 'permitInfo.documents', id: 'documents' },
  { field: 'legalBasis', title: 'permitInfo.legalBasis', id: 'legal-basis' },
];

interface PermitDetailsProps {
  kind: PermitKind;
  /** The page heading; the description's own title when not given. */
  title?: string;
  /** More pages of the kind, listed at the end. */
  links: LinkItem[];
  children?: ReactNode;
}

export function PermitDetails({ kind, title, links, children }: PermitDetailsProps) {
  const t = useT();
  const { language } = useLanguage();
  const description = useQuery(permitDescriptionQuery(language, kind.code));
  const warnings = useQuery(warningsQuery(language, kind.code));
  const data = description.data ?? null;
  const lang = data ? langOf(data.locale, language) : undefined;
  const heading = title ?? data?.title ?? t(kind.title);

  return (
    <article className="page permit-details">
      <header className="page-header">
        <p className="page-header__caption">
          {kind.code} · {t(CATEGORY_TITLES[kind.category])}
        </p>
        <h1 className="page-header__title" lang={title ? undefined : lang}>
          {heading}
        </h1>
        {title && data && data.title !== title && (
          <p className="page-header__lead" lang={lang}>
            {data.title}
          </p>
        )}
      </header>
      <WarningNotices warnings={warnings.data ?? []} language={language} />
      {description.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : data ? (
        <>
          <ContentHtml html={data.description} locale={data.locale} language={language} />
          <dl className="summary-list permit-facts">
            <div className="summary-list__row">
              <dt>{t('permitInfo.code')}</dt>
              <dd>{kind.code}</dd>
            </div>
            {data.price && (
              <div className="summary-list__row">
                <dt>{t('permitInfo.price')}</dt>
                <dd lang={lang}>{data.price}</dd>
              </div>
            )}
            <div className="summary-list__row">
              <dt>{t('permitInfo.login')}</dt>
              <dd>{t(kind.public ? 'permitInfo.noLoginNeeded' : 'permitInfo.loginNeeded')}</dd>
            </div>
          </dl>
        </>
      ) : (
        <Notice>
          <p>{t('permitInfo.noDescription')}</p>
        </Notice>
      )}
      <PermitActions kind={kind} />
      {children}
      {data &&
        SECTIONS.filter(({ field }) => String(data[field]).trim() !== '').map(
          ({ field, title: id, id: anchor }) => (
            <section key={field} className="page-section" aria-labelledby={`permit-${anchor}`}>
              <h2 className="section-title" id={`permit-${anchor}`}>
                {t(id)}
              </h2>
              <ContentHtml html={String(data[field])} locale={data.locale} language={language} />
            </section>
          ),
        )}
      {links.length > 0 && (
        <section className="page-section" aria-labelledby="permit-more">
          <h2 className="section-title" id="permit-more">
            {t('kindPage.linksTitle')}
          </h2>
          <LinkCards items={links} />
        </section>
      )}
    </article>
  );
}

/** Apply, my permits, download (spec §2 Permit-kind routes); the login need said in words. */
function PermitActions({ kind }: { kind: PermitKind }) {
  const t = useT();
  const title = t(kind.pageTitle);
  const s = kind.segment;
  return (
    <section className="permit-actions" aria-labelledby="permit-actions-title">
      <h2 className="visually-hidden" id="permit-actions-title">
        {t('permitInfo.actionsTitle')}
      </h2>
      <p className="permit-actions__note">
        <Icon name={kind.public ? 'check' : 'login'} />
        {t(kind.public ? 'permitInfo.publicKind' : 'permitInfo.loginKind')}
      </p>
      <ul className="permit-actions__list">
        <li>
          <Link
            className="button button--primary"
            to={`/paraiskos/${s}`}
            aria-label={t('permitInfo.applyFor', { title })}
          >
            <Icon name="file" />
            {t('permitInfo.apply')}
          </Link>
        </li>
        <li>
          <Link
            className="button button--secondary"
            to={`/leidimai/${s}`}
            aria-label={t('permitInfo.myPermitsOf', { title })}
          >
            <Icon name="badge" />
            {t('permitInfo.myPermits')}
          </Link>
        </li>
        <li>
          <Link
            className="button button--secondary"
            to={`/atsisiusti/${s}`}
            aria-label={t('permitInfo.downloadOf', { title })}
          >
            <Icon name="download" />
            {t('permitInfo.download')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
