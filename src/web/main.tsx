/**
 * The entry: small on purpose. On the prerendered visitor landing (ADR 060) the page is already
 * whole in the HTML: once the browser has painted it with its hero image, the landing's island
 * (landing-island.tsx, ADR 061) hydrates it, with the landing's own modules only; the app loads
 * when the visitor goes elsewhere. Everywhere else (the empty shell) the app starts at once,
 * its modules fetched in parallel with this one (modulepreload in index.html).
 */
import { PRERENDERED_ATTR, PRERENDERED_VISITOR } from './prerendered';
import './styles/app.css';

const container = document.getElementById('root')!;
// The server answers `/` without a session cookie with the landing prerendered for a visitor
// at build time (scripts/prerender-landing.mjs); every other page is the empty shell.
const prerendered = container.getAttribute(PRERENDERED_ATTR) === PRERENDERED_VISITOR && window.location.pathname === '/';

/** Runs `then` after the frame that shows the page's priority image (or after 1 s, whichever comes first). */
function afterFirstPaint(then: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    // rAF runs just before the next frame is painted; the timeout, just after it.
    requestAnimationFrame(() => setTimeout(then, 0));
  };
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!hero || hero.complete) return once();
  hero.addEventListener('load', once, { once: true });
  hero.addEventListener('error', once, { once: true });
  setTimeout(once, 1000);
}

if (prerendered) afterFirstPaint(() => void import('./landing-island').then(({ startLandingIsland }) => startLandingIsland(container)));
else void import('./boot').then(({ boot }) => boot(container));
