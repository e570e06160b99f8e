/**
 * Server-side entry of the build's prerender step (scripts/prerender-landing.mjs, ADR 060):
 * the HTML of `/` as a visitor (nobody signed in) sees it, rendered by the app's own tree
 * and routes, waiting for every lazy part (the sections below the fold) so the HTML is whole.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { AppRoot } from './app-root';
import { createQueryClient } from './lib/query-client';
import { CURRENT_USER_KEY } from './lib/session';
import { routes } from './routes';

export { PRERENDERED_ATTR, PRERENDERED_VISITOR } from './prerendered';

/**
 * Renders twice: the first pass loads the lazy parts (React.lazy suspends once, however fast
 * its module arrives), the second finds them loaded and writes every section in place,
 * with no fallback and no inline script to swap it in.
 */
export async function renderVisitorLanding(): Promise<string> {
  await renderOnce();
  return renderOnce();
}

async function renderOnce(): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  const queryClient = createQueryClient({ currentUserKey: CURRENT_USER_KEY });
  queryClient.setQueryData(CURRENT_USER_KEY, null);
  // No chunk limit: React would otherwise move a large section out of place, to be swapped in by an inline script.
  const { prelude } = await prerenderToNodeStream(<AppRoot router={router} queryClient={queryClient} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true });
  html += decoder.decode();
  router.dispose();
  queryClient.clear();
  return html;
}
