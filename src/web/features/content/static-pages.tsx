/** `/about` and `/contacts`: one page each per language, written by administrators (spec §3, §7). */
import { useQuery } from '@tanstack/react-query';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { Notice, PageHeader } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { langOf, type PageName, pageQuery } from './content-api.ts';
import { ContentHtml } from './content-html.tsx';
import './content.css';

function ContentPageView({ name, title }: { name: PageName; title: string }) {
  const t = useT();
  const { language } = useLanguage();
  const page = useQuery(pageQuery(name, language));
  if (page.isPending) return <Spinner label={t('common.loading')} />;
  if (!page.data) {
    // Spec §8: the content service failed or has no page; the failure is logged.
    return (
      <article className="page">
        <PageHeader title={title} />
        <Notice>
          <p>{t('contentPages.unavailable')}</p>
        </Notice>
      </article>
    );
  }
  return (
    <article className={`page content-page content-page--${name}`}>
      <header className="page-header">
        <h1 className="page-header__title" lang={langOf(page.data.locale, language)}>
          {page.data.title}
        </h1>
      </header>
      <ContentHtml html={page.data.content} locale={page.data.locale} language={language} />
    </article>
  );
}

export function AboutPage() {
  const t = useT();
  return <ContentPageView name="about" title={t('route.about')} />;
}

export function ContactsPage() {
  const t = useT();
  return <ContentPageView name="contacts" title={t('route.contacts')} />;
}
