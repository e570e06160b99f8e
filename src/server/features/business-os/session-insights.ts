/**
 * What a Business OS session is about, read from its saved questions, answers and
 * files: topics (noun phrases), people, companies, metrics (with the value last said)
 * and decisions on the table, each with the sentences it came from. The mind map and
 * the Current Summary block show these.
 *
 * compromise finds noun phrases, names and organisations; metrics and their values are
 * a lexicon and a number pattern (a metric is the name of a quantity, never a bare
 * number), and decisions are the "should we … / whether to …" clauses of questions.
 * Pure over the document; the NLP library is loaded on first use (about 0.5 s).
 */
import { createHash } from 'node:crypto';
import type NlpType from 'compromise';
import { LRUCache } from 'lru-cache';
import {
  insightsFingerprint,
  type Insight,
  type InsightKind,
  type InsightSource,
  type SessionInsights,
  type SessionState,
} from '../../../contract/business-os';
import { describe, readFigures, type ReadFigure } from '../../platform/ai/offline/reader/figures';
import { LEXICON, mentionsIn } from '../../platform/ai/offline/reader/lexicon';
import { loadOnce } from '../../platform/load-once';

type Nlp = typeof NlpType;

export const loadNlp = loadOnce(async (): Promise<Nlp> => (await import('compromise')).default);

/* ---------- metrics ---------- */

/*
 * Metric names and their figures come from the one reader of quantities (issue 30,
 * ADR 062): its lexicon names a metric, its grammar reads the amount, unit, period and
 * "from X to Y" change beside it. A metric is the name of a quantity, never a bare number.
 */

interface MetricHit {
  label: string;
  value?: string;
}

/** A lone year ("in 2024") or a list number is no metric value. */
const isYear = (f: ReadFigure) => f.unit === 'count' && Number.isInteger(f.value) && f.value >= 1900 && f.value <= 2100;

/** Metric names in a sentence, each with the nearest value said beside it (if any). */
export function metricsIn(sentence: string): MetricHit[] {
  const { text, figures, changes } = readFigures(sentence);
  const hits = mentionsIn(text);
  const values = figures.filter((f) => !isYear(f) && !changes.some((c) => c.to === f));
  const out = new Map<string, MetricHit>();
  hits.forEach(({ label, start, end }, i) => {
    const prevEnd = i > 0 ? hits[i - 1]!.end : 0;
    const nextStart = i < hits.length - 1 ? hits[i + 1]!.start : text.length;
    let best: { v: ReadFigure; d: number } | null = null;
    for (const v of values) {
      // Only values between this metric and its neighbours, within a few words.
      if (v.end <= start) {
        if (v.start < prevEnd) continue;
        // Right before the name: "$40k MRR", "14 months of runway" (not "31 after the price").
        const gap = text.slice(v.end, start);
        if (!/^\s*(?:(?:of|in|of our|in our|of the)\s*)?$/i.test(gap)) continue;
        const d = gap.length + 2;
        if (!best || d < best.d) best = { v, d };
      } else if (v.start >= end) {
        if (v.end > nextStart) continue;
        const gap = text.slice(end, v.start);
        if (gap.length > 24 || /[;.!?]/.test(gap)) continue;
        const d = gap.length;
        if (!best || d < best.d) best = { v, d };
      }
    }
    const change = best && changes.find((c) => c.from === best.v);
    const value = best ? (change ? `${describe(text, change.from)} → ${describe(text, change.to)}` : describe(text, best.v)) : undefined;
    const prior = out.get(label);
    if (!prior || (value && !prior.value)) out.set(label, { label, ...(value ? { value } : {}) });
  });
  return [...out.values()];
}

/* ---------- decisions ---------- */

