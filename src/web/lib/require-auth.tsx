/**
 * Route guard for pages that need a signed-in user. A signed-out visitor is sent to
 * `/login?next=<this path>`; the login page returns there after signing in.
 *
 *   export default function Page() {
 *     return <RequireAuth>{(user) => <Workspace user={user} />}</RequireAuth>;
 *   }
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PublicUser } from '../../contract/auth';
import { Spinner } from '../ui/spinner';
import { paths } from './paths';
import { useCurrentUser } from './session';

/** `/login?next=<path>` for the given location. */
export function loginPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  const next = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return `${paths.login}?next=${encodeURIComponent(next)}`;
}

/**
 * The signed-in user; while signed out it redirects and returns null: to the login
 * page (returning here afterwards), or home when the user signed out or deleted the
 * account on this very page.
 */
export function useRequireUser(): { user: PublicUser | null; isLoading: boolean } {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const hadUser = useRef(false);
  if (user) hadUser.current = true;
  useEffect(() => {
    if (isLoading || user) return;
    void navigate(hadUser.current ? paths.home : loginPathFor(location), { replace: true });
  }, [isLoading, user, navigate, location]);
  return { user, isLoading };
}

export function RequireAuth({ children }: { children: (user: PublicUser) => ReactNode }) {
  const { user } = useRequireUser();
  if (!user) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label="Checking your session…" />
      </div>
    );
  }
  return <>{children(user)}</>;
}
