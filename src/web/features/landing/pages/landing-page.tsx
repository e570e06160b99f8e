import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { landingParts } from '../components/landing-parts';
import { LandingView } from '../components/landing-view';
import { SessionAccountActions } from '../components/session-account-actions';

// Its own chunk: the app's first load has the landing page (the route table imports it), not these.
const LandingMore = lazy(() => import('../components/more-sections'));

/** Arriving from another page at /#waitlist or /#examples: the router does not scroll to hashes. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

// Below the fold and after both anchors (#examples, #waitlist), so their late arrival never moves them.
const PARTS = landingParts(
  <Suspense fallback={<div className="min-h-screen" />}>
    <LandingMore />
  </Suspense>,
);

/**
 * `/` for a visitor inside the app (spec §2), rendered client-side: after signing out, on the way
 * back from another page. The prerendered `/` a visitor loads first is the island's (ADR 061),
 * with the same LandingView. (A signed-in person's `/` is their home: routes.tsx.)
 */
export default function LandingPage() {
  useScrollToHash();
  return <LandingView Account={SessionAccountActions} parts={PARTS} />;
}
