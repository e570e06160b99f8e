import { voiceApi } from '../../contract/endpoints/voice';
import { TRANSCRIBE_FIELD, type TranscribeResponse } from '../../contract/voice';
import { call } from './api';

/** POST /api/transcribe (spec §7): multipart, field `audio`, a WAV recording; answers the transcript. */
export async function transcribe(audio: Blob, fileName = 'speech.wav'): Promise<TranscribeResponse> {
  const form = new FormData();
  form.append(TRANSCRIBE_FIELD, audio, fileName);
  return call(voiceApi.transcribe, { body: form });
}
