import { Clock } from 'lucide-react';
import { isPlannedPage } from '../../contract/pages';
import { cn } from '../lib/cn';
import { COMING_SOON_LABEL, type ComingSoonId } from '../lib/feature-status';

const TAG =
  'inline-flex shrink-0 items-center gap-1 rounded-full border border-warning/40 bg-warning/10 px-2 py-0.5 text-[11px] font-medium leading-none text-yellow-200';

/**
 * Marks a link to a page that is not built yet (contract/pages.ts PLANNED_PAGES), so no
 * page presents an unbuilt one as usable. Renders nothing for a built page.
 */
export function ComingSoonTag({ to, className }: { to: string; className?: string }) {
  if (!isPlannedPage(to)) return null;
  return (
    <span data-coming-soon={`page:${to.split(/[?#]/)[0]}`} className={cn(TAG, className)}>
      <Clock className="size-3" aria-hidden /> {COMING_SOON_LABEL}
    </span>
  );
}

/**
 * The "Coming soon" label of something not built yet. Takes an id of the one list
 * (lib/feature-status.ts COMING_SOON), so a label can only name what that list holds;
 * `data-coming-soon` lets the browser tests check every label on a page against it.
 */
export function ComingSoonBadge({ feature, className }: { feature: ComingSoonId; className?: string }) {
  return (
    <span data-coming-soon={feature} className={cn(TAG, className)}>
      <Clock className="size-3" aria-hidden /> {COMING_SOON_LABEL}
    </span>
  );
}
