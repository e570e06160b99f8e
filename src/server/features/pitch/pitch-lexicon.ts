/**
 * The words the pitch coach listens for: fillers, numbers, and the cue words of each part
 * of a pitch (rules stated in pitch-analysis.ts).
 */
import { PITCH_SECTIONS, type PitchSectionKind, type PitchWord } from '../../../contract/pitch';

/** Lower case, letters/digits/apostrophes only ("Problem," → "problem"; "$1M" → "1m"). */
export function norm(word: string): string {
  return word
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\(\d+\)$/, '')
    .replace(/[^a-z0-9'%.]/g, '')
    .replace(/^[.']+|(?<![.'])[.']+$/g, '');
}

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

/* ---------- structure ---------- */

/** Cue words and phrases per part; a phrase is matched on the sentence's normalised words. */
const CUES: Record<PitchSectionKind, string[]> = {
  problem: [
    'problem', 'problems', 'pain', 'painful', 'struggle', 'struggles', 'struggling', 'frustrating', 'frustrated', 'waste',
    'wasted', 'wastes', 'lose', 'loses', 'losing', 'lost', 'broken', 'hard to', 'difficult', 'challenge', 'nobody',
    'still use', 'have to', 'spend hours', 'hours a week', 'hours every week', 'costs them', 'too expensive', 'manual', 'manually',
  ],
  solution: [
    'solution', 'we built', "we've built", 'we build', 'our product', 'introducing', 'platform', 'lets', 'helps', 'we solve',
    'solves', 'our approach', 'app', 'automatically', 'automates', 'assistant', 'instead', 'tool', 'software',
  ],
  market: [
    'market', 'markets', 'tam', 'sam', 'industry', 'segment', 'addressable', 'worldwide', 'sector', 'billion dollar',
    'opportunity',
  ],
  traction: [
    'traction', 'customers', 'customer', 'users', 'paying', 'revenue', 'mrr', 'arr', 'grew', 'growing', 'growth', 'pilot',
    'pilots', 'signed', 'waitlist', 'retention', 'month over month', 'week over week', 'downloads', 'launched', 'letters of intent',
  ],
  'business-model': [
    'business model', 'charge', 'charges', 'pricing', 'price', 'subscription', 'per seat', 'per month', 'a month', 'fee',
    'fees', 'margin', 'margins', 'make money', 'saas', 'license', 'commission', 'per user', 'annual contract',
  ],
  team: [
    'team', 'founder', 'founders', 'cofounder', 'co-founder', 'cto', 'ceo', 'previously', 'background', 'years at',
    'we met', 'experience', 'phd', 'built and sold',
  ],
  ask: [
    'raising', 'raise', 'asking for', 'looking for', 'investment', 'invest', 'investors', 'seed round', 'round',
    'funding', 'the ask', 'our ask', 'join us', 'introductions', 'intro', 'we need', 'runway', 'pre-seed', 'series a',
  ],
};

export function cueScore(sentence: readonly string[], kind: PitchSectionKind): number {
  const joined = ` ${sentence.join(' ')} `;
  let s = 0;
  for (const cue of CUES[kind]) {
    if (joined.includes(` ${cue} `)) s += cue.includes(' ') ? 2 : 1;
  }
  return s;
}

export function classifySentence(sentence: readonly string[]): PitchSectionKind | null {
  let best: PitchSectionKind | null = null;
  let bestScore = 0;
  for (const kind of PITCH_SECTIONS) {
    const s = cueScore(sentence, kind);
    if (s > 0 && s >= bestScore) {
      best = kind;
      bestScore = s;
    }
  }
  return best;
}
