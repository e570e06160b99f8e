/**
 * The signed-in user, loaded once at start-up: GET /api/auth/user first, then
 * GET /api/auth/me as the fallback (spec §7). Null when signed out.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../ui/use-toast';
import type { AuthProviders, PublicUser } from '../../contract/auth';
import { AUTH_MESSAGES } from '../../contract/auth-messages';
import { apiJson, apiRequest } from './api-client';
import { paths } from './paths';

export const CURRENT_USER_KEY = ['/api/auth/me'] as const;

export async function fetchCurrentUser(): Promise<PublicUser | null> {
  const first = await fetch('/api/auth/user', { credentials: 'include' }).catch(() => null);
  if (first?.ok) return (await first.json()) as PublicUser;
  if (first?.status === 401) return null;
  const fallback = await fetch('/api/auth/me', { credentials: 'include' });
  if (fallback.status === 401 || !fallback.ok) return null;
  const body = (await fallback.json()) as { user?: PublicUser | null };
  return body.user ?? null;
}

export function currentUserQuery() {
  return { queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser };
}

export function useCurrentUser() {
  const q = useQuery(currentUserQuery());
  return { user: q.data ?? null, isLoading: q.isLoading };
}

/** Signs out: POST /api/auth/logout, forget the user, toast the outcome (spec §8). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout'),
    onSuccess: () => {
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      void queryClient.invalidateQueries();
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to logout', variant: 'destructive' }),
  });
}

/** Which external sign-in buttons can work on this server. */
export function useAuthProviders() {
  return useQuery({
    queryKey: ['/api/auth/providers'],
    queryFn: () => apiJson<AuthProviders>('GET', '/api/auth/providers'),
  });
}

/**
 * Starts Google sign-in (a full navigation to /api/auth/google, spec §2) unless the
 * server says Google is not configured: then it explains in a toast instead of leaving
 * the app for a JSON error.
 */
export function useGoogleSignIn() {
  const providers = useAuthProviders();
  return (next?: string | null) => {
    if (providers.data && !providers.data.google) {
      toast({ title: 'Error', description: AUTH_MESSAGES.googleNotConfigured, variant: 'destructive' });
      return;
    }
    const url = next && next !== '/' ? `${paths.googleSignIn}?next=${encodeURIComponent(next)}` : paths.googleSignIn;
    window.location.assign(url);
  };
}
