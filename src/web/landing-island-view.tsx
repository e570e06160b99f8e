/**
 * The prerendered visitor landing's tree (ADR 061): what the build's prerender writes into
 * dist/web/landing.html (prerender.tsx, with every part) and what the island hydrates there
 * (landing-island.tsx, without the parts that only show: it keeps their HTML). One component,
 * so the two are the same markup by construction. Nothing of the app is in it: no router (links
 * are plain anchors; the island handles them), no TanStack Query, no app shell, no routes.
 */
import { StrictMode, useEffect, useState } from 'react';
import { authApi } from '../contract/endpoints/auth';
import { VisitorActions, type AccountSlotProps } from './features/landing/components/landing-nav';
import { LandingView, type LandingParts } from './features/landing/components/landing-view';
import { call } from './lib/api';

let googleAnswer: Promise<boolean> | undefined;
/** Whether Google sign-in works on this server (#25), asked once; no answer means no. */
function googleSignInWorks(): Promise<boolean> {
  googleAnswer ??= call(authApi.providers).then(
    (providers) => providers.google === true,
    () => false,
  );
  return googleAnswer;
}

/** The ways in, Google's once the server has said it works (the HTML has none: it cannot know). */
function IslandAccount(props: AccountSlotProps) {
  const [google, setGoogle] = useState(false);
  useEffect(() => {
    let live = true;
    void googleSignInWorks().then((works) => live && setGoogle(works));
    return () => {
      live = false;
    };
  }, []);
  return <VisitorActions {...props} google={google} />;
}

function VisitorLanding({ parts, onHydrated }: LandingIslandProps) {
  useEffect(() => {
    onHydrated?.();
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <LandingView Account={IslandAccount} parts={parts ?? null} />;
}

export interface LandingIslandProps {
  /** The parts that only show: the prerender renders them; the island, without them, keeps their HTML. */
  parts?: LandingParts | null;
  /** After hydration (an effect: never in the prerender). */
  onHydrated?: () => void;
}

export function LandingIsland(props: LandingIslandProps) {
  return (
    <StrictMode>
      <VisitorLanding {...props} />
    </StrictMode>
  );
}
