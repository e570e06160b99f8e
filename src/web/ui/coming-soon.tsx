import { Clock } from 'lucide-react';
import { isPlannedPage } from '../../contract/pages';
import { cn } from '../lib/cn';

/**
 * Marks a link to a page that is not built yet (contract/pages.ts PLANNED_PAGES), so no
 * page presents an unbuilt one as usable. Renders nothing for a built page.
 */
export function ComingSoonTag({ to, className }: { to: string; className?: string }) {
  if (!isPlannedPage(to)) return null;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border border-warning/40 bg-warning/10 px-2 py-0.5 text-[11px] font-medium leading-none text-yellow-200',
        className,
      )}
    >
      <Clock className="size-3" aria-hidden /> Coming soon
    </span>
  );
}
