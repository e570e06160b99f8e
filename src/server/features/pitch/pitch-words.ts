/**
 * Words with times from a pasted pitch. Nobody spoke it, so the times are estimated:
 * the whole pitch lasts `words / wpm` minutes at the stated rate, each word takes a
 * share of it in proportion to its syllables, and a sentence end (0.45 s) or a comma
 * (0.2 s) adds a short breath inside that budget. The pace of the estimate is therefore
 * exactly the stated rate; its pauses are never "long pauses" (those are measured only).
 */
import type { PitchWord } from '../../../contract/pitch';

const SENTENCE_PAUSE = 0.45;
const COMMA_PAUSE = 0.2;

/** Vowel groups, a silent final e dropped; at least one. Digits count one per digit group. */
export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (!w) return 1;
  if (/^[0-9]+$/.test(w)) return Math.max(1, Math.ceil(w.length / 2));
  const groups = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').match(/[aeiouy]+/g);
  return Math.max(1, groups?.length ?? 1);
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Splits on whitespace, keeping punctuation on the words (the transcript shows them as written). */
export function tokenize(text: string): string[] {
  return text
    .replace(/[\u2014\u2013]/g, ' — ')
    .split(/\s+/)
    .filter((t) => /[\p{L}\p{N}]/u.test(t))
    .map((t) => t.slice(0, 60));
}

export function wordsFromText(text: string, wpm: number): PitchWord[] {
  const tokens = tokenize(text);
  if (tokens.length === 0) return [];
  const total = (tokens.length / wpm) * 60;
  const breath: number[] = tokens.map((t, i) =>
    i === tokens.length - 1 ? 0 : /[.!?…]["')\]]*$/.test(t) ? SENTENCE_PAUSE : /[,;:]["')\]]*$/.test(t) ? COMMA_PAUSE : 0,
  );
  const syll = tokens.map(syllables);
  const syllTotal = syll.reduce((a, b) => a + b, 0);
  let pauses = breath.reduce((a, b) => a + b, 0);
  // Breaths never take more than a third of the time: a list of one-word sentences still gets spoken.
  const pauseScale = pauses > total / 3 ? total / 3 / pauses : 1;
  pauses *= pauseScale;
  const unit = (total - pauses) / syllTotal;
  const words: PitchWord[] = [];
  let t = 0;
  tokens.forEach((w, i) => {
    const start = t;
    const end = t + (syll[i] ?? 1) * unit;
    words.push({ w, start: round(start), end: round(end) });
    t = end + (breath[i] ?? 0) * pauseScale;
  });
  return words;
}
