/**
 * The offline engine's narration of a data world (task 'narration'): a short story built
 * only from the figures the server read from the world's aggregates, each cited with its
 * number, within the word limit. Deterministic: the same figures give the same story.
 */
import { countWords } from '../../../../contract/format';
import type { NarrationInput } from '../types';

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
