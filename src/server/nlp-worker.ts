/**
 * Worker-thread entry of the offline NLP work (platform/nlp-thread.ts, ADR 025): the
 * offline analyst's answers, token counts, and Business OS session insights, with the
 * models they load kept in this thread's heap. Built to dist/server/nlp-worker.js beside
 * the server bundle. Each message is one call; every call gets exactly one answer, an
 * operation that throws answers with its error's name and message.
 */
import { parentPort } from 'node:worker_threads';
import type { SessionState } from '../contract/business-os';
import { extractInsights, loadNlp } from './features/business-os/session-insights';
import { writeOffline } from './offline-analyst';
import { loadAnalyst, warmUpAnalyst } from './platform/ai/offline/analyst';
import { loadTokenizer } from './platform/ai/tokens';
import type { AnalystInput } from './platform/ai/types';
import type { NlpAnswer, NlpCall } from './platform/nlp-thread';

const ops: Record<string, (...args: never[]) => unknown> = {
  /** The offline engine's answer (platform/ai/offline/offline-engine.ts). */
  async analystWrite(input: AnalystInput) {
    await loadAnalyst();
    return writeOffline(input);
  },
  /** Token counts of several texts, in order (platform/ai/tokens.ts). */
  async countTokens(texts: string[]) {
    const count = await loadTokenizer();
    return texts.map((t) => count(t));
  },
  /** What a Business OS session is about (features/business-os/session-insights.ts). */
  async sessionInsights(state: Pick<SessionState, 'messages' | 'files'>) {
    return extractInsights(await loadNlp(), state);
  },
  /** Loads the models now, so the first answer does not wait for them (the analyst's only for the offline engine). */
  async warmUp(analyst: boolean) {
    await Promise.all([loadTokenizer(), analyst ? warmUpAnalyst() : undefined, loadNlp()]);
  },
};

const port = parentPort!;
port.on('message', (m: NlpCall) => {
  void (async (): Promise<NlpAnswer> => {
    try {
      const op = Object.hasOwn(ops, m.op) ? ops[m.op] : undefined;
      if (!op) throw new Error(`Unknown NLP operation: ${m.op}`);
      return { id: m.id, ok: true, value: await op(...(m.args as never[])) };
    } catch (error) {
      const e = error instanceof Error ? error : new Error(String(error));
      return { id: m.id, ok: false, name: e.name, message: e.message };
    }
  })().then((answer) => {
    try {
      port.postMessage(answer);
    } catch (error) {
      // A value that cannot be cloned: the call fails, the worker stays.
      port.postMessage({ id: m.id, ok: false, name: 'DataCloneError', message: (error as Error).message } satisfies NlpAnswer);
    }
  });
});
