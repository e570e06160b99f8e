/**
 * The route table: every path of spec §2. Every page except the landing page is
 * lazy-loaded into its own chunk. Pages that combine features are composed here.
 */
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import type { PagePath, ParamPagePath } from '../contract/pages';
import { AppShell } from './app/app-shell';
import { PageLoading } from './app/page-loading';
import { ReadyMarker } from './app/ready-marker';
import { RouteError } from './app/route-error';
import { WorkspaceCard } from './features/landing/components/workspace-card';
import LandingPage from './features/landing/pages/landing-page';
import { useCurrentUser } from './lib/session';

type PageModule = { default: React.ComponentType };
type Lazy = Pick<RouteObject, 'lazy' | 'HydrateFallback' | 'ErrorBoundary'>;

/**
 * A lazy page: its own chunk, a loading state while the chunk arrives on a first load
 * (without one React Router warns "No HydrateFallback element provided"), and its own
 * error boundary, so a broken page keeps the app around it.
 */
const page = (load: () => Promise<PageModule>): Lazy => ({
  lazy: async () => ({ Component: (await load()).default }),
  HydrateFallback: PageLoading,
  ErrorBoundary: RouteError,
});

/** The data-sources dashboard with the auth feature's sign-in form and the access-tokens feature's API Access card (three features meet here). */
const dashboardPage = page(async () => {
  const [{ default: DashboardPage }, { LoginForm }, { ApiAccessCard }] = await Promise.all([
    import('./features/data-sources/pages/dashboard-page'),
    import('./features/auth/components/login-form'),
    import('./features/access-tokens'),
  ]);
  return { default: () => <DashboardPage signInForm={<LoginForm />} apiAccess={<ApiAccessCard />} /> };
});

const SignedInHome = lazy(() => import('./features/home/pages/home-page'));

/**
 * `/` (issue 31): a visitor gets the landing page; a signed-in person their own home (with
 * the private workspace card of spec §2, which belongs to the landing feature); while the
 * user is still loading, a neutral loading state, never the visitor's pitch.
 */
function HomeRoute() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageLoading />;
  if (!user) return <LandingPage />;
  return (
    <Suspense fallback={<PageLoading />}>
      <SignedInHome user={user} workspaceCard={user.email ? <WorkspaceCard email={user.email} className="mt-8 px-0 pt-0" /> : null} />
    </Suspense>
  );
}

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <ReadyMarker />
      <AppShell>
        <Outlet />
      </AppShell>
    </>
  );
}

/**
 * Every lazy page by path. Typed against PAGE_PATHS (shared with the server, which answers
 * unknown paths with 404): a page missing here, or a path missing there, fails the type check.
 */
const LAZY_PAGES: Record<Exclude<PagePath, '/'>, Lazy> = {
  '/test': page(() => import('./features/site/pages/test-page')),
  '/pricing': page(() => import('./features/site/pages/pricing-page')),
  '/terms': page(() => import('./features/site/pages/terms-page')),
  '/privacy': page(() => import('./features/site/pages/privacy-page')),
  '/refund': page(() => import('./features/site/pages/refund-page')),
  '/alumni': page(() => import('./features/site/pages/alumni-page')),
  '/login': page(() => import('./features/auth/pages/login-page')),
  '/auth': page(() => import('./features/auth/pages/auth-page')),
  '/dashboard': dashboardPage,
  '/settings': page(() => import('./features/auth/pages/settings-page')),
  '/beta': page(() => import('./features/beta/pages/beta-page')),
  '/beta/activity': page(() => import('./features/activity/pages/activity-page')),
  '/beta/appflowy': page(() => import('./features/outline/pages/appflowy-page')),
  '/beta/appflowy-cloud': page(() => import('./features/outline/pages/appflowy-cloud-page')),
  '/onboarding': page(() => import('./features/data-sources/pages/onboarding-page')),
  '/makeitshutup': page(() => import('./features/pitch/pages/pitch-page')),
  '/ai-exploration-game': page(() => import('./features/game/pages/ai-exploration-game-page')),
  '/julia.ai': page(() => import('./features/julia/pages/julia-page')),
  '/julia.ai/crm': page(() => import('./features/julia/pages/julia-crm-page')),
  '/julia.ai/onboarding': page(() => import('./features/julia/pages/julia-onboarding-page')),
  '/julia.ai/database': page(() => import('./features/julia/pages/julia-database-page')),
  '/business-os': page(() => import('./features/business-os/pages/business-os-page')),
  '/demo': page(() => import('./features/demo/pages/demo-page')),
  '/matrix-test': page(() => import('./features/matrix/pages/bridge-center-page')),
  '/element': page(() => import('./features/matrix/pages/matrix-client-page')),
  '/worlds': page(() => import('./features/worlds/pages/worlds-hub-page')),
  '/worlds/social': page(() => import('./features/worlds/pages/social-world-page')),
  '/worlds/network': page(() => import('./features/worlds/pages/network-world-page')),
  '/worlds/map': page(() => import('./features/worlds/pages/map-world-page')),
  '/worlds/timeline': page(() => import('./features/worlds/pages/timeline-world-page')),
  '/worlds/sample': page(() => import('./features/worlds/pages/worlds-hub-page')),
  '/worlds/sample/social': page(() => import('./features/worlds/pages/social-world-page')),
  '/worlds/sample/network': page(() => import('./features/worlds/pages/network-world-page')),
  '/worlds/sample/map': page(() => import('./features/worlds/pages/map-world-page')),
  '/worlds/sample/timeline': page(() => import('./features/worlds/pages/timeline-world-page')),
};

/** Pages with a parameter (PARAM_PAGE_PATHS, which the server matches too). */
const PARAM_PAGES: Record<ParamPagePath, Lazy> = {
  '/worlds/social/:personId': page(() => import('./features/worlds/pages/person-page')),
  '/worlds/sample/social/:personId': page(() => import('./features/worlds/pages/person-page')),
  '/worlds/shared/:token': page(() => import('./features/worlds/pages/shared-world-page')),
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: null,
    children: [
      { path: '/', element: <HomeRoute /> },
      ...Object.entries(LAZY_PAGES).map(([path, lazy]) => ({ path, ...lazy })),
      ...Object.entries(PARAM_PAGES).map(([path, lazy]) => ({ path, ...lazy })),
      { path: '*', ...page(() => import('./app/not-found-page')) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
