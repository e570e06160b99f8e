import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { LANDING_WAITLIST_MESSAGES, landingFailureText, landingResult } from './waitlist-messages';

describe('landing early-access messages', () => {
  it('success is green and uses the spec wording', () => {
    expect(landingResult(LANDING_WAITLIST_MESSAGES.success)).toEqual({
      text: 'Successfully subscribed! Welcome to the waitlist.',
      tone: 'success',
    });
  });

  it('shows the server error text, red', () => {
    const err = new ApiError(409, '409: …', 'already_subscribed', 'This email is already subscribed.', {});
    expect(landingFailureText(err)).toBe('This email is already subscribed.');
    expect(landingResult(landingFailureText(err)).tone).toBe('error');
  });

  it('falls back when the server gave no error text', () => {
    expect(landingFailureText(new ApiError(502, '502: Bad Gateway', 'http_error', undefined, 'Bad Gateway'))).toBe(
      'Failed to subscribe. Please try again.',
    );
    expect(landingFailureText(new Error('odd'))).toBe('Failed to subscribe. Please try again.');
  });

  it('says so when the network failed', () => {
    expect(landingFailureText(new NetworkError(new TypeError('Failed to fetch')))).toBe('Network error. Please try again.');
  });
});
