import type { ComponentType, ReactNode } from 'react';
import { EarlyAccess } from './early-access';
import { Examples } from './examples';
import { LandingNav, type AccountSlotProps } from './landing-nav';
import { Transformations } from './transformations';

/**
 * The landing's parts that do nothing but show (no state, no handler: text, images, links):
 * landing-parts.tsx renders them. They are not given to LandingView on the prerendered
 * landing's island (ADR 061), which keeps their HTML as the build wrote it and never loads
 * their code; the island handles their in-app links itself.
 */
export interface LandingParts {
  hero: ReactNode;
  stats: ReactNode;
  howItWorks: ReactNode;
  /** The sections below the examples and the waitlist (lazy in the app: more-sections.tsx). */
  more: ReactNode;
  footer: ReactNode;
}

const KEEP_HTML = { __html: '' };

/**
 * A part of `parts`, in a box that adds nothing to the layout (display: contents). Without the
 * part (the island) the box keeps the HTML it was hydrated with: React leaves what is inside an
 * element with `dangerouslySetInnerHTML` as it found it, and suppressHydrationWarning tells it
 * the difference from '' is meant. Both render the same `<div class="contents">`.
 */
function Static({ part, keep }: { part: ReactNode; keep: boolean }) {
  if (keep) return <div className="contents" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_HTML} />;
  return <div className="contents">{part}</div>;
}

/**
 * `/` for a visitor (spec §2), the same in the app (pages/landing-page.tsx), in the build's
 * prerender and on the island that hydrates it (src/web/landing-island-view.tsx, ADR 061).
 * Nothing here or below imports the router or TanStack Query: links are ui/link.tsx's, who is
 * here comes in as `Account`, and the parts that only show come in as `parts` (null: keep the HTML).
 * Media load lazily, no heavy libraries.
 */
export function LandingView({ Account, parts }: { Account: ComponentType<AccountSlotProps>; parts: LandingParts | null }) {
  const keep = parts === null;
  return (
    <div className="flex min-h-screen flex-col">
      <LandingNav Account={Account} />
      <main className="flex-1">
        <Static part={parts?.hero} keep={keep} />
        <Static part={parts?.stats} keep={keep} />
        <Transformations />
        <Static part={parts?.howItWorks} keep={keep} />
        <Examples />
        <EarlyAccess />
        <Static part={parts?.more} keep={keep} />
      </main>
      <Static part={parts?.footer} keep={keep} />
    </div>
  );
}
