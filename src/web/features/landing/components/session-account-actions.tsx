import { LogOut } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useAuthProviders, useCurrentUser, useGoogleSignIn, useLogout } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { VisitorActions, type AccountSlotProps } from './landing-nav';

/**
 * The landing header's account actions inside the app: email + Logout when signed in (spec §2,
 * §6), the ways in otherwise. (The prerendered landing's island has its own: landing-island-view.tsx.)
 */
export function SessionAccountActions({ className, onNavigate }: AccountSlotProps) {
  const { user, isLoading } = useCurrentUser();
  const logout = useLogout();
  const startGoogle = useGoogleSignIn();
  // Only when the server says Google sign-in works here (#25).
  const google = useAuthProviders().data?.google === true;
  if (isLoading) return <div className={cn('h-9 w-40', className)} aria-hidden />;
  if (user) {
    return (
      <div className={cn('items-center gap-3', className)} data-testid="account">
        <span className="max-w-56 truncate text-sm text-fg" title={user.email}>
          {user.email}
        </span>
        <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut /> Logout
        </Button>
      </div>
    );
  }
  return <VisitorActions className={className} onNavigate={onNavigate} google={google} onGoogle={() => startGoogle()} />;
}
