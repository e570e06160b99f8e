/** The header of the Julia pages: brand, the four Julia pages, and who is signed in. */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { BrandLogo } from '../../../ui/brand-logo';
import { ComingSoonTag } from '../../../ui/coming-soon';

const LINKS = [
  { to: paths.julia, label: 'Julia AI' },
  { to: paths.juliaOnboarding, label: 'Deck coach' },
  { to: paths.juliaCrm, label: 'CRM' },
  { to: paths.juliaDatabase, label: 'Investors' },
] as const;

export function JuliaHeader({ actions }: { actions?: ReactNode }) {
  const { user } = useCurrentUser();
  return (
    <header className="sticky top-0 z-30 border-b border-border/70 bg-bg/85 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <BrandLogo className="shrink-0" />
        <nav aria-label="Julia" className="order-3 -mx-1 flex w-full gap-1 overflow-x-auto sm:order-none sm:w-auto">
          {LINKS.map((l) => (
            <NavLink
              key={l.to}
              to={l.to}
              end
              className={({ isActive }) =>
                cn('inline-flex shrink-0 items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm text-muted hover:bg-surface-2 hover:text-fg', isActive && 'bg-surface-2 text-fg')
              }
            >
              {l.label}
              <ComingSoonTag to={l.to} />
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {actions}
          {user ? (
            <span className="hidden max-w-48 truncate text-sm text-muted md:inline" title={user.email}>
              {user.email}
            </span>
          ) : (
            <NavLink to={`${paths.login}?next=${encodeURIComponent(window.location.pathname)}`} className="rounded-lg px-3 py-1.5 text-sm font-medium text-brand-2 hover:underline">
              Sign In
            </NavLink>
          )}
        </div>
      </div>
    </header>
  );
}
