/**
 * The offline engine's narration of a data world (task 'narration'): a short story built
 * only from the figures the server read from the world's aggregates, each cited with its
 * number, within the word limit. Deterministic: the same figures give the same story.
 * Handed to the offline analyst by the NLP worker's composition (src/server/offline-analyst.ts,
 * ADR 050); it lived in platform/ai/offline/narrator.ts until #26.
 */
import { countWords } from '../../../contract/format';
import type { AnalystInput, OfflineSkill } from '../../platform/ai/types';

export interface NarrationInput {
  /** 'world' | 'person' | 'place' | 'period'. */
  subject: string;
  /** "Ana Costa", "Lisbon", "Apr 2023 – Jun 2023", "Social & Emotional World". */
  title: string;
  facts: { label: string; value: number }[];
  /** Short named observations ("busiest month: Jul 2024", "mood: mostly warm"). */
  notes: string[];
}

// The worlds' own offline task: requests carry `{ task: 'narration', narration: {…} }`.
declare module '../../platform/ai/types' {
  interface OfflineSkillInputs {
    narration: NarrationInput;
  }
}

const fmt = (v: number) => (Number.isInteger(v) ? v.toLocaleString('en-US') : v.toLocaleString('en-US', { maximumFractionDigits: 1 }));

function sentenceFor(subject: string, title: string, facts: NarrationInput['facts']): string {
  const cited = facts.map((f) => `${fmt(f.value)} ${f.label}`);
  const list = cited.length > 1 ? `${cited.slice(0, -1).join(', ')} and ${cited.at(-1)}` : (cited[0] ?? 'no figures yet');
  switch (subject) {
    case 'person':
      return `Your story with ${title} is told in ${list}.`;
    case 'place':
      return `${title} holds ${list}.`;
    case 'period':
      return `From ${title}, your world gathered ${list}.`;
    default:
      return `The ${title} is drawn from ${list}.`;
  }
}

export function narrate(input: NarrationInput, wordLimit: number): string {
  const parts = [sentenceFor(input.subject, input.title, input.facts), ...input.notes.map((n) => `${n.charAt(0).toUpperCase()}${n.slice(1)}.`)];
  let text = '';
  for (const p of parts) {
    const next = text ? `${text} ${p}` : p;
    if (text && countWords(next) > wordLimit) break;
    text = next;
  }
  return text;
}

/** The offline skill for task 'narration' (undefined without figures: the analyst answers). */
export const narrationOffline: OfflineSkill = (input: AnalystInput) => (input.narration ? narrate(input.narration, input.wordLimit) : undefined);
