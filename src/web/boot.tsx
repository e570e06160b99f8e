/**
 * Starts the app in #root: main.tsx loads this module on every page but the prerendered visitor
 * landing, whose island (landing-island.tsx, ADR 061) loads it only when the visitor goes
 * elsewhere or turns out to be signed in. Its modules are preloaded by index.html with the
 * entry's (vite.config.ts, `preloadBoot`), so on those pages loading it costs no round trip.
 */
import { createRoot } from 'react-dom/client';
import type { PublicUser } from '../contract/auth';
import { AppRoot } from './app-root';
import { createQueryClient } from './lib/query-client';
import { loginPathFor } from './lib/require-auth';
import { CURRENT_USER_KEY } from './lib/session';
import { createRouter } from './routes';

export interface BootOptions {
  /** Who is signed in, when the caller knows it already (the landing island asked): the app need not ask again. */
  user?: PublicUser | null;
  /**
   * Called just before the app renders, once the router has loaded the page's chunk (the island
   * unmounts itself here, so its landing stays on screen until the page can replace it).
   * Without it the app renders at once, with its loading state while the chunk arrives.
   */
  beforeRender?: () => void;
}

export function boot(container: HTMLElement, { user, beforeRender }: BootOptions = {}) {
  const router = createRouter();
  const queryClient = createQueryClient({
    currentUserKey: CURRENT_USER_KEY,
    // A 401 while signed in: sign in again, then come back to this page.
    onSessionEnded: () => router.navigate(loginPathFor(router.state.location)),
  });
  if (user !== undefined) queryClient.setQueryData(CURRENT_USER_KEY, user);

  const render = () => {
    beforeRender?.();
    createRoot(container).render(<AppRoot router={router} queryClient={queryClient} />);
  };
  if (!beforeRender || router.state.initialized) return render();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
}
