/**
 * The default engine when no provider key is configured: the deterministic offline
 * analyst. It reports no usage, so the layer counts tokens with the tokenizer, and it
 * never claims to be a large model (engine 'offline', model 'offline-analyst-1').
 * The analyst runs in the NLP worker thread (platform/nlp-thread.ts, ADR 025); a failure
 * there rejects like any engine failure and reaches the client as the AI layer's 502.
 */
import { nlpThread, type NlpThread } from '../../nlp-thread';
import type { AiEngine, AiRequest, EngineResult, EngineStreamEvent } from '../types';

export const OFFLINE_MODEL = 'offline-analyst-1';

export function createOfflineEngine(thread: NlpThread = nlpThread): AiEngine {
  const answer = (request: AiRequest) => thread.call<string>('analystWrite', request.data);
  return {
    name: 'offline',
    model: OFFLINE_MODEL,
    async complete(request: AiRequest, signal: AbortSignal): Promise<EngineResult> {
      signal.throwIfAborted();
      return { text: await answer(request), model: OFFLINE_MODEL };
    },
    async *stream(request: AiRequest, signal: AbortSignal): AsyncIterable<EngineStreamEvent> {
      const text = await answer(request);
      // Word by word, like a provider's deltas.
      for (const piece of text.match(/\S+\s*/g) ?? []) {
        signal.throwIfAborted();
        yield { type: 'text', text: piece };
      }
      yield { type: 'done', model: OFFLINE_MODEL };
    },
  };
}
