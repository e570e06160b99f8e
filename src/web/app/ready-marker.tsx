/**
 * The page-ready marker (issue 31): `<html data-ready="true">` once the page of the current
 * address has rendered and settled, `"false"` until then. Browser tests wait for it instead
 * of for network idle (tests/e2e/support/ready.ts), and fail when it never comes.
 *
 * Ready means, all at once and still so 50 ms later:
 * - the router is initialised and idle (the route's lazy chunk is in, no navigation or
 *   revalidation under way);
 * - no TanStack Query fetch or mutation is in flight, and no call through `apiRequest`;
 * - no page-level loading state ("Loading…" status, e.g. a lazy part of the page) is shown.
 * It goes back to "false" on every navigation and whenever one of these starts again.
 */
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useContext, useEffect, useSyncExternalStore } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation } from 'react-router';
import { requestsInFlight } from '../lib/api-client';

/** How long everything must stay quiet before the page counts as ready. */
export const READY_QUIET_MS = 50;

/** A page-level loading state on screen (PageLoading and its kin: a status reading "Loading…"). */
export function pageIsLoading(doc: Document = document): boolean {
  for (const el of doc.querySelectorAll('[role="status"]')) {
    if (el.textContent?.trim() === 'Loading…') return true;
  }
  return false;
}

/** Sets `data-ready` on <html>; renders nothing. Mounted once, in the root layout. */
export function ReadyMarker() {
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const calls = useSyncExternalStore(requestsInFlight.subscribe, requestsInFlight.get, requestsInFlight.get);
  const location = useLocation();
  const routerBusy =
    !!routerState && (!routerState.initialized || routerState.navigation.state !== 'idle' || routerState.revalidation !== 'idle');
  const busy = routerBusy || fetching > 0 || mutating > 0 || calls > 0;

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.ready = 'false';
    if (busy) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (pageIsLoading()) {
        clearTimeout(timer);
        timer = undefined;
      } else if (timer === undefined) {
        timer = setTimeout(() => {
          timer = undefined;
          if (pageIsLoading()) return;
          root.dataset.ready = 'true';
          observer.disconnect();
        }, READY_QUIET_MS);
      }
    };
    // A lazy part of the page shows its loading state after this effect ran: watch for it to go.
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    check();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      root.dataset.ready = 'false';
    };
  }, [busy, location.key]);

  return null;
}
