/**
 * The route table: every path of spec §2. Every page except the landing page is
 * lazy-loaded into its own chunk. Pages that combine features are composed here.
 */
import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { RouteError } from './features/common/route-error';
import LandingPage from './features/landing/pages/landing-page';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: null,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/test', ...page(() => import('./features/site/pages/test-page')) },
      { path: '/pricing', ...page(() => import('./features/site/pages/pricing-page')) },
      { path: '/terms', ...page(() => import('./features/site/pages/terms-page')) },
      { path: '/privacy', ...page(() => import('./features/site/pages/privacy-page')) },
      { path: '/refund', ...page(() => import('./features/site/pages/refund-page')) },
      { path: '/alumni', ...page(() => import('./features/site/pages/alumni-page')) },
      { path: '/login', ...page(() => import('./features/auth/pages/login-page')) },
      { path: '/auth', ...page(() => import('./features/auth/pages/auth-page')) },
      { path: '/dashboard', ...page(() => import('./features/auth/pages/dashboard-page')) },
      { path: '/settings', ...page(() => import('./features/auth/pages/settings-page')) },
      { path: '/beta', ...page(() => import('./features/beta/pages/beta-page')) },
      { path: '/beta/activity', ...page(() => import('./features/activity/pages/activity-page')) },
      { path: '/beta/appflowy', ...page(() => import('./features/beta/pages/appflowy-page')) },
      { path: '/beta/appflowy-cloud', ...page(() => import('./features/beta/pages/appflowy-cloud-page')) },
      { path: '/onboarding', ...page(() => import('./features/beta/pages/onboarding-page')) },
      { path: '/makeitshutup', ...page(() => import('./features/beta/pages/make-it-shut-up-page')) },
      { path: '/ai-exploration-game', ...page(() => import('./features/beta/pages/ai-exploration-game-page')) },
      { path: '/julia.ai', ...page(() => import('./features/julia/pages/julia-page')) },
      { path: '/julia.ai/crm', ...page(() => import('./features/julia/pages/julia-crm-page')) },
      { path: '/julia.ai/onboarding', ...page(() => import('./features/julia/pages/julia-onboarding-page')) },
      { path: '/julia.ai/database', ...page(() => import('./features/julia/pages/julia-database-page')) },
      { path: '/business-os', ...page(() => import('./features/business-os/pages/business-os-page')) },
      { path: '/demo', ...page(() => import('./features/demo/pages/demo-page')) },
      { path: '/matrix-test', ...page(() => import('./features/matrix/pages/bridge-center-page')) },
      { path: '/element', ...page(() => import('./features/matrix/pages/matrix-client-page')) },
      { path: '*', ...page(() => import('./features/common/not-found-page')) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
