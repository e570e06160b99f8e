/**
 * The landing page's early-access wording (spec §8) and its colour rule (spec §4):
 * a result counts as success when it contains 'Successfully'.
 */
import { ApiError, NetworkError } from '../../lib/api-client';
import type { CaptureResult } from '../../ui/email-capture-form';

export const LANDING_WAITLIST_MESSAGES = {
  success: 'Successfully subscribed! Welcome to the waitlist.',
  fallback: 'Failed to subscribe. Please try again.',
  network: 'Network error. Please try again.',
} as const;

export function landingFailureText(err: unknown): string {
  if (err instanceof NetworkError) return LANDING_WAITLIST_MESSAGES.network;
  if (err instanceof ApiError) return err.serverMessage || LANDING_WAITLIST_MESSAGES.fallback;
  return LANDING_WAITLIST_MESSAGES.fallback;
}

export function landingResult(text: string): CaptureResult {
  return { text, tone: text.includes('Successfully') ? 'success' : 'error' };
}
