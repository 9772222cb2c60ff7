import { createBrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { SECTORS } from '../../shared/sectors';
import { LoginRoute } from '../features/auth/routes/login';
import { redirectSignedInWithoutWaiting, requireUser, rootRedirect } from './guards';
import { SignedInRedirect } from './routes/signed-in-redirect';
import { redirectSignedInAdmin, requireAdmin } from '../features/admin/routes/admin-guards';
import { AppLoading } from './routes/app-loading';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';
import { RootLayout } from './layouts/root-layout';

// /login is the entry page and stays in the main bundle; everything else loads on demand.
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: AppLoading,
      children: [
        // The loader always redirects; the component only silences the router's empty-route warning.
        { path: '/', loader: rootRedirect, Component: AppLoading },
        {
          loader: redirectSignedInWithoutWaiting(queryClient),
          Component: SignedInRedirect,
          children: [
            { path: '/login', Component: LoginRoute },
            {
              path: '/registro',
              lazy: async () => ({
                Component: (await import('../features/auth/routes/register')).RegisterRoute,
              }),
            },
          ],
        },
        {
          path: '/esqueci-senha',
          lazy: async () => ({
            Component: (await import('../features/auth/routes/forgot-password')).ForgotPasswordRoute,
          }),
        },
        {
          path: '/reset-password',
          lazy: async () => ({
            Component: (await import('../features/auth/routes/reset-password')).ResetPasswordRoute,
          }),
        },
        {
          lazy: async () => ({ Component: (await import('./layouts/public-layout')).PublicLayout }),
          children: [
            {
              path: '/home',
              lazy: async () => {
                const [{ HomeRoute }, { MarketSection }] = await Promise.all([
                  import('../features/home/routes/home'),
                  import('../features/market'),
                ]);
                return { Component: () => <HomeRoute market={<MarketSection />} /> };
              },
            },
            {
              path: '/sobre',
              lazy: async () => ({ Component: (await import('../features/about/routes/about')).AboutRoute }),
            },
            {
              path: '/resultados',
              lazy: async () => ({
                Component: (await import('../features/results/routes/public-results')).PublicResultsRoute,
              }),
            },
            {
              path: '/planos',
              lazy: async () => ({
                Component: (await import('../features/payments/routes/public-plans')).PublicPlansRoute,
              }),
            },
          ],
        },
        {
          path: '/dashboard',
          loader: requireUser(queryClient),
          lazy: async () => ({ Component: (await import('./layouts/dashboard-layout')).DashboardLayout }),
          children: [
            {
              index: true,
              lazy: async () => ({
                Component: (await import('../features/dashboard/routes/dashboard-home')).DashboardHomeRoute,
              }),
            },
            {
              path: 'planos',
              lazy: async () => ({
                Component: (await import('./routes/dashboard-plans')).DashboardPlansPage,
              }),
            },
            {
              path: 'settings',
              lazy: async () => ({
                Component: (await import('../features/settings/routes/settings')).SettingsRoute,
              }),
            },
            {
              path: 'pagamentos',
              lazy: async () => ({
                Component: (await import('../features/payments/routes/payment-history')).PaymentHistoryRoute,
              }),
            },
            // One page per market, the same component parameterised by sector (issue 4).
            ...SECTORS.map((sector) => ({
              path: sector,
              lazy: async () => {
                const { SectorRoute } = await import('../features/analysis/routes/sector-page');
                return { Component: () => <SectorRoute sector={sector} /> };
              },
            })),
            {
              path: 'resultados',
              lazy: async () => ({
                Component: (await import('../features/results/routes/my-results')).MyResultsRoute,
              }),
            },
            {
              path: 'historico',
              lazy: async () => ({
                Component: (await import('../features/analysis/routes/history-page')).HistoryRoute,
              }),
            },
          ],
        },
        {
          path: '/admin/login',
          loader: redirectSignedInAdmin(queryClient),
          lazy: async () => ({
            Component: (await import('../features/admin/routes/admin-login')).AdminLoginRoute,
          }),
        },
        {
          // The back office (issue 6): its own session, checked by the server on every call.
          path: '/admin',
          loader: requireAdmin(queryClient),
          lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
          children: [
            {
              index: true,
              lazy: async () => ({
                Component: (await import('../features/admin/routes/overview')).OverviewRoute,
              }),
            },
            {
              path: 'users',
              lazy: async () => ({ Component: (await import('../features/admin/routes/users')).UsersRoute }),
            },
            {
              path: 'payments',
              lazy: async () => ({
                Component: (await import('../features/admin/routes/payments')).PaymentsRoute,
              }),
            },
            {
              path: 'logs',
              lazy: async () => ({ Component: (await import('../features/admin/routes/logs')).LogsRoute }),
            },
            {
              path: 'settings',
              lazy: async () => ({
                Component: (await import('../features/admin/routes/settings')).SettingsRoute,
              }),
            },
          ],
        },
        {
          // The sandbox provider's hosted checkout: public (the id is the capability) and outside the shell.
          path: '/checkout/sandbox/:id',
          lazy: async () => ({
            Component: (await import('../features/payments/routes/sandbox-checkout')).SandboxCheckoutRoute,
          }),
        },
        { path: '*', Component: NotFoundRoute },
      ],
    },
  ]);
}
