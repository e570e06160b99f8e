import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../../lib/session';
import { SiteFooter } from '../../../ui/site-footer';
import { EarlyAccess } from '../components/early-access';
import { Examples } from '../components/examples';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { LandingNav } from '../components/landing-nav';
import { Stats } from '../components/stats';
import { Transformations } from '../components/transformations';
import { WorkspaceCard } from '../components/workspace-card';

// Below the fold and after both anchors (#examples, #waitlist), so its late arrival never moves them.
const LandingMore = lazy(() => import('../components/more-sections'));

/** Arriving from another page at /#waitlist or /#examples: the router does not scroll to hashes. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

/** `/` (spec §2). Loaded eagerly, so it stays light: media load lazily, no heavy libraries. */
export default function LandingPage() {
  const { user } = useCurrentUser();
  useScrollToHash();
  return (
    <div className="flex min-h-screen flex-col">
      <LandingNav />
      <main className="flex-1">
        <Hero />
        {user?.email && <WorkspaceCard email={user.email} />}
        <Stats />
        <Transformations />
        <HowItWorks />
        <Examples />
        <EarlyAccess />
        <Suspense fallback={<div className="min-h-screen" />}>
          <LandingMore />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
