/**
 * Server-side entry of the build's prerender step (scripts/prerender-landing.mjs, ADR 060):
 * the HTML of `/` as a visitor (nobody signed in) sees it, rendered by the very tree the
 * landing's island hydrates in the browser (landing-island-view.tsx, ADR 061), here with the
 * parts that only show, which the island keeps as they are. So hydration finds the HTML it renders.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { landingParts } from './features/landing/components/landing-parts';
import LandingMore from './features/landing/components/more-sections';
import { LandingIsland } from './landing-island-view';

export { PRERENDERED_ATTR, PRERENDERED_VISITOR } from './prerendered';

/** The landing's HTML, whole: no chunk limit, or React would move a large part out of place, to be swapped in by an inline script. */
export async function renderVisitorLanding(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<LandingIsland parts={landingParts(<LandingMore />)} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true });
  html += decoder.decode();
  return html;
}
