/**
 * Who is signed in (spec §7): GET /api/auth/user, then GET /api/auth/me as the fallback; null
 * when signed out. Its own module, free of TanStack Query, so the prerendered landing's island
 * (ADR 061) can ask without loading the app; the app asks through lib/session.ts.
 */
import type { PublicUser } from '../../contract/auth';
import { authApi } from '../../contract/endpoints/auth';
import { call } from './api';
import { ApiError } from './api-client';

export const CURRENT_USER_KEY = ['/api/auth/me'] as const;

export async function fetchCurrentUser(): Promise<PublicUser | null> {
  try {
    return await call(authApi.user);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    // Signed out: no second request. Any other answer, or none (a NetworkError), asks /api/auth/me.
    if (err.status === 401) return null;
  }
  try {
    return (await call(authApi.me)).user;
  } catch (err) {
    // The fallback's refusal means signed out too; only a failure to reach the server is an error.
    if (err instanceof ApiError && err.status !== 0) return null;
    throw err;
  }
}
