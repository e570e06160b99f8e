/**
 * The second waitlist's wording (spec §8 "Second waitlist page") and its colour rule
 * (spec §4): green with a check mark, yellow with a warning sign, red otherwise.
 */
import { BRAND } from '../../../contract/brand';
import { ApiError, NetworkError } from '../../lib/api-client';
import type { CaptureResult, MessageTone } from '../../ui/email-capture-form';

export const UPDATES_MESSAGES = {
  success: `✓ Successfully subscribed to ${BRAND.domain} updates!`,
  already: '⚠ This email is already subscribed.',
  errorPrefix: '✗ Error: ',
  errorFallback: 'Failed to subscribe',
  network: '✗ Network error. Please try again.',
} as const;

export function updatesTone(text: string): MessageTone {
  if (text.includes('✓')) return 'success';
  if (text.includes('⚠')) return 'warning';
  return 'error';
}

export function updatesFailureText(err: unknown): string {
  if (err instanceof NetworkError) return UPDATES_MESSAGES.network;
  if (err instanceof ApiError && err.status === 409) return UPDATES_MESSAGES.already;
  const server = err instanceof ApiError ? err.serverMessage : undefined;
  return UPDATES_MESSAGES.errorPrefix + (server || UPDATES_MESSAGES.errorFallback);
}

export function updatesResult(text: string): CaptureResult {
  return { text, tone: updatesTone(text) };
}
