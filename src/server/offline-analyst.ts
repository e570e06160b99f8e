/**
 * The offline analyst as the server runs it (a composition root, like app.ts; ADR 050):
 * platform/ai's analyst plus what features add to it, the founder advisor's grounded
 * answers and the features' own offline tasks. The NLP worker answers with this
 * (nlp-worker.ts); tests compare against it. The outline and narration skills are imported
 * by file: their features' index.ts would load services and routes into the worker
 * (feature-graph.mjs).
 */
import { advisorOffline, demoAdvisorOffline } from './features/advisor';
import { outlineOffline } from './features/outline/outline-offline';
import { narrationOffline } from './features/worlds/narration-offline';
import { write } from './platform/ai/offline/analyst';
import type { AnalystInput, OfflineExtensions } from './platform/ai/types';

export const offlineExtensions: OfflineExtensions = {
  grounded: advisorOffline,
  skills: { advisor: demoAdvisorOffline, narration: narrationOffline, outline: outlineOffline },
};

/** The offline engine's answer to `input`. */
export function writeOffline(input: AnalystInput): string {
  return write(input, offlineExtensions);
}
