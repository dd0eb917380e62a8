/**
 * The router, built from the route table: one child route per row, its row kept as the handle.
 *
 * Declarative routing (`<BrowserRouter>` and `useRoutes`), not a data router: the portal uses no
 * loaders, actions or fetchers, and the data router's code is about 16 KB gzipped of the start page
 * (issue 16 target 3). What the data router gave is kept here: a page's render error shows inside
 * the shell (`RouteError`), an error of the shell itself the plain `FatalError`, both cleared by
 * the next navigation; the current row comes from `currentRoute` (root-layout.tsx).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BrowserRouter, Outlet, type RouteObject, useLocation, useRoutes } from 'react-router';
import { RoutePage } from './pages.tsx';
import { RootLayout } from './root-layout.tsx';
import { FatalError, RouteError } from './route-error.tsx';
import { ROUTES } from './route-table.ts';

interface BoundaryProps {
  /** What to show instead of the children after an error. */
  fallback: (error: unknown) => ReactNode;
  /** The location; a new one clears the error (as a data router's error element). */
  at: string;
  children: ReactNode;
}

class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; at: string | null }> {
  override state = { error: undefined as unknown, at: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; at: string | null }) {
    // The error belongs to the location where it happened: a navigation renders the page again.
    if (state.at === null) return { at: props.at };
    if (props.at !== state.at) return { error: undefined, at: props.at };
    return null;
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!(error instanceof Error)) console.error(error, info.componentStack);
  }
  override render() {
    return this.state.error !== undefined ? this.props.fallback(this.state.error) : this.props.children;
  }
}

function Guarded({ children, fallback }: { children: ReactNode; fallback: BoundaryProps['fallback'] }) {
  const location = useLocation();
  return (
    <RouteErrorBoundary at={`${location.pathname}${location.search}#${location.key}`} fallback={fallback}>
      {children}
    </RouteErrorBoundary>
  );
}

export function createRoutes(): RouteObject[] {
  return [
    {
      element: (
        <Guarded fallback={() => <FatalError />}>
          <RootLayout />
        </Guarded>
      ),
      children: [
        {
          // Errors of a page show inside the shell, which stays usable.
          element: (
            <Guarded fallback={(error) => <RouteError error={error} />}>
              <Outlet />
            </Guarded>
          ),
          children: ROUTES.map((route) => ({
            path: route.path,
            handle: route,
            element: <RoutePage route={route} />,
          })),
        },
      ],
    },
  ];
}

const routes = createRoutes();

function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
