import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, NetworkError, throwIfResNotOk } from './api-client';

type UnauthorizedBehavior = 'returnNull' | 'throw';

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
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export function createQueryClient() {
  return new QueryClient({
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
}

export { ApiError };
