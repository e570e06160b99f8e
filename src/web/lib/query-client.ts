import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { toast } from '../ui/use-toast';
import { ApiError, discardBody, errorMessage, NetworkError, throwIfResNotOk } from './api-client';

type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * What a mutation may say about its errors (docs/style.md "Errors: one path"):
 * - nothing: the one hook toasts "Error" with the server's message, else a generic line;
 * - `errorTitle` / `errorFallback`: the feature's own wording where the spec names it;
 * - `handlesErrors: true`: the screen shows the error itself (beside a field, in a form).
 * A mutation with its own `onError` option handles its errors too.
 */
export interface MutationMeta extends Record<string, unknown> {
  errorTitle?: string;
  errorFallback?: string;
  handlesErrors?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

export const GENERIC_ERROR = 'Something went wrong. Please try again.';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** Default loader: GET on the first query key element (spec §7); optionally null on 401. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    let res: Response;
    try {
      res = await fetch(String(queryKey[0]), { credentials: 'include', signal });
    } catch (err) {
      if (signal.aborted) throw err;
      throw new NetworkError(err);
    }
    if (on401 === 'returnNull' && res.status === 401) {
      await discardBody(res); // an unread body keeps the request open (no network idle)
      return null as T;
    }
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export interface QueryClientOptions {
  /**
   * Called once when a request answers 401 while the app believed someone was signed in
   * (the session expired or was revoked elsewhere): main.tsx sends the browser to
   * sign-in, coming back here afterwards. Resolves when the navigation is done.
   */
  onSessionEnded?: () => Promise<void> | void;
  /** The query key of the signed-in user (lib/session.ts), forgotten on a 401. */
  currentUserKey?: readonly unknown[];
}

export function createQueryClient(options: QueryClientOptions = {}) {
  let ending = false;
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (err) => void onUnauthorized(err) }),
    mutationCache: new MutationCache({
      onError: (err, _vars, _ctx, mutation) => {
        if (onUnauthorized(err)) return;
        const meta = mutation.meta ?? {};
        if (meta.handlesErrors || mutation.options.onError) return;
        toast({
          title: meta.errorTitle ?? 'Error',
          description: errorMessage(err, meta.errorFallback ?? GENERIC_ERROR),
          variant: 'destructive',
        });
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;

  /** A 401 from any call while signed in: the session is gone, go sign in and come back. */
  function onUnauthorized(err: unknown): boolean {
    if (!(err instanceof ApiError) || err.status !== 401 || !options.currentUserKey) return false;
    if (!client.getQueryData(options.currentUserKey)) return false; // signed out already: the screen explains
    if (ending) return true;
    ending = true;
    toast({ title: 'Signed out', description: SESSION_ENDED, variant: 'destructive' });
    void Promise.resolve(options.onSessionEnded?.()).finally(() => {
      // After the navigation, so a guarded page does not first send the user home.
      client.setQueryData(options.currentUserKey!, null);
      ending = false;
    });
    return true;
  }
}

export { ApiError };
