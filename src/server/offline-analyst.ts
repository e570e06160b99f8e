/**
 * The offline analyst as the server runs it (a composition root, like app.ts; ADR 050):
 * platform/ai's analyst plus what features add to it, the founder advisor's grounded
 * answers and the features' own offline tasks. The NLP worker answers with this
 * (nlp-worker.ts); tests compare against it. The outline, narration and Julia files skills
 * are imported by file: their features' index.ts would load services and routes into the
 * worker (feature-graph.mjs). Julia's files answers compute with the founder advisor's math
 * and formats, handed in here (ADR 063) rather than by a julia → advisor edge.
 */
import { advisorOffline, demoAdvisorOffline } from './features/advisor';
import * as advisorFormat from './features/advisor/format';
import * as founderMath from './features/advisor/founder-math';
import { createJuliaFilesOffline } from './features/julia/files-offline';
import { outlineOffline } from './features/outline/outline-offline';
import { narrationOffline } from './features/worlds/narration-offline';
import { write } from './platform/ai/offline/analyst';
import type { AnalystInput, OfflineExtensions } from './platform/ai/types';

const juliaFilesOffline = createJuliaFilesOffline({ ...founderMath, ...advisorFormat });

export const offlineExtensions: OfflineExtensions = {
  grounded: advisorOffline,
  skills: {
    advisor: demoAdvisorOffline,
    narration: narrationOffline,
    outline: outlineOffline,
    // Not a question the files or the investors answer: the usual chat answer.
    juliaFiles: (input) => juliaFilesOffline(input) ?? write({ ...input, task: 'chat' }, offlineExtensions),
  },
};

/** The offline engine's answer to `input`. */
export function writeOffline(input: AnalystInput): string {
  return write(input, offlineExtensions);
}
