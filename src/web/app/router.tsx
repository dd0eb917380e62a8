/** The router, built from the route table: one child route per row, its row kept as the handle. */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RoutePage } from './pages.tsx';
import { RootLayout } from './root-layout.tsx';
import { FatalError, RouteError } from './route-error.tsx';
import { ROUTES } from './route-table.ts';

export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <FatalError />,
      children: [
        {
          // Errors of a page show inside the shell, which stays usable.
          errorElement: <RouteError />,
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

export function createRouter() {
  return createBrowserRouter(createRoutes());
}
