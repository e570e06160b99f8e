import { LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { Link } from 'react-router';
import type { PublicUser } from '../../contract/auth';
import { useInAppShell } from './app-shell-context';
import { paths } from './paths';
import { useLogout } from './session';
import { Avatar } from '../ui/avatar';
import { Button } from '../ui/button';

/**
 * Header actions for a signed-in user: who they are, settings, Logout. Inside the app shell
 * its header shows the email and Logout already, so only the settings (or dashboard) link stays.
 */
export function AccountActions({ user, current }: { user: PublicUser; current: 'dashboard' | 'settings' }) {
  const logout = useLogout();
  const inShell = useInAppShell();
  return (
    <>
      {!inShell && (
        <span className="hidden items-center gap-2 rounded-full border border-border bg-surface/70 py-1 pl-1 pr-3 text-sm md:inline-flex">
          <Avatar user={user} />
          <span className="max-w-[220px] truncate text-muted">{user.email}</span>
        </span>
      )}
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
      {/* Inside the app shell, Logout is in its header (one Logout per page). */}
      {!inShell && (
        <Button
          variant="outline"
          size="sm"
          disabled={logout.isPending}
          // The dashboard shows its signed-out state in place; guarded pages (settings) go home.
          onClick={() => logout.mutate()}
        >
          <LogOut /> Logout
        </Button>
      )}
    </>
  );
}
