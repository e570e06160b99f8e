/**
 * The entry: small on purpose. On the prerendered visitor landing (ADR 060) the page is already
 * whole in the HTML, so the app's modules run only once the browser has painted it with its hero
 * image: their evaluation and the hydration would otherwise hold that paint back. Everywhere else
 * (the empty shell) the app starts at once. Either way its modules were fetched in parallel
 * (modulepreload in index.html).
 */
import { PRERENDERED_ATTR, PRERENDERED_VISITOR } from './prerendered';
import './styles/app.css';

const container = document.getElementById('root')!;
// The server answers `/` without a session cookie with the landing prerendered for a visitor
// at build time (scripts/prerender-landing.mjs); every other page is the empty shell.
const prerendered = container.getAttribute(PRERENDERED_ATTR) === PRERENDERED_VISITOR && window.location.pathname === '/';

function start() {
  void import('./boot').then(({ boot }) => boot(container, prerendered));
}

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

if (prerendered) afterFirstPaint(start);
else start();
