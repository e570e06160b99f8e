import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { UPDATES_MESSAGES, updatesFailureText, updatesResult, updatesTone } from './updates-messages';

const apiError = (status: number, serverMessage?: string) => new ApiError(status, `${status}: x`, 'x', serverMessage, {});

describe('second waitlist messages', () => {
  it('uses the spec wording', () => {
    expect(UPDATES_MESSAGES.success).toBe('✓ Successfully subscribed to mnemo.world updates!');
    expect(UPDATES_MESSAGES.already).toBe('⚠ This email is already subscribed.');
    expect(UPDATES_MESSAGES.network).toBe('✗ Network error. Please try again.');
  });

  it('a 409 is the already-subscribed warning', () => {
    expect(updatesFailureText(apiError(409, 'This email is already subscribed.'))).toBe('⚠ This email is already subscribed.');
  });

  it('other failures read "✗ Error: " plus the server error, or "Failed to subscribe"', () => {
    expect(updatesFailureText(apiError(400, 'Invalid email address'))).toBe('✗ Error: Invalid email address');
    expect(updatesFailureText(apiError(500))).toBe('✗ Error: Failed to subscribe');
    expect(updatesFailureText(new Error('boom'))).toBe('✗ Error: Failed to subscribe');
  });

  it('a network failure has its own message', () => {
    expect(updatesFailureText(new NetworkError(new TypeError('Failed to fetch')))).toBe('✗ Network error. Please try again.');
  });

  it('colours: check mark green, warning sign yellow, anything else red', () => {
    expect(updatesTone(UPDATES_MESSAGES.success)).toBe('success');
    expect(updatesTone(UPDATES_MESSAGES.already)).toBe('warning');
    expect(updatesTone('✗ Error: Failed to subscribe')).toBe('error');
    expect(updatesResult(UPDATES_MESSAGES.success)).toEqual({ text: UPDATES_MESSAGES.success, tone: 'success' });
  });
});
