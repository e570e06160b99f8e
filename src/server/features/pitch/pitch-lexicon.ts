/**
 * The words the pitch coach listens for: fillers and numbers (rules stated in
 * pitch-analysis.ts). The cue words of each part of a pitch are the shared section
 * taxonomy's (contract/coaching-sections.ts, ADR 064).
 */
import { normWord } from '../../../contract/coaching-sections';
import type { PitchWord } from '../../../contract/pitch';

/** Lower case, letters/digits/apostrophes only ("Problem," → "problem"; "$1M" → "1m"): the taxonomy's normalisation, so cues match. */
export const norm = normWord;

/* ---------- fillers ---------- */

const ALWAYS_FILLER = new Set(['basically', 'literally', 'actually', 'honestly', 'totally']);
const HESITATION = /^(u+m+|u+h+|e+r+m*|a+h+|h+m+|uhm+|mm+)$/;
const LIKE_AFTER = new Set(['is', 'was', "it's", "that's", "he's", "she's", "we're", "they're", "you're", 'are', 'were', 'and', 'but', 'so', 'um', 'uh', 'like']);
const YOU_KNOW_QUESTION_BEFORE = new Set(['do', 'did', 'if', "don't", 'does', 'would', 'whether']);
const YOU_KNOW_QUESTION_AFTER = new Set(['what', 'how', 'that', 'when', 'why', 'where', 'who', 'which', 'if', 'the', 'about']);

export interface FillerHit {
  filler: string;
  /** Index of its first word. */
  word: number;
}

export function findFillers(words: readonly PitchWord[], sentenceStarts: ReadonlySet<number>): FillerHit[] {
  const n = words.map((w) => norm(w.w));
  const hits: FillerHit[] = [];
  const endsWithComma = (i: number) => /[,;:—–-]["')]*$/.test(words[i]?.w ?? '');
  for (let i = 0; i < n.length; i++) {
    const w = n[i] ?? '';
    const next = n[i + 1] ?? '';
    const prev = n[i - 1] ?? '';
    if (HESITATION.test(w)) {
      hits.push({ filler: w.startsWith('u') && w.includes('m') ? 'um' : w.startsWith('u') ? 'uh' : w.startsWith('e') ? 'er' : w.startsWith('a') ? 'ah' : 'hmm', word: i });
    } else if (ALWAYS_FILLER.has(w)) {
      hits.push({ filler: w, word: i });
    } else if (w === 'you' && next === 'know') {
      const q = YOU_KNOW_QUESTION_BEFORE.has(prev) || (YOU_KNOW_QUESTION_AFTER.has(n[i + 2] ?? '') && !endsWithComma(i + 1));
      if (!q) {
        hits.push({ filler: 'you know', word: i });
        i++;
      }
    } else if (w === 'i' && next === 'mean' && (sentenceStarts.has(i) || endsWithComma(i - 1) || endsWithComma(i + 1))) {
      hits.push({ filler: 'i mean', word: i });
      i++;
    } else if ((w === 'kind' || w === 'sort') && next === 'of' && !['a', 'the', 'what', 'this', 'that', 'any', 'every', 'some', 'one', 'which'].includes(prev)) {
      hits.push({ filler: `${w} of`, word: i });
      i++;
    } else if (w === 'like') {
      const loose = sentenceStarts.has(i) || endsWithComma(i - 1) || endsWithComma(i) || LIKE_AFTER.has(prev);
      if (loose) hits.push({ filler: 'like', word: i });
    }
  }
  return hits;
}

/* ---------- numbers ---------- */

const NUMBER_WORDS = new Set([
  'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen',
  'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy',
  'eighty', 'ninety', 'hundred', 'thousand', 'million', 'billion', 'trillion', 'percent', 'dozen',
]);
const MAGNITUDE = new Set(['hundred', 'thousand', 'million', 'billion', 'trillion', 'percent']);

export function isNumberWord(words: readonly string[], i: number): boolean {
  const w = words[i] ?? '';
  if (/\d/.test(w)) return true;
  if (NUMBER_WORDS.has(w)) return true;
  return w === 'one' && MAGNITUDE.has(words[i + 1] ?? '');
}
