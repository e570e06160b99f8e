/** Microphone and speech-recognition messages (spec §8). */
export const MIC_MESSAGES = {
  blocked: 'Microphone blocked - Check permissions or stop screen sharing',
  audioConflict: 'Audio conflict detected - Phone call may be blocking microphone',
  network: 'Network error - Try refreshing the page',
  noInput: 'No audio input available',
  tip: 'Tip: you can type your question in the box below instead.',
} as const;

export function recognitionErrorMessage(code: string): string {
  switch (code) {
    case 'not-allowed':
    case 'service-not-allowed':
      return MIC_MESSAGES.blocked;
    case 'audio-capture':
      return MIC_MESSAGES.audioConflict;
    case 'network':
      return MIC_MESSAGES.network;
    default:
      return `Voice recognition error: ${code}`;
  }
}

/** Errors that say nothing is wrong: silence, or our own stop(). */
export function isBenignRecognitionError(code: string): boolean {
  return code === 'no-speech' || code === 'aborted';
}

/**
 * Errors that mean the browser's recognizer cannot work here although the microphone
 * does (e.g. headless Chromium, no speech service): switch to server transcription.
 */
export function canFallBackToServer(code: string): boolean {
  return code === 'audio-capture' || code === 'network' || code === 'service-not-allowed' || code === 'language-not-supported';
}

/** getUserMedia failures that another set of constraints cannot fix. */
export function isPermissionError(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name;
  return name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError';
}

/** The three microphone-constraint attempts, best first (spec §8). */
export const MIC_CONSTRAINTS: MediaStreamConstraints[] = [
  { audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true, channelCount: 1 } },
  { audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false } },
  { audio: true },
];