// The clause is (\S(?:.*?\S)??), not (.+?): it neither starts nor ends on a space, so the
// spaces around it belong to one quantifier each and cannot be traded back and forth
// (polynomial backtracking on long runs of spaces, #25); on text with spaces collapsed
// the clauses are the same. The "should we" look-behind is only tried where
// "should/shall/must " follows, not at every space.
const DECISION_PATTERNS = [
  // "What should we do about X" asks for advice; "should we X or Y" is a decision.
  /\b(?=(?:should|shall|must) )(?<!\b(?:what|how|where|who|when|why|which)\s+)(?:should|shall|must) (?:we|i)\s+(?!not\b|you\b|\s)(\S(?:.*?\S)??)\s*(?:[?!;]|\.(?:\s|$)|$)/i,
  /\bwhether (?:or not )?(?:we should |to )?(\S(?:.*?\S)??)\s*(?:[?!;]|\.(?:\s|$)|$)/i,
  /\b(?:decide|deciding|choose|choosing) (?:between |on |if |to )?(\S(?:.*?\S)??)\s*(?:[?!;]|\.(?:\s|$)|$)/i,
  /\bis it (?:time|worth it|worth|wise|smart|too early|too late) to\s+(?!\s)(\S(?:.*?\S)??)\s*(?:[?!;]|\.(?:\s|$)|$)/i,
  /\b(?:would|do) you (?:recommend|suggest|advise)\s+(?!\s)(\S(?:.*?\S)??)\s*(?:[?!;]|\.(?:\s|$)|$)/i,
];
const DECISION_CUT = /,|\s[-–—]\s|\s(?:given|because|since|when|while|so that|as|unless|before we|after we)\s/i;

/** The decision a question puts on the table ("raise now or wait"), or null. */
export function decisionIn(sentence: string): string | null {
  // As extractInsights passes it: on a line break `.` stops and the search retries every
  // later "should we" (quadratic, #25); collapsed, a clause always reaches the end.
  const text = sentence.replace(/\s+/g, ' ').trim();
  for (const re of DECISION_PATTERNS) {
    const m = re.exec(text);
    if (!m) continue;
    let clause = m[1]!.split(DECISION_CUT)[0]!.replace(/\s+/g, ' ').trim();
    clause = clause.replace(/^(?:we|i|to)\s+/i, '').replace(/(?<![.?!,;:])[.?!,;:]+$/, '');
    const words = clause.split(' ').filter(Boolean);
    if (words.length === 0 || words.length > 12) continue;
    if (!/[a-z]{3}/i.test(clause)) continue;
    return clause.charAt(0).toUpperCase() + clause.slice(1);
  }
  return null;
}

/* ---------- noun phrases and names ---------- */

interface Term {
  text: string;
  normal?: string;
  pre?: string;
  post?: string;
  tags?: string[];
}

const STOP_TOPICS = new Set([
  'thing', 'lot', 'way', 'time', 'something', 'anything', 'everything', 'nothing', 'someone', 'anyone', 'everyone',
  'people', 'bit', 'kind', 'sort', 'stuff', 'today', 'tomorrow', 'yesterday', 'week', 'day', 'year', 'month', 'quarter',
  'hour', 'minute', 'next step', 'step', 'tip', 'ai', 'yes', 'no', 'ok', 'okay', 'hello', 'hi', 'thanks', 'thank',
  'number', 'figure', 'idea', 'question', 'answer', 'word', 'problem', 'issue', 'point', 'part', 'case', 'fact',
  'reason', 'option', 'help', 'sense', 'end', 'start', 'focus', 'recommendation', 'advice', 'context', 'detail',
  'business', 'company', 'startup', 'plan', 'call', 'now', 'percent', 'k', 'm', 'x', 'business os', 'session',
  'workspace', 'analyst', 'offline analyst', 'rule', 'template', 'character', 'file', 'data', 'result', 'change',
]);
const UNIT_WORDS = /^(?:months?|weeks?|years?|days?|quarters?|hours?|minutes?|percent|k|m|bn|x|times?|%)$/i;
const DROP_LEADING = new Set(['last', 'next', 'other', 'such', 'same', 'own', 'current', 'few', 'many', 'much', 'more', 'several', 'each', 'every', 'any', 'some', 'first', 'main', 'big', 'good', 'great', 'real']);
const DROP_TAGS = ['Pronoun', 'Determiner', 'Possessive', 'Value', 'Money', 'Percent', 'Date', 'Duration', 'Adverb', 'Preposition', 'Conjunction', 'QuestionWord', 'Cardinal', 'Ordinal', 'NumericValue'];

