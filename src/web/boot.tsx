/**
 * Starts the app in #root (main.tsx loads this module): hydrates the prerendered visitor
 * landing (ADR 060) or renders afresh. Its modules are preloaded by index.html with the entry's
 * (vite.config.ts, `preloadBoot`), so loading it later costs no round trip, only the wait main.tsx chose.
 */
import { useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app-root';
import { createQueryClient } from './lib/query-client';
import { loginPathFor } from './lib/require-auth';
import { CURRENT_USER_KEY } from './lib/session';
import { createRouter } from './routes';

export function boot(container: HTMLElement, prerendered: boolean) {
  const router = createRouter();
  const queryClient = createQueryClient({
    currentUserKey: CURRENT_USER_KEY,
    // A 401 while signed in: sign in again, then come back to this page.
    onSessionEnded: () => router.navigate(loginPathFor(router.state.location)),
  });

  /** After hydration: ask the server who this is after all (a cookie the server did not see, e.g. set since). */
  function AfterHydration() {
    useEffect(() => {
      container.setAttribute('data-hydrated', 'true');
      void queryClient.refetchQueries({ queryKey: CURRENT_USER_KEY });
    }, []);
    return null;
  }

  if (prerendered) {
    // The HTML was rendered for nobody signed in: the first client render must say the same.
    queryClient.setQueryData(CURRENT_USER_KEY, null);
    hydrateRoot(
      container,
      <AppRoot router={router} queryClient={queryClient}>
        <AfterHydration />
      </AppRoot>,
    );
  } else {
    createRoot(container).render(<AppRoot router={router} queryClient={queryClient} />);
  }
}
