/**
 * The one taxonomy of the parts of a startup pitch, shared by the deck coach
 * (/julia.ai/onboarding, slide titles) and the pitch coach (/makeitshutup, spoken
 * sentences), server and browser alike (ADR 064). Each part has:
 * - `titles`: what a slide or heading for it is called ("Meet the team", "Use of funds");
 * - `cues`: words and phrases that say a spoken sentence is about it (a phrase scores 2,
 *   a single word 1: "month over month" is stronger evidence than "users");
 * - `strong`: phrases specific enough to place an untitled block of a deck ("TAM",
 *   "paying customers", "we are raising");
 * - whether a seed deck and a spoken pitch are expected to have it (`standard`), and
 *   which other part stands in for it (`coveredBy`: a Product slide covers Solution).
 * Synonyms are data: add one here and both coaches hear it.
 */

export const SECTION_IDS = [
  'problem',
  'solution',
  'why-now',
  'product',
  'market',
  'traction',
  'business-model',
  'go-to-market',
  'competition',
  'team',
  'financials',
  'ask',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export interface SectionDef {
  id: SectionId;
  label: string;
  standard: { deck: boolean; pitch: boolean };
  coveredBy?: SectionId[];
  titles: string[];
  cues: string[];
  strong: string[];
}

export const SECTIONS: readonly SectionDef[] = [
  {
    id: 'problem',
    label: 'Problem',
    standard: { deck: true, pitch: true },
    titles: ['problem', 'problems', 'the problem', 'pain', 'pain point', 'pain points', 'challenge', 'the challenge', 'why this matters'],
    cues: [
      'problem', 'problems', 'pain', 'painful', 'struggle', 'struggles', 'struggling', 'frustrating', 'frustrated', 'waste',
      'wasted', 'wastes', 'lose', 'loses', 'losing', 'lost', 'broken', 'hard to', 'difficult', 'challenge', 'nobody',
      'still use', 'have to', 'spend hours', 'hours a week', 'hours every week', 'costs them', 'too expensive', 'manual', 'manually',
    ],
    strong: ['the problem', 'pain point', 'hours a week', 'hours every week', 'still use', 'spend hours'],
  },
  {
    id: 'solution',
    label: 'Solution',
    standard: { deck: true, pitch: true },
    coveredBy: ['product'],
    titles: ['solution', 'the solution', 'our solution', 'what we do', 'how we solve it', 'our approach', 'introducing'],
    cues: [
      'solution', 'we built', "we've built", 'we build', 'our product', 'introducing', 'platform', 'lets', 'helps', 'we solve',
      'solves', 'our approach', 'app', 'automatically', 'automates', 'assistant', 'instead', 'tool', 'software',
    ],
    strong: ['our solution', 'we built', "we've built", 'introducing', 'we solve'],
  },
  {
    id: 'why-now',
    label: 'Why now',
    standard: { deck: false, pitch: false },
    titles: ['why now', 'timing', 'why this why now'],
    cues: ['why now', 'for the first time', 'until recently', 'now possible', 'this year', 'regulation', 'tailwind', 'tailwinds'],
    strong: ['why now', 'for the first time', 'until recently'],
  },
  {
    id: 'product',
    label: 'Product',
    standard: { deck: false, pitch: false },
    titles: ['product', 'the product', 'our product', 'demo', 'product demo', 'how it works', 'features', 'key features', 'roadmap', 'product roadmap', 'screenshots'],
    cues: ['demo', 'screenshot', 'screenshots', 'feature', 'features', 'dashboard', 'how it works', 'let me show', 'roadmap', 'integrates with', 'integrations'],
    strong: ['how it works', 'let me show', 'product demo', 'key features', 'roadmap'],
  },
  {
    id: 'market',
    label: 'Market',
    standard: { deck: true, pitch: true },
    titles: ['market', 'the market', 'market size', 'market opportunity', 'opportunity', 'the opportunity', 'addressable market', 'market sizing'],
    cues: ['market', 'markets', 'tam', 'sam', 'som', 'industry', 'segment', 'addressable', 'worldwide', 'sector', 'billion dollar', 'opportunity'],
    strong: ['tam', 'sam', 'som', 'total addressable', 'addressable market', 'market size', 'billion dollar market'],
  },
  {
    id: 'traction',
    label: 'Traction',
    standard: { deck: true, pitch: true },
    titles: ['traction', 'our traction', 'milestones', 'progress', 'metrics', 'key metrics', 'results', 'validation', 'customers', 'our customers', 'growth', 'momentum'],
    cues: [
      'traction', 'customers', 'customer', 'users', 'paying', 'revenue', 'mrr', 'arr', 'grew', 'growing', 'growth', 'pilot',
      'pilots', 'signed', 'waitlist', 'retention', 'month over month', 'week over week', 'downloads', 'launched', 'letters of intent',
    ],
    strong: ['mrr', 'arr', 'paying customers', 'month over month', 'week over week', 'letters of intent', 'waitlist'],
  },
  {
    id: 'business-model',
    label: 'Business model',
    standard: { deck: true, pitch: true },
    titles: ['business model', 'the business model', 'revenue model', 'pricing', 'monetization', 'monetisation', 'how we make money', 'unit economics'],
    cues: [
      'business model', 'charge', 'charges', 'pricing', 'price', 'subscription', 'per seat', 'per month', 'a month', 'fee',
      'fees', 'margin', 'margins', 'make money', 'saas', 'license', 'commission', 'per user', 'annual contract',
    ],
    strong: ['business model', 'per seat', 'subscription', 'we charge', 'gross margin', 'unit economics', 'ltv', 'cac'],
  },
  {
    id: 'go-to-market',
    label: 'Go-to-market',
    standard: { deck: false, pitch: false },
    titles: ['go-to-market', 'go to market', 'gtm', 'go-to-market strategy', 'distribution', 'sales strategy', 'marketing', 'customer acquisition', 'sales and marketing', 'growth strategy'],
    cues: ['go to market', 'go-to-market', 'channel', 'channels', 'distribution', 'outbound', 'inbound', 'sales team', 'partnerships', 'resellers', 'acquire customers'],
    strong: ['go to market', 'go-to-market', 'sales team', 'acquisition channel', 'acquisition channels'],
  },
  {
    id: 'competition',
    label: 'Competition',
    standard: { deck: true, pitch: false },
    titles: ['competition', 'competitors', 'competitive landscape', 'landscape', 'alternatives', 'competitive advantage', 'why we win', 'our moat', 'moat'],
    cues: ['competitors', 'competitor', 'competition', 'incumbents', 'unlike', 'versus', 'compared to', 'alternatives', 'moat'],
    strong: ['competitors', 'competition', 'incumbents', 'versus', 'compared to'],
  },
  {
    id: 'team',
    label: 'Team',
    standard: { deck: true, pitch: true },
    titles: ['team', 'the team', 'our team', 'meet the team', 'founders', 'the founders', 'founding team', 'leadership', 'team and advisors', 'about us'],
    cues: [
      'team', 'founder', 'founders', 'cofounder', 'co-founder', 'cto', 'ceo', 'previously', 'background', 'years at',
      'we met', 'experience', 'phd', 'built and sold',
    ],
    strong: ['ceo', 'cto', 'co-founder', 'cofounder', 'founding team', 'built and sold'],
  },
  {
    id: 'financials',
    label: 'Financials',
    standard: { deck: false, pitch: false },
    titles: ['financials', 'financial projections', 'projections', 'financial plan', 'financial model', 'forecast', 'the numbers', 'p&l'],
    cues: ['projections', 'projected', 'forecast', 'break even', 'breakeven', 'ebitda', 'profitable by', 'burn rate', 'net burn', 'cash flow'],
    strong: ['projections', 'forecast', 'break even', 'breakeven', 'ebitda', 'profitable by', 'burn rate'],
  },
  {
    id: 'ask',
    label: 'Ask',
    standard: { deck: true, pitch: true },
    titles: [
      'ask', 'the ask', 'our ask', 'raise', 'the raise', 'funding', 'funding ask', 'investment', 'the investment', 'use of funds', 'the round',
      'fundraising', 'investment opportunity',
    ],
    cues: [
      'raising', 'raise', 'asking for', 'looking for', 'investment', 'invest', 'investors', 'seed round', 'round',
      'funding', 'the ask', 'our ask', 'join us', 'introductions', 'intro', 'we need', 'runway', 'pre-seed', 'series a', 'use of funds',
    ],
    strong: ['we are raising', "we're raising", 'raising a', 'seed round', 'use of funds', 'pre-seed', 'series a', 'the ask', 'our ask'],
  },
];

export const SECTION_LABELS = Object.fromEntries(SECTIONS.map((s) => [s.id, s.label])) as Record<SectionId, string>;
export const sectionDef = (id: SectionId): SectionDef => SECTIONS.find((s) => s.id === id)!;
/** The parts a seed deck (or a spoken pitch) is expected to have, in the usual order. */
export const standardSections = (coach: 'deck' | 'pitch'): SectionId[] => SECTIONS.filter((s) => s.standard[coach]).map((s) => s.id);

/** Lower case, letters/digits/apostrophes/%/$ only, curly quotes straightened ("Problem," → "problem"). */
export function normWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\(\d+\)$/, '')
    .replace(/[^a-z0-9'%.&-]/g, '')
    .replace(/^[.'-]+/, '')
    .replace(/(?<![.'-])[.'-]+$/, '');
}

/** A text as normalised words, for cueScore. */
export const textWords = (text: string): string[] => text.split(/\s+/).map(normWord).filter(Boolean);

interface Cue {
  id: SectionId;
  padded: string;
  weight: number;
}
/**
 * Each part's cues padded with spaces and weighted, indexed by list and first word, made
 * once: a sentence is scored by looking up its own words, not by trying every cue (a pitch
 * of 4,000 one-word sentences is scored in milliseconds).
 */
const CUES_BY_FIRST_WORD = new Map<string, Cue[]>();
for (const s of SECTIONS) {
  for (const list of ['cues', 'strong'] as const) {
    for (const c of s[list]) {
      const key = `${list}:${c.split(' ')[0]}`;
      const cue = { id: s.id, padded: ` ${c} `, weight: c.includes(' ') ? 2 : 1 };
      CUES_BY_FIRST_WORD.set(key, [...(CUES_BY_FIRST_WORD.get(key) ?? []), cue]);
    }
  }
}

/** How strongly a run of normalised words speaks of each part: 2 per cue phrase, 1 per cue word (each cue counted once). */
export function cueScores(sentence: readonly string[], list: 'cues' | 'strong' = 'cues'): Map<SectionId, number> {
  const joined = ` ${sentence.join(' ')} `;
  const scores = new Map<SectionId, number>();
  const counted = new Set<Cue>();
  for (const word of new Set(sentence)) {
    for (const cue of CUES_BY_FIRST_WORD.get(`${list}:${word}`) ?? []) {
      if (counted.has(cue) || !joined.includes(cue.padded)) continue;
      counted.add(cue);
      scores.set(cue.id, (scores.get(cue.id) ?? 0) + cue.weight);
    }
  }
  return scores;
}

/** How strongly a run of normalised words speaks of one part. */
export function cueScore(sentence: readonly string[], id: SectionId, list: 'cues' | 'strong' = 'cues'): number {
  return cueScores(sentence, list).get(id) ?? 0;
}

/**
 * The part a spoken sentence is about: the one whose cues it has most (ties go to the
 * later part in the usual order, so "we raise to hire a team" is the ask), or null.
 */
export function classifySentence(sentence: readonly string[]): SectionId | null {
  const scores = cueScores(sentence);
  let best: SectionId | null = null;
  let bestScore = 0;
  for (const id of SECTION_IDS) {
    const s = scores.get(id) ?? 0;
    if (s > 0 && s >= bestScore) {
      best = id;
      bestScore = s;
    }
  }
  return best;
}

/** The part an untitled block of a deck is about, from strong cues only (two or more, distinct), or null. */
export function strongSection(text: string): SectionId | null {
  const scores = cueScores(textWords(text), 'strong');
  let best: SectionId | null = null;
  let bestScore = 1;
  for (const id of SECTION_IDS) {
    const s = scores.get(id) ?? 0;
    if (s > bestScore) {
      best = id;
      bestScore = s;
    }
  }
  return best;
}

const TITLE_PREFIX = /^(?:slide\s*\d+\s*[:.)—–-]?\s*|#+\s*|[*•▪◦-]\s+|\d{1,2}\s*[.):—–-]\s*)+/i;
const SEPARATOR = /^\s*(?::|—|–|\||\s-\s|-\s)\s*/;

/**
 * A slide title or heading line: the part it opens, and the text after a separator
 * ("Market: $4B TAM" keeps "$4B TAM"). A line is a title when it is one of a part's titles
 * alone (numbering, "#", "Slide 3:" and a trailing colon allowed), or a title followed by a
 * separator, or a short Title Case line starting with one ("The Problem We Solve").
 * A sentence that merely starts with the word ("Problem solved in 3 clicks.") is not.
 */
export function titleOf(line: string): { id: SectionId; rest: string } | null {
  const raw = line.trim().replace(TITLE_PREFIX, '').trim();
  if (!raw || raw.length > 120) return null;
  const lower = raw.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  let best: { id: SectionId; rest: string; len: number } | null = null;
  for (const s of SECTIONS) {
    for (const t of s.titles) {
      if (!lower.startsWith(t)) continue;
      const after = raw.slice(t.length);
      if (/^[a-z0-9&'-]/i.test(after)) continue; // "Teams waste time" is not "Team"
      let rest: string | null = null;
      if (/^[:.!?]?$/.test(after.trim())) rest = '';
      else if (SEPARATOR.test(after)) rest = after.replace(SEPARATOR, '').trim();
      else if (isTitleCase(raw) && raw.split(/\s+/).length <= 7 && !/[.!?]$/.test(raw)) rest = '';
      if (rest !== null && (!best || t.length > best.len)) best = { id: s.id, rest, len: t.length };
    }
  }
  return best && { id: best.id, rest: best.rest };
}

/** Every word of four letters or more capitalised ("Market Size and Growth"), or the whole line in capitals. */
function isTitleCase(line: string): boolean {
  const ws = line.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w));
  if (ws.length === 0) return false;
  if (line === line.toUpperCase()) return true;
  return ws.every((w) => w.length < 4 || /^[A-Z]/.test(w));
}
