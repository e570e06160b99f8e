/**
 * The files workspace's own offline task (task 'juliaFiles', issue #30, ADR 063): the
 * message is answered from the workspace's tables and, for "which investor first?", from
 * the investor brief (files-answer.ts). The NLP worker's composition
 * (src/server/offline-analyst.ts) hands in the founder advisor's math and falls back to
 * the usual chat answer when this gives none. Imported there by file: julia's index.ts
 * loads services and routes.
 */
import type { AnalystInput, OfflineSkill } from '../../platform/ai/types';
import { answerFromFiles, type FounderMath, type JuliaFilesInput } from './files-answer';

// Requests carry `{ task: 'juliaFiles', juliaFiles: {…}, focus, messages, files, … }`.
declare module '../../platform/ai/types' {
  interface OfflineSkillInputs {
    juliaFiles: JuliaFilesInput;
  }
}

/** The skill, with the founder math it computes with. */
export function createJuliaFilesOffline(math: FounderMath): OfflineSkill {
  return (input: AnalystInput) => {
    const text = answerFromFiles(input, math);
    // Amounts in the currency of the question and the files' headers ("Revenue (INR)"), not "$" by default.
    const headers = input.juliaFiles?.tables.flatMap((t) => [t.file, ...t.columns.map((c) => c.header), ...t.ignored]) ?? [];
    return text && math.inCurrency(text, [input.focus ?? '', ...headers]);
  };
}
