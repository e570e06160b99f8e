/**
 * Every page path the web app serves (spec §2 plus our own pages), shared by the route
 * table and the server: the server answers a known path with the app and 200, any
 * other non-API path with the app's 'Page Not Found' and 404. Kept here, not in the
 * web app, because the server may not import web code.
 */
export const PAGE_PATHS = [
  '/',
  '/test',
  '/pricing',
  '/terms',
  '/privacy',
  '/refund',
  '/alumni',
  '/login',
  '/auth',
  '/dashboard',
  '/settings',
  '/beta',
  '/beta/activity',
  '/beta/appflowy',
  '/beta/appflowy-cloud',
  '/onboarding',
  '/makeitshutup',
  '/ai-exploration-game',
  '/julia.ai',
  '/julia.ai/crm',
  '/julia.ai/onboarding',
  '/julia.ai/database',
  '/business-os',
  '/demo',
  '/matrix-test',
  '/element',
  '/worlds',
  '/worlds/social',
  '/worlds/network',
  '/worlds/map',
  '/worlds/timeline',
  '/worlds/sample',
  '/worlds/sample/social',
  '/worlds/sample/network',
  '/worlds/sample/map',
  '/worlds/sample/timeline',
] as const;
export type PagePath = (typeof PAGE_PATHS)[number];

const KNOWN = new Set<string>(PAGE_PATHS);

/**
 * Pages with a parameter, in React Router's syntax, each with the pattern the server
 * matches it by (one segment of URL-safe characters per parameter).
 */
export const PARAM_PAGE_PATHS = ['/worlds/social/:personId', '/worlds/sample/social/:personId', '/worlds/shared/:token'] as const;
export type ParamPagePath = (typeof PARAM_PAGE_PATHS)[number];
const PARAM_PATTERNS = PARAM_PAGE_PATHS.map((p) => new RegExp(`^${p.replace(/:[A-Za-z]+/g, '[A-Za-z0-9_-]{1,100}')}$`));

/** True when `pathname` (no query string) is a page of the app; a trailing slash is allowed. */
export function isPagePath(pathname: string): boolean {
  const p = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return KNOWN.has(p) || PARAM_PATTERNS.some((re) => re.test(p));
}

/**
 * Pages that are placeholders until their issue lands. Links to them carry a "Coming
 * soon" state and the page itself says it is in development; remove a path here when
 * its issue lands (a test checks each listed page still renders the placeholder).
 */
export const PLANNED_PAGES: Partial<Record<PagePath, string>> = {
};

/** True when links to `path` must say "Coming soon". */
export function isPlannedPage(path: string): boolean {
  return Object.hasOwn(PLANNED_PAGES, path.split(/[?#]/)[0] ?? path);
}
