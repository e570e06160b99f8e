/**
 * The prerendered visitor landing's island (ADR 061): main.tsx loads this module, not the app,
 * on a prerendered `/`. It hydrates the landing's interactive parts (landing-island-view.tsx;
 * the parts that only show keep their HTML) and asks who is signed in. The app (boot.tsx: the
 * router, TanStack Query, the app shell, the routes) loads only when the visitor goes elsewhere:
 * - a click on a link to a page of the app: the app starts at that address, without a page
 *   load (history gets the entry, so Back returns to `/`, now the app's landing);
 * - someone turns out to be signed in (a cookie the server did not see): the app takes over
 *   at `/`, which shows them their home.
 * The app's chunks are warmed when a pointer or the focus reaches such a link, never up front.
 */
import { hydrateRoot } from 'react-dom/client';
import { isPagePath } from '../contract/pages';
import type { PublicUser } from '../contract/auth';
import { requestsInFlight } from './lib/api-client';
import { fetchCurrentUser } from './lib/current-user';
import { islandNavigation } from './landing-island-nav';
import { markIslandReady } from './landing-island-ready';
import { LandingIsland } from './landing-island-view';
import { PRERENDERED_ATTR } from './prerendered';

/** As the app's ReadyMarker (app/ready-marker.tsx READY_QUIET_MS; not imported: it brings the router). */
const READY_QUIET_MS = 50;

const loadApp = () => import('./boot');

export function startLandingIsland(container: HTMLElement) {
  const ready = markIslandReady(document.documentElement, requestsInFlight, READY_QUIET_MS);
  /** Who is signed in: undefined until the server has said. */
  let user: PublicUser | null | undefined;
  let app: ReturnType<typeof loadApp> | undefined;
  let handingOver = false;
  /** Where the app starts once loaded: the latest link clicked meanwhile (null: here, `/`). */
  let target: string | null = null;

  const warmApp = () => {
    if (app) return;
    app = loadApp();
    // A failed warm-up is tried again by the click that needs it.
    app.catch(() => {
      app = undefined;
    });
  };

  async function handOver(to: string | null) {
    target = to;
    if (handingOver) return;
    handingOver = true;
    ready.setBusy(true);
    let boot: Awaited<ReturnType<typeof loadApp>>['boot'];
    try {
      app ??= loadApp();
      ({ boot } = await app);
    } catch {
      // The app's chunks did not load (a new deploy, the network): a page load does the same.
      if (target) window.location.assign(target);
      else window.location.reload();
      return;
    }
    stopListening();
    if (target) window.history.pushState(null, '', target);
    ready.dispose();
    boot(container, {
      // Known already: the app need not ask again (unknown when a click came first).
      user,
      // Once the page's chunk is in, so nothing blank shows between the landing and the page.
      beforeRender: () => {
        root.unmount();
        container.removeAttribute(PRERENDERED_ATTR);
        container.removeAttribute('data-hydrated');
      },
    });
  }

  /** The link an event is about, when it leads to a page of the app (else null). */
  const appLink = (event: Event): HTMLAnchorElement | null => {
    const a = event.target instanceof Element ? event.target.closest('a') : null;
    if (!a || !container.contains(a) || !a.href) return null;
    const url = new URL(a.href);
    return url.origin === window.location.origin && isPagePath(url.pathname) ? a : null;
  };

  // One listener for every link of the landing, hydrated or kept as HTML; after React's own
  // handlers (a handler that took the click has prevented its default).
  const onClick = (event: MouseEvent) => {
    const a = event.target instanceof Element ? event.target.closest('a') : null;
    if (!a || !container.contains(a)) return;
    const where = islandNavigation(event, { href: a.href, target: a.target, download: a.hasAttribute('download') }, window.location, isPagePath);
    if (where === 'browser') return;
    event.preventDefault();
    if (where === 'same-page') window.scrollTo(0, 0);
    else void handOver(where.app);
  };
  const onInterest = (event: Event) => {
    if (appLink(event)) warmApp();
  };
  const INTEREST = ['pointerover', 'pointerdown', 'focusin'] as const;
  container.addEventListener('click', onClick);
  for (const type of INTEREST) container.addEventListener(type, onInterest, { passive: true });
  function stopListening() {
    container.removeEventListener('click', onClick);
    for (const type of INTEREST) container.removeEventListener(type, onInterest);
  }

  function onHydrated() {
    container.setAttribute('data-hydrated', 'true');
    // The HTML was rendered for nobody signed in: ask the server who this is after all
    // (a cookie it did not see, e.g. set since). Someone: the app takes over and shows their home.
    fetchCurrentUser().then(
      (who) => {
        user = who;
        if (who && !handingOver) void handOver(null);
      },
      () => undefined, // no answer: the visitor's landing stays, as the HTML said
    );
  }

  const root = hydrateRoot(container, <LandingIsland onHydrated={onHydrated} />);
}
