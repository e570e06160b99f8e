/**
 * The default engine when no provider key is configured: the deterministic offline
 * analyst. It reports no usage, so the layer counts tokens with the tokenizer, and it
 * never claims to be a large model (engine 'offline', model 'offline-analyst-1').
 */
import type { AiEngine, AiRequest, EngineResult, EngineStreamEvent } from '../types';
import { loadAnalyst, write } from './analyst';

export const OFFLINE_MODEL = 'offline-analyst-1';

export function createOfflineEngine(): AiEngine {
  const answer = async (request: AiRequest) => {
    await loadAnalyst();
    return write(request.data);
  };
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
