import { describe, expect, it } from 'vitest';
import { recognitionErrorMessage } from './speech-errors';

describe('speech recognition messages (spec §8)', () => {
  it.each([
    ['not-allowed', 'Microphone blocked - Check permissions or stop screen sharing'],
    ['service-not-allowed', 'Microphone blocked - Check permissions or stop screen sharing'],
    ['audio-capture', 'Audio conflict detected - Phone call may be blocking microphone'],
    ['network', 'Network error - Try refreshing the page'],
    ['bad-grammar', 'Voice recognition error: bad-grammar'],
  ])('%s → %s', (code, message) => {
    expect(recognitionErrorMessage(code)).toBe(message);
  });
});
