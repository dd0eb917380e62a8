/**
 * Pages whose text comes from the content management service (spec §3 Content, §7): about,
 * contacts, announcements, FAQ and educational material.
 */
import { useParams } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { PageHeader, PlannedPage } from '../../ui/page.tsx';

export function AboutPage() {
  const t = useT();
  return (
    <article className="page prose">
      <PageHeader title={t('route.about')} lead={t('about.lead')} />
      <h2>{t('about.whoTitle')}</h2>
      <p>{t('about.whoText')}</p>
      <h2>{t('about.whatTitle')}</h2>
      <ul>
        <li>{t('about.whatApply')}</li>
        <li>{t('about.whatPay')}</li>
        <li>{t('about.whatDownload')}</li>
        <li>{t('about.whatRepresent')}</li>
        <li>{t('about.whatPublic')}</li>
      </ul>
      <h2>{t('about.loginTitle')}</h2>
      <p>{t('about.loginText')}</p>
    </article>
  );
}

export function ContactsPage() {
  const t = useT();
  return (
    <article className="page prose">
      <PageHeader title={t('route.contacts')} lead={t('contacts.lead')} />
      <address className="contact-card">
        <strong>{t('contacts.ministry')}</strong>
        <br />
        {t('contacts.address')}
        <br />
        <a href="mailto:info@am.lt">info@am.lt</a>
        <br />
        <a href="https://am.lrv.lt" rel="noopener">
          am.lrv.lt
        </a>
      </address>
      <p>{t('contacts.moreText')}</p>
    </article>
  );
}

export function ArticlesPage() {
  const t = useT();
  return (
    <PlannedPage
      title={t('route.articles')}
      description={t('articles.text')}
      links={[{ to: '/faq', label: t('menu.faq'), icon: 'help' }]}
    />
  );
}

export function ArticlePage() {
  const t = useT();
  const { id } = useParams();
  return (
    <PlannedPage
      caption={t('route.articles')}
      title={t('route.article')}
      description={t('article.text', { id: id ?? '' })}
      links={[{ to: '/articles', label: t('article.back'), icon: 'news' }]}
    />
  );
}

export function FaqPage() {
  const t = useT();
  return (
    <PlannedPage
      title={t('route.faq')}
      description={t('faq.text')}
      links={[
        { to: '/contacts', label: t('menu.contacts'), icon: 'mail' },
        { to: '/educationalMaterial', label: t('menu.educationalMaterial'), icon: 'book' },
      ]}
    />
  );
}

export function EducationalMaterialPage() {
  const t = useT();
  return (
    <PlannedPage
      title={t('route.educationalMaterial')}
      description={t('educationalMaterial.text')}
      links={[{ to: '/faq', label: t('menu.faq'), icon: 'help' }]}
    />
  );
}
