/**
 * The three frames of spec §2 Shell: public (top menu, Order permit, login area), admin (side
 * menu for logged-in users) and bare (gateway return). All share the skip link, header and footer,
 * and a `main` that takes focus after navigation (see root-layout.tsx).
 */
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { Icon } from '../../ui/icon.tsx';
import { ORDER_PERMIT, TOP_MENU } from '../menu.ts';
import type { AppRoute } from '../route-table.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { LogoMark } from './logo.tsx';
import { SideMenu } from './side-menu.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useResetOnResize } from './use-reset-on-resize.ts';

interface LayoutProps {
  route: AppRoute;
  children: ReactNode;
}

function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t('shell.skipToContent')}
    </a>
  );
}

function Main({ route, children }: LayoutProps) {
  const classes = ['main', route.centerContent && 'main--center', route.hideWhiteBackground && 'main--plain']
    .filter(Boolean)
    .join(' ');
  return (
    <main id="main" className={classes} tabIndex={-1}>
      {route.hideWhiteBackground ? children : <div className="content-panel">{children}</div>}
    </main>
  );
}

/** A mobile panel that closes on navigation, on Escape and when the window width changes. */
function useMobilePanel() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new path.
  useEffect(() => close(), [pathname, close]);
  useResetOnResize(open, close);
  return { open, setOpen, close };
}

function MenuToggle({ open, controls, onToggle }: { open: boolean; controls: string; onToggle: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className="menu-toggle"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <Icon name={open ? 'close' : 'menu'} />
      <span>{t(open ? 'shell.closeMenu' : 'shell.menu')}</span>
    </button>
  );
}

/**
 * `withoutFooter`: the first paint written into the HTML (first-paint.tsx) leaves the footer out,
 * which would stand where the page's content comes once the app runs.
 */
export function PublicLayout({ route, children, withoutFooter }: LayoutProps & { withoutFooter?: boolean }) {
  const t = useT();
  const navId = useId();
  const panel = useMobilePanel();
  return (
    <div className="shell shell--public">
      <SkipLink />
      <SiteHeader
        menuToggle={
          <MenuToggle open={panel.open} controls={navId} onToggle={() => panel.setOpen((v) => !v)} />
        }
        mobileActions={
          <Link className="button button--order button--small mobile-only" to={ORDER_PERMIT.to}>
            {t(ORDER_PERMIT.label)}
          </Link>
        }
      />
      <nav
        className={panel.open ? 'top-nav is-open' : 'top-nav'}
        id={navId}
        aria-label={t('shell.mainMenu')}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && panel.open) panel.close();
        }}
      >
        <div className="top-nav__inner">
          <ul className="top-nav__list">
            {TOP_MENU.map((link) => (
              <li key={link.to}>
                <NavLink className="top-nav__link" to={link.to}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link className="button button--order top-nav__order" to={ORDER_PERMIT.to}>
            {t(ORDER_PERMIT.label)}
          </Link>
          {/* On phones the header has no room for the switcher: it sits in the menu. */}
          <div className="top-nav__languages">
            <LanguageSwitcher variant="full" />
          </div>
        </div>
      </nav>
      <Main route={route}>{children}</Main>
      {!withoutFooter && <SiteFooter />}
    </div>
  );
}

export function AdminLayout({ route, children }: LayoutProps) {
  const asideId = useId();
  const panel = useMobilePanel();
  return (
    <div className="shell shell--admin">
      <SkipLink />
      <SiteHeader
        menuToggle={
          <MenuToggle
            open={panel.open}
            controls={`${asideId}-menu`}
            onToggle={() => panel.setOpen((v) => !v)}
          />
        }
      />
      <div className="admin-body">
        <aside
          className={panel.open ? 'admin-aside is-open' : 'admin-aside'}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && panel.open) panel.close();
          }}
        >
          <SideMenu id={`${asideId}-menu`} />
        </aside>
        <Main route={route}>{children}</Main>
      </div>
      <SiteFooter />
    </div>
  );
}

export function BareLayout({ route, children }: LayoutProps) {
  const t = useT();
  return (
    <div className="shell shell--bare">
      <SkipLink />
      <header className="bare-header">
        <Link to="/" className="brand brand--dark">
          <LogoMark />
          <span className="brand__name">{t('app.name')}</span>
        </Link>
      </header>
      <Main route={route}>{children}</Main>
    </div>
  );
}
