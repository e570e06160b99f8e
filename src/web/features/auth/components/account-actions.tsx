import { LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { Link } from 'react-router';
import type { PublicUser } from '../../../../contract/auth';
import { paths } from '../../../lib/paths';
import { useLogout } from '../../../lib/session';
import { Button } from '../../../ui/button';

/** Spec §2: 'Google Account' or 'Local Account' (plus single sign-on accounts). */
export function accountTypeLabel(provider: PublicUser['provider']): string {
  if (provider === 'google') return 'Google Account';
  if (provider === 'oidc') return 'Single Sign-On Account';
  return 'Local Account';
}

export function initials(user: Pick<PublicUser, 'name' | 'email'>): string {
  const source = user.name?.trim() || user.email;
  const parts = source.split(/[\s@._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (user.name ? (parts[1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

export function Avatar({ user, size = 'md' }: { user: Pick<PublicUser, 'name' | 'email'>; size?: 'md' | 'lg' }) {
  return (
    <span
      aria-hidden
      className={
        size === 'lg'
          ? 'grid size-14 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-brand to-brand-2 text-lg font-semibold text-white'
          : 'grid size-8 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand to-brand-2 text-xs font-semibold text-white'
      }
    >
      {initials(user)}
    </span>
  );
}

/** Header actions for a signed-in user: where they are, settings, Logout. */
export function AccountActions({ user, current }: { user: PublicUser; current: 'dashboard' | 'settings' }) {
  const logout = useLogout();
  return (
    <>
      <span className="hidden items-center gap-2 rounded-full border border-border bg-surface/70 py-1 pl-1 pr-3 text-sm md:inline-flex">
        <Avatar user={user} />
        <span className="max-w-[220px] truncate text-muted">{user.email}</span>
      </span>
      {current === 'settings' ? (
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.dashboard}>
            <LayoutDashboard /> Dashboard
          </Link>
        </Button>
      ) : (
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.settings}>
            <Settings /> Settings
          </Link>
        </Button>
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={logout.isPending}
        // The dashboard shows its signed-out state in place; guarded pages (settings) go home.
        onClick={() => logout.mutate()}
      >
        <LogOut /> Logout
      </Button>
    </>
  );
}