const metricNames = new Set(LEXICON.map((m) => m.label.toLowerCase()).concat(['burn rate', 'churn rate', 'growth rate', 'conversion rate', 'cash', 'price', 'pricing']));

function isAcronym(word: string): boolean {
  return /^[A-Z][a-z]*[A-Z][A-Za-z]*$/.test(word) && word.length <= 6;
}

function cleanWord(t: Term): string {
  return t.text.replace(/^[^\p{L}\p{N}$]+/u, '').replace(/(?<![^\p{L}\p{N}%])[^\p{L}\p{N}%]+$/u, '');
}

const has = (t: Term, tag: string) => t.tags?.includes(tag) === true;
const nounish = (t: Term | undefined) => !!t && (has(t, 'Noun') || has(t, 'Acronym')) && !has(t, 'Pronoun') && !DROP_TAGS.some((tag) => has(t, tag));

/**
 * A noun phrase as a topic label ("onboarding flow", "head of sales"), or null: the
 * first run of adjectives and nouns (with "of" between nouns), cut at a verb, a number
 * or a date, ending on a noun.
 */
function topicOf(terms: Term[]): string | null {
  const kept: Term[] = [];
  for (let i = 0; i < terms.length; i++) {
    const t = terms[i]!;
    const word = cleanWord(t).toLowerCase();
    const started = kept.length > 0;
    if (started && word === 'of' && nounish(terms[i + 1]) && nounish(kept[kept.length - 1])) {
      kept.push(t);
      continue;
    }
    const droppable = DROP_TAGS.some((tag) => has(t, tag)) || !word;
    // A verb ends the phrase, except a gerund naming a thing before a noun ("onboarding flow").
    const verb = has(t, 'Verb') && !(has(t, 'Gerund') && nounish(terms[i + 1]) && !started) && !has(t, 'Noun');
    if (droppable || verb) {
      if (started) break;
      continue;
    }
    if (!started && DROP_LEADING.has(word)) continue;
    // A name is a person or a company, not a topic.
    if (has(t, 'Person') || (has(t, 'ProperNoun') && !isAcronym(cleanWord(t)))) return null;
    kept.push(t);
    if (/[,;:.!?()]/.test(t.post ?? '')) break;
  }
  while (kept.length > 0 && !nounish(kept[kept.length - 1])) kept.pop();
  const words = kept.map(cleanWord).filter(Boolean);
  if (words.length === 0 || words.length > 4) return null;
  if (!words.every((w) => /^[\p{L}][\p{L}'&-]*[\p{L}]$|^[\p{L}]{2,}$/u.test(w))) return null;
  if (!words.some((w) => w.length >= 4 || isAcronym(w))) return null;
  if (words.some((w) => UNIT_WORDS.test(w))) return null;
  const label = words.map((w) => (isAcronym(w) ? w : w.toLowerCase())).join(' ');
  const lower = label.toLowerCase();
  if (STOP_TOPICS.has(lower) || STOP_TOPICS.has(singular(lower)) || metricNames.has(lower)) return null;
  return label;
}

/** A counting key: lower case, the last word's regular plural dropped. */
function singular(label: string): string {
  return label.replace(/(?<=[a-z]{3}[^s])s$/, '');
}

const PERSON_BEFORE = /\b(?:met|meet|meeting|with|told|tell|asked|ask|hire|hired|hiring|call|called|email|emailed|co-?founder|ceo|cto|cfo|coo|cmo|vp|founder|advisor|mentor|engineer|designer|manager|named|introduced)\s*$/i;
const COMPANY_BEFORE = /\b(?:at|from|by|customer|client|investor|fund|competitor|acquired|acquire|compete with|against|vs\.?|versus|join|joined|like)\s*$/i;
const PERSON_AFTER = /^\s*(?:thinks|says|said|wants|told|asked|suggested|recommends|recommended|believes|agreed|left|joined|is our|, our)\b/i;
const COMPANY_SUFFIX = /\b(?:Inc|Corp|Corporation|Ltd|LLC|GmbH|Capital|Ventures|Partners|Labs|Bank|Group|Technologies|Systems|Holdings|Fund|Company|Co)\.?$/;
const NOT_NAMES = new Set(['I', 'OK', 'Okay', 'Hello', 'Hi', 'Hey', 'Thanks', 'Yes', 'No', 'AI', 'Q1', 'Q2', 'Q3', 'Q4', 'Business OS', 'Offline', 'Key']);

interface Named {
  kind: 'person' | 'company';
  label: string;
}

/** Runs of proper nouns in a sentence, as people or companies. */
function namesIn(sentence: string, terms: Term[]): Named[] {
  const out: Named[] = [];
  // Where each term starts in the sentence, for the words around a name.
  const positions: number[] = [];
  let offset = 0;
  for (const t of terms) {
    const at = sentence.indexOf(t.text, offset);
    positions.push(at < 0 ? offset : at);
    if (at >= 0) offset = at + t.text.length;
  }
  const classify = (from: number, to: number) => {
    const run = terms.slice(from, to);
    const words = run.map(cleanWord).filter(Boolean);
    const label = words.join(' ');
    const tags = run.flatMap((t) => t.tags ?? []);
    if (!label || NOT_NAMES.has(label) || words.every(isAcronym) || metricNames.has(label.toLowerCase())) return;
    if (tags.includes('Place') || !words.every((w) => /^\p{Lu}/u.test(w))) return;
    // A sentence's first word is capitalised anyway: alone there, only a name compromise knows counts.
    if (from === 0 && words.length === 1 && !tags.includes('Person') && !tags.includes('Organization')) return;
    const before = sentence.slice(0, positions[from]);
    const last = run[run.length - 1]!;
    const after = sentence.slice(positions[to - 1]! + last.text.length);
    let kind: Named['kind'];
    if (tags.includes('Person') && !COMPANY_SUFFIX.test(label)) kind = 'person';
    else if (tags.includes('Organization') || COMPANY_SUFFIX.test(label)) kind = 'company';
    else if (PERSON_AFTER.test(after) && words.length <= 3) kind = 'person';
    else if (COMPANY_BEFORE.test(before)) kind = 'company';
    else if (PERSON_BEFORE.test(before) && words.length >= 2) kind = 'person';
    else kind = words.length >= 2 ? 'person' : 'company';
    out.push({ kind, label });
  };
  let start = -1;
  terms.forEach((t, i) => {
    const tags = t.tags ?? [];
    const proper = (tags.includes('ProperNoun') || tags.includes('Person') || tags.includes('Organization')) && !tags.includes('Date') && !tags.includes('Pronoun');
    const word = cleanWord(t);
    if (proper && word && /^\p{Lu}/u.test(word)) {
      if (start < 0) start = i;
      if (/[,;:.!?()]/.test(t.post ?? '')) {
        classify(start, i + 1);
        start = -1;
      }
    } else if (start >= 0) {
      classify(start, i);
      start = -1;
    }
  });
  if (start >= 0) classify(start, terms.length);
  return out;
}

/* ---------- one text ---------- */

interface Found {
  kind: InsightKind;
  label: string;
  key: string;
  value?: string;
  sentence: string;
}

/** compromise's own term records: far cheaper to read than its `.json()` output. */
interface RawTerm {
  text: string;
  pre?: string;
  post?: string;
  tags?: Set<string>;
}
type Docs = RawTerm[][];
const docsOf = (view: unknown) => (view as { docs: Docs }).docs;
const toTerms = (raw: RawTerm[]): Term[] => raw.map((t) => ({ text: t.text, post: t.post ?? '', tags: t.tags ? [...t.tags] : [] }));

/** What one message or file says, in order: one parse, read sentence by sentence. */
function analyseUncached(nlp: Nlp, text: string, question: boolean): Found[] {
  const out: Found[] = [];
  const doc = nlp(text.replace(/^--- .* ---$/gm, ''));
  doc.sentences().forEach((view) => {
    const [raw] = docsOf(view);
    if (!raw) return;
    const terms = toTerms(raw);
    const sentence = raw.map((t) => `${t.pre ?? ''}${t.text}${t.post ?? ''}`).join('').replace(/\s+/g, ' ').trim();
    if (sentence.length < 3) return;
    for (const m of metricsIn(sentence)) out.push({ kind: 'metric', label: m.label, key: m.label.toLowerCase(), sentence, ...(m.value ? { value: m.value } : {}) });
    if (question) {
      const d = decisionIn(sentence);
      if (d) out.push({ kind: 'decision', label: d, key: d.toLowerCase(), sentence });
    }
    const names = namesIn(sentence, terms);
    for (const n of names) out.push({ kind: n.kind, label: n.label, key: n.label.toLowerCase(), sentence });
    const nameKeys = new Set(names.map((n) => n.label.toLowerCase()));
    const seen = new Set<string>();
    for (const np of docsOf((view as unknown as ReturnType<Nlp>).nouns())) {
      const label = topicOf(toTerms(np));
      if (!label) continue;
      const key = singular(label.toLowerCase());
      if (seen.has(key) || nameKeys.has(label.toLowerCase())) continue;
      seen.add(key);
      out.push({ kind: 'topic', label, key, sentence });
    }
  });
  return out;
}

// A message never changes once written: each is read once, however often its session is.
const analysed = new LRUCache<string, Found[]>({ max: 20_000 });

const cacheKey = (text: string, question: boolean) => createHash('sha256').update(question ? 'q\u0000' : 'o\u0000').update(text).digest('base64url');

function analyse(nlp: Nlp, text: string, question: boolean): Found[] {
  const key = cacheKey(text, question);
  const hit = analysed.get(key);
  if (hit) return hit;
  const found = analyseUncached(nlp, text, question);
  analysed.set(key, found);
  return found;
}

/* ---------- the session ---------- */

interface Item {
  kind: InsightSource['kind'];
  ref: string;
  at?: string;
  text: string;
}

interface Acc {
  kind: InsightKind;
  label: string;
  key: string;
  value?: string;
  valueOwn?: boolean;
  mentions: number;
  /** Mentions in what the person said or uploaded (topics must have one). */
  own: number;
  order: number;
  sources: InsightSource[];
}

const LIMITS = { topic: 8, person: 6, company: 6, metric: 8, decision: 6 } as const;
const MAX_SOURCES = 4;
/** The newest messages read, and how much of each: bounds the first reading of a long session. */
const MAX_ITEMS = 80;
const ITEM_CHARS = 1500;
/** Items read between yields to the event loop, so other requests are served meanwhile. */
const ITEMS_PER_TURN = 4;

const UPLOAD_PROMPT = /^I uploaded /;

function itemsOf(state: Pick<SessionState, 'messages' | 'files'>): Item[] {
  const items: Item[] = [];
  for (const m of state.messages.slice(-MAX_ITEMS)) {
    if (m.role === 'system' || !m.content.trim()) continue;
    // An upload handed to the AI repeats the file's opening, which is read from the file itself.
    if (m.role === 'user' && (m.source === 'file' || UPLOAD_PROMPT.test(m.content))) continue;
    const at = typeof m.timestamp === 'string' ? m.timestamp : undefined;
    items.push({ kind: m.role === 'user' ? 'question' : 'answer', ref: m.id, ...(at ? { at } : {}), text: m.content.slice(0, ITEM_CHARS) });
  }
  for (const f of state.files.slice(-6)) {
    if (f.excerpt.trim()) items.push({ kind: 'file', ref: f.name, text: f.excerpt.slice(0, ITEM_CHARS) });
  }
  return items;
}

const excerptOf = (s: string) => (s.length > 220 ? `${s.slice(0, 217).trimEnd()}…` : s);

export async function extractInsights(nlp: Nlp, state: Pick<SessionState, 'messages' | 'files'>): Promise<SessionInsights> {
  const acc = new Map<string, Acc>();
  let order = 0;
  const note = (kind: InsightKind, label: string, key: string, item: Item, sentence: string, value?: string) => {
    const id = `${kind}:${key}`;
    const a = acc.get(id) ?? { kind, label, key, mentions: 0, own: 0, order: order++, sources: [] };
    a.mentions += 1;
    if (item.kind !== 'answer') a.own += 1;
    // The person's own figure wins over one an answer worked out or restated.
    if (value && (item.kind !== 'answer' || !a.valueOwn)) {
      a.value = value;
      a.valueOwn = item.kind !== 'answer';
    }
    // Newest first, one per message.
    if (!a.sources.some((s) => s.ref === item.ref && s.kind === item.kind)) {
      a.sources.unshift({ kind: item.kind, ref: item.ref, excerpt: excerptOf(sentence), ...(item.at ? { at: item.at } : {}) });
      a.sources.length = Math.min(a.sources.length, MAX_SOURCES);
    }
    acc.set(id, a);
  };

  let fresh = 0;
  for (const item of itemsOf(state)) {
    const found = analysed.get(cacheKey(item.text, item.kind === 'question'));
    if (!found && ++fresh % ITEMS_PER_TURN === 0) await new Promise((r) => setImmediate(r));
    for (const f of found ?? analyse(nlp, item.text, item.kind === 'question')) note(f.kind, f.label, f.key, item, f.sentence, f.value);
  }

  const all = [...acc.values()];
  const names = new Set(all.filter((a) => a.kind === 'person' || a.kind === 'company').map((a) => a.key));
  const pick = (kind: InsightKind, rank: (a: Acc, b: Acc) => number, keep: (a: Acc) => boolean = () => true) =>
    all.filter((a) => a.kind === kind && keep(a)).sort(rank).slice(0, LIMITS[kind]);
  const byWeight = (a: Acc, b: Acc) => b.own * 2 + b.mentions - (a.own * 2 + a.mentions) || a.order - b.order;
  const newest = (a: Acc, b: Acc) => b.order - a.order;

  const chosen = [
    ...pick('metric', byWeight),
    ...pick('decision', newest),
    // Topics the person brought up (an answer's own wording alone is not a topic of the session).
    // A single common word ("wait", "team") counts only when the person said it twice.
    ...pick('topic', byWeight, (a) => a.own > 0 && !names.has(a.key) && (a.label.includes(' ') || isAcronym(a.label) || a.own > 1)),
    ...pick('person', byWeight),
    ...pick('company', byWeight),
  ];
  const insights: Insight[] = chosen.map((a) => ({
    id: `${a.kind}:${a.key}`,
    kind: a.kind,
    label: a.label,
    ...(a.value ? { value: a.value } : {}),
    mentions: a.mentions,
    sources: a.sources,
  }));
  return {
    fingerprint: insightsFingerprint(state),
    insights,
    questions: state.messages.filter((m) => m.role === 'user').length,
    answers: state.messages.filter((m) => m.role === 'assistant').length,
  };
}
