import { ApiError, errorMessage } from '../../../lib/api-client';

/** What a failed completion says: the server's message, the rule a visitor's browser applied, or a retry hint. */
export function saveErrorMessage(err: unknown): string {
  const fallback = 'Could not save. Please try again.';
  if (err instanceof ApiError) return errorMessage(err, fallback);
  return err instanceof Error ? err.message : fallback;
}
