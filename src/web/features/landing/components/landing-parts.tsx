import type { ReactNode } from 'react';
import { SiteFooter } from '../../../ui/site-footer';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import type { LandingParts } from './landing-view';
import { Stats } from './stats';

/** The landing's parts that only show (LandingView's `parts`), with the sections below the fold as given. */
export function landingParts(more: ReactNode): LandingParts {
  return { hero: <Hero />, stats: <Stats />, howItWorks: <HowItWorks />, more, footer: <SiteFooter /> };
}
