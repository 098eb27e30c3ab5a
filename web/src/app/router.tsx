import { createBrowserRouter } from 'react-router-dom';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { AppLayout } from './app-layout';
import { PageLoading } from './page-loading';
import { AppRouteError, RouteErrorMessage } from './route-error';

/** The routes of the specification (section 2). Pages other than home load on first visit. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    hydrateFallbackElement: <PageLoading />,
    errorElement: <AppRouteError />,
    children: [
      {
        // A page that fails (e.g. its code cannot download) keeps the header and navigation.
        errorElement: <RouteErrorMessage />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/admin', lazy: () => import('../pages/admin-page').then((m) => ({ Component: m.AdminPage })) },
          { path: '/analytics', lazy: () => import('../pages/analytics-page').then((m) => ({ Component: m.AnalyticsPage })) },
          { path: '/bulk-check', lazy: () => import('../pages/bulk-check-page').then((m) => ({ Component: m.BulkCheckPage })) },
          {
            path: '/coverage-maps',
            lazy: () => import('../pages/coverage-maps-page').then((m) => ({ Component: m.CoverageMapsPage })),
          },
          {
            path: '/coverage-api-docs',
            lazy: () => import('../pages/coverage-api-docs-page').then((m) => ({ Component: m.CoverageApiDocsPage })),
          },
          { path: '/signup', lazy: () => import('../pages/signup-page').then((m) => ({ Component: m.SignupPage })) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
