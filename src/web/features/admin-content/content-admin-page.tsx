/**
 * `/admin/turinys`: content administration for ROLE_ADMIN (ADR 0005; the route table guards the
 * role and login). Tabs for news, FAQ, permit descriptions, warnings and the about and contacts
 * pages, the fishing and fee settings, and the notices that did not go out (issue 21). The tabs are links that keep the choice in the address (`?tab=faq`), so Back, reload and
 * a shared link all land on the same tab; the current one is marked with `aria-current`.
 */
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { MessageId } from '../../../shared/i18n/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { PageHeader } from '../../ui/page.tsx';
import { FeeRatesTab } from '../fees/index.ts';
import { ArticlesTab } from './articles-tab.tsx';
import { FailedNoticesTab } from './failed-notices-tab.tsx';
import { FaqTab } from './faq-tab.tsx';
import { FishingSettingsTab } from './fishing-settings-tab.tsx';
import { PagesTab } from './pages-tab.tsx';
import { PermitsTab } from './permits-tab.tsx';
import { WarningsTab } from './warnings-tab.tsx';
import './admin-content.css';

const TABS: { id: string; label: MessageId; render: () => ReactNode }[] = [
  { id: 'articles', label: 'contentAdmin.tabArticles', render: () => <ArticlesTab /> },
  { id: 'faq', label: 'contentAdmin.tabFaq', render: () => <FaqTab /> },
  { id: 'permits', label: 'contentAdmin.tabPermits', render: () => <PermitsTab /> },
  { id: 'warnings', label: 'contentAdmin.tabWarnings', render: () => <WarningsTab /> },
  { id: 'pages', label: 'contentAdmin.tabPages', render: () => <PagesTab /> },
  { id: 'fishing', label: 'fishingSettings.tab', render: () => <FishingSettingsTab /> },
  { id: 'fees', label: 'fees.rates.tab', render: () => <FeeRatesTab /> },
  { id: 'notices', label: 'failedNotices.tab', render: () => <FailedNoticesTab /> },
];

export function ContentAdminPage() {
  const t = useT();
  const [params] = useSearchParams();
  const current = TABS.find((tab) => tab.id === params.get('tab')) ?? TABS[0]!;
  return (
    <article className="page content-admin">
      <PageHeader title={t('route.contentAdmin')} lead={t('contentAdmin.lead')} />
      <nav className="admin-tabs" aria-label={t('contentAdmin.tabsLabel')}>
        <ul className="admin-tabs__list">
          {TABS.map((tab) => (
            <li key={tab.id}>
              <Link
                className="admin-tabs__link"
                to={`?tab=${tab.id}`}
                aria-current={tab.id === current.id ? 'page' : undefined}
              >
                {t(tab.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-tabs__panel">{current.render()}</div>
    </article>
  );
}
