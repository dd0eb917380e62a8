/**
 * The root of every screen: reads the current route's row of the route table, sets the document
 * title, picks the layout (spec §2 Shell), and shows the login form instead of a page that needs
 * login, or the no-rights message instead of a page that needs a role (spec §6).
 */
import { Suspense, useEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoginPrompt } from '../features/auth/login-prompt.tsx';
import { useT } from '../i18n/use-t.ts';
import { useSession } from '../platform/session/use-session.ts';
import { Notice, PageHeader } from '../ui/page.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { AdminLayout, BareLayout, PublicLayout } from './layout/layouts.tsx';
import { documentTitleFor } from './page-title.ts';
import { routeAt } from './pages.tsx';
import { type AppRoute, resolveLayout } from './route-table.ts';
import { SessionGate } from './session-gate.tsx';

function useCurrentRoute(): { route: AppRoute; id: string | undefined } {
  const { pathname } = useLocation();
  return useMemo(() => routeAt(pathname), [pathname]);
}

/**
 * After an in-app navigation focus moves to `main` and the page scrolls up, so keyboard and screen
 * reader users start at the new content instead of the link they pressed (WCAG 2.4.3).
 */
function useFocusMainOnNavigation(ready: boolean) {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path.
  useEffect(() => {
    if (!ready) return;
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, ready]);
}

function Forbidden() {
  const t = useT();
  return (
    <article className="page">
      <PageHeader title={t('forbidden.title')} />
      <Notice tone="warning">
        <p>{t('error.forbidden')}</p>
      </Notice>
    </article>
  );
}

export function RootLayout() {
  const t = useT();
  const session = useSession();
  const location = useLocation();
  const { route, id } = useCurrentRoute();
  const loading = session.status === 'loading';

  useEffect(() => {
    document.title = documentTitleFor(route, t, id ? t('title.number', { id }) : undefined);
  }, [route, id, t]);
  useFocusMainOnNavigation(!loading);

  if (loading) {
    // Which layout and home page to show depends on the session: wait for it (spec §4 restore).
    return (
      <div className="startup">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }

  const authenticated = session.status === 'authenticated';
  const layout = resolveLayout(route.layout, authenticated);
  let content: React.ReactNode;
  if (route.requiresAuth && !authenticated) {
    content = (
      <LoginPrompt
        returnTo={`${location.pathname}${location.search}`}
        pageTitle={t(route.title, route.titleValues)}
      />
    );
  } else if (route.role && !session.hasRole(route.role)) {
    content = <Forbidden />;
  } else {
    content = (
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <Outlet />
      </Suspense>
    );
  }
  const Frame = layout === 'admin' ? AdminLayout : layout === 'bare' ? BareLayout : PublicLayout;
  const framed = (
    <Frame route={route.requiresAuth && !authenticated ? { ...route, centerContent: true } : route}>
      {content}
    </Frame>
  );
  return <SessionGate>{framed}</SessionGate>;
}
