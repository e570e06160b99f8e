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

/**
 * User material may nest deeper than a copy to the worker can go (a dashboard context
 * 10,000 levels deep overflows the stack of a structured clone or JSON.stringify). The
 * analyst reads free-form material (`context`, `metrics`) only 6 levels down from where it
 * starts (analyst.ts `flatten`), so what lies below this depth never changed an answer.
 */
const MAX_DEPTH = 16;

/** `value` with every array or object below `depth` levels replaced by null. */
export function withinDepth(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth <= 0) return null;
  if (Array.isArray(value)) return value.map((v) => withinDepth(v, depth - 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = withinDepth(v, depth - 1);
  return out;
}

export function createOfflineEngine(thread: NlpThread = nlpThread): AiEngine {
  const answer = (request: AiRequest) => thread.call<string>('analystWrite', withinDepth(request.data, MAX_DEPTH));
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
