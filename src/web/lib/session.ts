/**
 * The signed-in user, loaded once at start-up: GET /api/auth/user first, then
 * GET /api/auth/me as the fallback (spec §7). Null when signed out.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../ui/use-toast';
import { AUTH_MESSAGES } from '../../contract/auth-messages';
import { authApi } from '../../contract/endpoints/auth';
import { call, endpointUrl } from './api';
import { CURRENT_USER_KEY, fetchCurrentUser } from './current-user';

export { CURRENT_USER_KEY, fetchCurrentUser };

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
    mutationFn: () => call(authApi.logout),
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
    queryFn: () => call(authApi.providers),
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
    window.location.assign(endpointUrl(authApi.googleStart, { query: { next: next && next !== '/' ? next : undefined } }));
  };
}
