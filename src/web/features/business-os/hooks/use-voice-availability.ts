import { useQuery } from '@tanstack/react-query';
import { healthQuery } from '../api';
import { voiceAvailability, type VoiceAvailability } from '../model/voice-availability';

function hasBrowserRecognizer(): boolean {
  if (typeof window === 'undefined') return false;
  const w = window as unknown as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
  return Boolean(w.SpeechRecognition ?? w.webkitSpeechRecognition);
}

/** Speech engines of this server (from /api/health) and of this browser. */
export function useVoiceAvailability(): VoiceAvailability {
  const health = useQuery(healthQuery());
  return voiceAvailability(health.data?.engines, hasBrowserRecognizer());
}
