/**
 * The top bar both layouts share: logo, subtitle, language switcher, user menu or login link, and
 * the offline banner and new-version dialog (platform/offline).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { OfflineStatus } from '../../platform/offline/offline-status.tsx';
import { useSession } from '../../platform/session/use-session.ts';
import { Icon } from '../../ui/icon.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { LogoMark } from './logo.tsx';
import { UserMenu } from './user-menu.tsx';

interface SiteHeaderProps {
  /** The small-screen menu button, beside the logo. */
  menuToggle?: ReactNode;
  /** Extra small-screen actions among the tools (the public layout's Order permit). */
  mobileActions?: ReactNode;
}

export function SiteHeader({ menuToggle, mobileActions }: SiteHeaderProps) {
  const t = useT();
  const session = useSession();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand">
          <LogoMark />
          <span className="brand__text">
            <span className="brand__name">{t('app.name')}</span>
            <span className="brand__subtitle">{t('app.subtitle')}</span>
          </span>
          <span className="visually-hidden">{t('shell.toHome')}</span>
        </Link>
        {menuToggle}
        <div className="site-header__tools">
          <LanguageSwitcher />
          {session.status === 'authenticated' ? (
            <UserMenu />
          ) : (
            <Link className="header-link" to="/login">
              <Icon name="login" />
              <span>{t('menu.login')}</span>
            </Link>
          )}
          {mobileActions}
        </div>
      </div>
      <OfflineStatus authenticated={session.status === 'authenticated'} />
    </header>
  );
}
