import { NavLink } from 'react-router';
import { paths } from '../../../lib/paths';
import { cn } from '../../../lib/cn';

const LINKS = [
  { to: paths.julia, label: 'Julia' },
  { to: paths.juliaCrm, label: 'CRM' },
  { to: paths.juliaDatabase, label: 'Investors' },
  { to: paths.juliaOnboarding, label: 'Deck coach' },
] as const;

/** The links between Julia's pages, for the page header. */
export function JuliaSectionNav() {
  return (
    <nav aria-label="Julia" className="flex min-w-0 items-center gap-0.5 overflow-x-auto rounded-lg border border-border bg-surface p-1 text-xs sm:gap-1 sm:text-sm">
      {LINKS.map((l) => (
        <NavLink
          key={l.to}
          to={l.to}
          end
          className={({ isActive }) => cn('shrink-0 rounded-md px-2 py-1.5 font-medium text-muted transition hover:text-fg sm:px-3', isActive && 'bg-brand text-white hover:text-white')}
        >
          {l.label}
        </NavLink>
      ))}
    </nav>
  );
}

export const selectClass =
  'h-10 rounded-lg border border-border bg-surface px-3 text-sm text-fg outline-none transition focus:border-brand focus:ring-2 focus:ring-brand/30';
