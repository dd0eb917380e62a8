/**
 * `/`: different for anonymous visitors (what the portal does, order a permit, angler shortcuts)
 * and logged-in users (who they act for, their applications and permits) (spec §2 Public routes).
 * Both show the general warnings switched on now and the latest news from the content service
 * (spec §7); if the service fails they are simply left out (spec §8).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  CATEGORY_TITLES,
  findKind,
  kindsInCategory,
  PERMIT_CATEGORIES,
} from '../../../shared/permits/kind-list.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { formatPortalDate } from '../../platform/dates.ts';
import { representedName } from '../../platform/session/represented-person.ts';
import { useSession } from '../../platform/session/use-session.ts';
import { useShellActions } from '../../platform/shell-actions.ts';
import { CATEGORY_ICONS } from '../../ui/category-icons.ts';
import { Icon } from '../../ui/icon.tsx';
import { LinkCards } from '../../ui/page.tsx';
import {
  HOME_NEWS_COUNT,
  langOf,
  latestArticlesQuery,
  WarningNotices,
  warningsQuery,
} from '../content/index.ts';
import { PublicHomeFrame } from './public-hero.tsx';
import './home.css';

export function HomePage() {
  const session = useSession();
  return session.status === 'authenticated' ? <UserHome /> : <PublicHome />;
}

/** General warnings (not tied to a permit kind) switched on now. */
function GeneralWarnings() {
  const t = useT();
  const { language } = useLanguage();
  const warnings = useQuery(warningsQuery(language));
  const general = (warnings.data ?? []).filter((warning) => warning.permitId === null);
  if (general.length === 0) return null;
  return (
    <section className="home-section home-warnings" aria-labelledby="home-warnings">
      <h2 className="visually-hidden" id="home-warnings">
        {t('homeContent.warningsTitle')}
      </h2>
      <WarningNotices warnings={general} language={language} headingLevel={3} />
    </section>
  );
}

function LatestNews() {
  const t = useT();
  const { language } = useLanguage();
  const news = useQuery(latestArticlesQuery(language, HOME_NEWS_COUNT));
  const articles = news.data ?? [];
  if (articles.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-news">
      <h2 className="section-title" id="home-news">
        {t('homeContent.newsTitle')}
      </h2>
      <ul className="news-cards">
        {articles.map((article) => (
          <li key={article.id} className="news-card">
            <p className="news-card__date">
              <time dateTime={article.createdAt}>{formatPortalDate(article.createdAt, language)}</time>
            </p>
            <h3 className="news-card__title" lang={langOf(article.locale, language)}>
              <Link to={`/articles/${article.id}`}>{article.title}</Link>
            </h3>
          </li>
        ))}
      </ul>
      <p className="news-more">
        <Link to="/articles">{t('homeContent.allNews')}</Link>
      </p>
    </section>
  );
}

function AnglerShortcuts() {
  const t = useT();
  const ticket = findKind('l05_1')!;
  const card = findKind('l06_1')!;
  return (
    <section className="home-section" aria-labelledby="home-anglers">
      <h2 className="section-title" id="home-anglers">
        {t('home.anglersTitle')}
      </h2>
      <p>{t('home.anglersText')}</p>
      <LinkCards
        items={[
          {
            to: `/paraiskos/${ticket.segment}`,
            label: t('home.buyKind', { title: t(ticket.pageTitle), code: ticket.code }),
            description: t('home.ticketDescription'),
            icon: 'fish',
          },
          {
            to: `/paraiskos/${card.segment}`,
            label: t('home.buyKind', { title: t(card.pageTitle), code: card.code }),
            description: t('home.cardDescription'),
            icon: 'card',
          },
          {
            to: `/atsisiusti/${ticket.segment}`,
            label: t('home.downloadBought'),
            description: t('home.downloadBoughtDescription'),
            icon: 'download',
          },
        ]}
      />
    </section>
  );
}

function PublicHome() {
  const t = useT();
  return (
    <PublicHomeFrame>
      <GeneralWarnings />
      <AnglerShortcuts />
      <LatestNews />
      <section className="home-section" aria-labelledby="home-categories">
        <h2 className="section-title" id="home-categories">
          {t('home.categoriesTitle')}
        </h2>
        <ul className="category-grid">
          {PERMIT_CATEGORIES.map((category) => (
            <li key={category} className="category-card">
              <h3 className="category-card__title">
                <Icon name={CATEGORY_ICONS[category]} size={24} />
                {t(CATEGORY_TITLES[category])}
              </h3>
              <ul className="category-card__kinds">
                {kindsInCategory(category).map((kind) => (
                  <li key={kind.segment}>
                    <Link to={`/permits/${kind.segment}`}>
                      <span className="kind-code">{kind.code}</span> {t(kind.title)}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <section className="home-section" aria-labelledby="home-help">
        <h2 className="section-title" id="home-help">
          {t('home.helpTitle')}
        </h2>
        <LinkCards
          items={[
            { to: '/faq', label: t('menu.faq'), description: t('home.faqDescription'), icon: 'help' },
            {
              to: '/public-info',
              label: t('menu.publicInfo'),
              description: t('home.publicInfoDescription'),
              icon: 'chart',
            },
            { to: '/map', label: t('menu.map'), description: t('home.mapDescription'), icon: 'map' },
          ]}
        />
      </section>
    </PublicHomeFrame>
  );
}

function UserHome() {
  const t = useT();
  const session = useSession();
  const { openRepresentedPersonChooser } = useShellActions();
  const user = session.user!;
  const chosen = session.chosen;
  return (
    <div className="home">
      <section className="hero hero--compact" aria-labelledby="home-title">
        <h1 className="hero__title" id="home-title">
          {t('home.welcome', { name: `${user.name} ${user.surname}`.trim() })}
        </h1>
        {chosen && (
          <p className="hero__lead">
            {t('home.actingFor', { name: representedName(chosen), code: chosen.code })}{' '}
            {session.persons.length > 1 && (
              <button type="button" className="link-button" onClick={openRepresentedPersonChooser}>
                {t('menu.changeRepresentedPerson')}
              </button>
            )}
          </p>
        )}
      </section>
      <GeneralWarnings />
      <section className="home-section" aria-labelledby="home-shortcuts">
        <h2 className="section-title" id="home-shortcuts">
          {t('home.shortcutsTitle')}
        </h2>
        <LinkCards
          items={[
            {
              to: '/paraiskos',
              label: t('menu.myApplications'),
              description: t('home.myApplicationsDescription'),
              icon: 'file',
            },
            {
              to: '/leidimai',
              label: t('menu.myPermits'),
              description: t('home.myPermitsDescription'),
              icon: 'badge',
            },
            {
              to: '/permits',
              label: t('menu.orderPermit'),
              description: t('home.orderDescription'),
              icon: 'check',
            },
            {
              to: '/pranesimai/gauti',
              label: t('menu.messagesReceived'),
              description: t('home.messagesDescription'),
              icon: 'mail',
            },
          ]}
        />
      </section>
      <LatestNews />
      <AnglerShortcuts />
    </div>
  );
}
