/**
 * The offline analyst: reads what it is given (OKRs, transcript, messages, file
 * excerpts, decisions, tasks, metrics, free-form context) and extracts facts with NLP
 * libraries — wink-nlp (sentences, part of speech, lemmas, stop words), compromise
 * (people, organisations, places, money, percentages, number labels) and sentiment
 * (AFINN-165 scores). `write()` turns the facts into a short, specific answer in the
 * requested style. Same input, same output: there is no randomness anywhere.
 */
import type Nlp from 'compromise';
import type Sentiment from 'sentiment';
import type { ItemEntity, ItemSentence, ItemToken, WinkMethods } from 'wink-nlp';
import { countWords } from '../../../../contract/format';
import type { AnalystDecision, AnalystInput, AnalystTask, OfflineExtensions } from '../types';
import { loadOnce } from '../../load-once';
import { describe, labelOf, readFigures } from './reader/figures';

/* ---------- NLP engines, loaded once ---------- */

interface Engines {
  nlp: typeof Nlp;
  wink: WinkMethods;
  its: WinkMethods['its'];
  sentiment: Sentiment;
}
let loaded: Engines | undefined;

/**
 * Loads the NLP libraries. They take about 0.8 s to load (compromise and wink's model
 * most of it), so they load on the first answer or the warm-up after start-up, never
 * on the way to the server's first response.
 */
export const loadAnalyst = loadOnce(async (): Promise<void> => {
  const [compromise, sentiment, winkNLP, model] = await Promise.all([
    import('compromise'),
    import('sentiment'),
    import('wink-nlp'),
    import('wink-eng-lite-web-model'),
  ]);
  const wink = winkNLP.default(model.default);
  loaded = { nlp: compromise.default, wink, its: wink.its, sentiment: new sentiment.default() };
});

function engines(): Engines {
  if (!loaded) throw new Error('The offline analyst is not loaded yet: await loadAnalyst() first.');
  return loaded;
}
/** wink's typings disagree with its own `its.lemma` signature; it works as documented. */
const LEMMA = () => engines().its.lemma as unknown as WinkMethods['its']['value'];
/** Loads the NLP models now rather than on the first answer. */
export async function warmUpAnalyst(): Promise<void> {
  await loadAnalyst();
  analyse({ task: 'chat', style: 'business', wordLimit: 50, focus: 'Acme Corp grew revenue 12% to $1.2M.' });
}

/* ---------- facts ---------- */

interface Source {
  label: string;
  text: string;
  weight: number;
}

export interface KeyNumber {
  value: string;
  label: string;
  kind: 'money' | 'percent' | 'count' | 'metric';
  score: number;
  order: number;
}

export interface Facts {
  hasInput: boolean;
  entities: string[];
  keywords: string[];
  numbers: KeyNumber[];
  sentiment: {
    score: number;
    label: 'positive' | 'negative' | 'neutral';
    positive: string[];
    negative: string[];
    /** Words scoring ±2 or more (AFINN): 'worried', 'love'; not 'cut'. */
    strongPositive: string[];
    strongNegative: string[];
  };
  /** The most positive and most negative clauses (AFINN score ±2 or more). */
  highlight?: string;
  concern?: string;
  questions: string[];
  openDecisions: AnalystDecision[];
  decisionCount: number;
  openTasks: AnalystTask[];
  taskCount: number;
  /** Decisions and tasks sharing words with the focus (advisor answers), best first. */
  relevant: { decisions: AnalystDecision[]; tasks: AnalystTask[]; metrics: KeyNumber[] };
  files: string[];
  okrLine?: string;
}

const MAX_SOURCE_CHARS = 4000;
export const DONE = /^(completed?|done|closed|resolved|finished)$/i;
const RANK: Record<string, number> = { critical: 0, urgent: 0, high: 1, medium: 2, normal: 2, low: 3 };
const rank = (v?: string) => RANK[(v ?? '').toLowerCase()] ?? 4;

function tidy(s: string): string {
  return s
    .replace(/\s+/g, ' ')
    .replace(/^[\s"'“‘(]+/, '')
    .replace(/(?<![\s"'”’),.;:!?])[\s"'”’),.;:!?]+$/, '')
    .trim();
}

function flatten(value: unknown, path: string[] = [], out: { key: string; value: string }[] = [], depth = 0) {
  if (depth > 6 || out.length > 200) return out;
  if (value === null || value === undefined) return out;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    out.push({ key: path.join(' '), value: String(value) });
  } else if (Array.isArray(value)) {
    value.slice(0, 50).forEach((v) => flatten(v, path, out, depth + 1));
  } else if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) flatten(v, [...path, k], out, depth + 1);
  }
  return out;
}

/** 'teamMembers' / 'team_members' → 'team members'; short all-letter keys like 'arr' → 'ARR'. */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return /^[a-z]{2,4}$/.test(words) && !/[aeiou]/.test(words.slice(1)) ? words.toUpperCase() : words;
}

function sources(input: AnalystInput): Source[] {
  const list: Source[] = [];
  const add = (label: string, text: string | undefined, weight: number) => {
    const t = (text ?? '').trim();
    if (t) list.push({ label, text: t.slice(0, MAX_SOURCE_CHARS), weight });
  };
  add('focus', input.focus, 3);
  add('transcript', input.transcript, 2);
  add('okrs', input.okrs, 2);
  for (const m of (input.messages ?? []).slice(-10)) if (m.content !== input.focus) add(m.role, m.content, m.role === 'user' ? 1.5 : 0.5);
  for (const d of input.decisions ?? []) add('decision', [d.title, d.context].filter(Boolean).join('. '), 1.5);
  for (const t of input.tasks ?? []) add('task', t.title, 1);
  for (const f of input.files ?? []) add('file', f.excerpt, 1);
  add('lifeSummary', input.lifeSummary, 1);
  add('lifeHistory', input.lifeHistory, 0.5);
  if (input.context !== undefined) {
    const text = flatten(input.context)
      .filter((e) => /[a-z]{3}/i.test(e.value) && !/^\d/.test(e.value))
      .map((e) => e.value)
      .join('. ');
    add('context', text, 1);
  }
  return list;
}

export function metricNumbers(input: AnalystInput, start: number): KeyNumber[] {
  const out: KeyNumber[] = [];
  const entries = [
    ...flatten(input.metrics ?? {}),
    ...flatten(input.context ?? {}).filter((e) => /\d/.test(e.value) && e.value.length <= 24),
  ];
  const seen = new Set<string>();
  for (const e of entries) {
    if (!e.key || !/\d/.test(e.value)) continue;
    const label = humanizeKey(e.key.split(' ').slice(-2).join(' '));
    if (seen.has(label)) continue;
    seen.add(label);
    out.push({ value: e.value, label, kind: 'metric', score: 2.5, order: start + out.length });
  }
  return out;
}


/** One source read once by both NLP libraries; every extractor works from this. */
interface Parsed {
  text: string;
  val: string[];
  pos: string[];
  lemma: string[];
  gap: boolean[];
  isWord: boolean[];
  stop: boolean[];
  sentences: string[];
  sentenceStart: number[];
  entities: { type: string; start: number; end: number }[];
  people: string[];
  organizations: string[];
  places: string[];
}

/*
 * compromise parses about ten times slower than wink, so it reads only the focus (the
 * message being answered) for people, organisations and places, and single sentences
 * on demand for noun checks. Other material relies on wink's proper-noun runs.
 */
function parse(text: string, focus = false): Parsed {
  const { wink, its } = engines();
  const doc = wink.readDoc(text);
  const tokens = doc.tokens();
  const sentenceStart: number[] = [];
  doc.sentences().each((s: ItemSentence) => {
    const [a, b] = s.out(its.span) as unknown as [number, number];
    for (let i = a; i <= b; i++) sentenceStart[i] = a;
  });
  const entities: Parsed['entities'] = [];
  doc.entities().each((e: ItemEntity) => {
    const [start, end] = e.out(its.span) as unknown as [number, number];
    entities.push({ type: e.out(its.type) as string, start, end });
  });
  const { nlp } = engines();
  const c = focus ? nlp(text) : undefined;
  const sentences = doc.sentences().out() as string[];
  return {
    text,
    val: tokens.out() as string[],
    pos: tokens.out(its.pos) as string[],
    lemma: (tokens.out(LEMMA()) as string[]).map((l) => String(l).toLowerCase()),
    gap: (tokens.out(its.precedingSpaces) as string[]).map((x) => x.length > 0),
    isWord: (tokens.out(its.type) as string[]).map((x) => x === 'word'),
    stop: (tokens.out(its.stopWordFlag) as unknown as boolean[]).map(Boolean),
    sentences,
    sentenceStart,
    entities,
    people: (c?.people().out('array') as string[] | undefined) ?? [],
    organizations: (c?.organizations().out('array') as string[] | undefined) ?? [],
    places: (c?.places().out('array') as string[] | undefined) ?? [],
  };
}

/**
 * Key numbers with what they measure, read by the one reader of quantities (issue 30,
 * ADR 062): '$120K ARR' → ARR $120K, 'churn rose to 4%' → churn 4%, '47 employees' →
 * headcount 47, 'runway is 14 months' → runway 14 months. A count that names no metric
 * is no key number; an amount or a percentage without one keeps no label.
 */
function textNumbers(text: string, weight: number, start: number): KeyNumber[] {
  const out: KeyNumber[] = [];
  const seen = new Set<string>();
  const { text: read, figures } = readFigures(text);
  for (const f of figures) {
    const kind: KeyNumber['kind'] = f.unit === 'money' ? 'money' : f.unit === 'percent' ? 'percent' : 'count';
    const metric = f.metric ?? (f.unit === 'months' ? 'runway' : undefined);
    // A lone year ("in 2024") is no figure.
    if (f.unit === 'count' && Number.isInteger(f.value) && f.value >= 1900 && f.value <= 2100) continue;
    if (!metric && kind === 'count') continue;
    const value = tidy(describe(read, f));
    if (!value || seen.has(value)) continue;
    seen.add(value);
    const name = metric ? labelOf(metric) : '';
    // 'ARR' stays as written; 'Churn' reads as 'churn' after a comma.
    const label = /^[A-Z]{2,}(?::[A-Z]+)?$/.test(name.split(' ')[0] ?? '') ? name : name.toLowerCase();
    const base = kind === 'money' ? 3 : kind === 'percent' ? 2.5 : 1.5;
    out.push({ value, label, kind, score: base * weight, order: start + out.length });
  }
  return out;
}

type Scores = Map<string, { name: string; score: number; order: number }>;

function addEntity(scores: Scores, raw: string, w: number) {
  const name = tidy(raw).replace(/'s$/i, '');
  if (name.length < 2 || !/[A-Za-z]/.test(name) || /^(i|we|you|they|he|she|it|our|the)$/i.test(name)) return;
  const key = name.toLowerCase();
  const cur = scores.get(key);
  if (cur) cur.score += w;
  else scores.set(key, { name, score: w, order: scores.size });
}

function entitiesOf(p: Parsed, weight: number, scores: Scores) {
  for (const x of p.people) addEntity(scores, x, 3 * weight);
  for (const x of p.organizations) addEntity(scores, x, 3 * weight);
  for (const x of p.places) addEntity(scores, x, 2 * weight);
  // Proper-noun runs (names compromise does not know, e.g. 'Priya Natarajan').
  let run: string[] = [];
  const flush = () => {
    if (run.length) addEntity(scores, run.join(' '), (run.length > 1 ? 2 : 1) * weight);
    run = [];
  };
  p.val.forEach((value, i) => {
    // 'Series A' keeps its letter; a lone 'K' after '$120' is a unit, not a name.
    const letterAfterName = run.length > 0 && /^[A-Z]$/.test(value) && p.gap[i];
    if ((p.pos[i] === 'PROPN' && p.isWord[i] && /^[A-Z][A-Za-z]/.test(value)) || letterAfterName) {
      run.push(value);
    } else flush();
  });
  flush();
}

function keywordsOf(p: Parsed, weight: number, scores: Map<string, { word: string; score: number; order: number }>) {
  p.val.forEach((_, i) => {
    const pos = p.pos[i];
    if ((pos !== 'NOUN' && pos !== 'PROPN') || p.stop[i] || !p.isWord[i]) return;
    const lemma = p.lemma[i] ?? '';
    if (lemma.length < 3 || !/^[a-z][a-z-]*$/.test(lemma)) return;
    const cur = scores.get(lemma);
    if (cur) cur.score += weight;
    else scores.set(lemma, { word: lemma, score: weight, order: scores.size });
  });
}

function sentencesOf(text: string): string[] {
  const { wink } = engines();
  return wink.readDoc(text).sentences().out() as string[];
}

/** Content-word lemmas of a short text (a question, a decision title). */
export function lemmas(text: string): Set<string> {
  const { wink, its } = engines();
  const set = new Set<string>();
  wink.readDoc(text).tokens().each((t: ItemToken) => {
    if (t.out(its.stopWordFlag) || t.out(its.type) !== 'word') return;
    const l = String(t.out(LEMMA())).toLowerCase();
    if (l.length >= 3) set.add(l);
  });
  return set;
}

export function overlap(a: Set<string>, text: string): number {
  let n = 0;
  for (const l of lemmas(text)) if (a.has(l)) n++;
  return n;
}

const CLAUSE_SPLIT = /[,;:]|\s(?:and|but|although|though|while|whereas|yet)\s/i;

const byScore = <T extends { score: number; order: number }>(a: T, b: T) => b.score - a.score || a.order - b.order;

export function analyse(input: AnalystInput): Facts {
  const { sentiment } = engines();
  const srcs = sources(input);
  const entityScores = new Map<string, { name: string; score: number; order: number }>();
  const keywordScores = new Map<string, { word: string; score: number; order: number }>();
  let numbers: KeyNumber[] = metricNumbers(input, 0);
  const parsed = new Map<string, Parsed>();
  const read = (text: string, focus = false) => {
    let p = parsed.get(text);
    if (!p) parsed.set(text, (p = parse(text, focus)));
    return p;
  };
  for (const s of srcs) {
    const p = read(s.text, s.label === 'focus');
    entitiesOf(p, s.weight, entityScores);
    keywordsOf(p, s.weight, keywordScores);
    numbers.push(...textNumbers(s.text, s.weight, numbers.length));
  }
  for (const t of input.tasks ?? []) if (t.assignee) addEntity(entityScores, t.assignee, 1);

  let entities = [...entityScores.values()].sort(byScore).map((e) => e.name);
  // 'Natarajan' adds nothing next to 'Priya Natarajan'.
  entities = entities.filter((e) => !entities.some((o) => o !== e && o.toLowerCase().includes(e.toLowerCase())));
  const entitySet = new Set(entities.flatMap((e) => e.toLowerCase().split(' ')));
  const keywords = [...keywordScores.values()]
    .sort(byScore)
    .map((k) => k.word)
    .filter((k) => !entitySet.has(k));

  const seenValues = new Set<string>();
  numbers = numbers
    .sort(byScore)
    .filter((n) => (seenValues.has(n.value) ? false : (seenValues.add(n.value), true)));

  // Sentiment of what the user said (focus first, else everything said).
  const spoken = srcs.filter((s) => ['focus', 'transcript', 'user', 'okrs', 'file', 'context', 'decision'].includes(s.label));
  const mood = sentiment.analyze(spoken.map((s) => s.text).join('\n'));
  // The clauses that carry the strongest feeling: "worried about churn", not the whole sentence.
  let best: { s: string; v: number } | undefined;
  let worst: { s: string; v: number } | undefined;
  const questions: string[] = [];
  for (const src of spoken) {
    for (const sentence of read(src.text).sentences) {
      // Questions raised in the material, never the message being answered: quoting it back is not advice.
      if (/\?\s*$/.test(sentence) && src.label !== 'focus') questions.push(tidy(sentence) + '?');
      for (const clause of sentence.split(CLAUSE_SPLIT)) {
        if (!clause || !/[a-z]/i.test(clause)) continue;
        const v = sentiment.analyze(clause).score;
        if (v >= 2 && (!best || v > best.v)) best = { s: clause, v };
        if (v <= -2 && (!worst || v < worst.v)) worst = { s: clause, v };
      }
    }
  }
  const strong = (sign: 1 | -1) =>
    unique(
      mood.calculation.flatMap((c) => Object.entries(c as Record<string, number>))
        .filter(([, v]) => v * sign >= 2)
        .map(([w]) => w),
    );
  const label = mood.score > 1 ? 'positive' : mood.score < -1 ? 'negative' : 'neutral';

  const decisions = input.decisions ?? [];
  const tasks = input.tasks ?? [];
  const openDecisions = decisions
    .map((d, i) => ({ d, i }))
    .filter(({ d }) => !DONE.test(d.status ?? ''))
    .sort((a, b) => rank(a.d.urgency) - rank(b.d.urgency) || a.i - b.i)
    .map(({ d }) => d);
  const openTasks = tasks
    .map((t, i) => ({ t, i }))
    .filter(({ t }) => !DONE.test(t.status ?? ''))
    .sort((a, b) => rank(a.t.priority) - rank(b.t.priority) || a.i - b.i)
    .map(({ t }) => t);

  const focusLemmas = input.focus ? lemmas(input.focus) : new Set<string>();
  const relevantBy = <T>(items: T[], text: (x: T) => string) =>
    focusLemmas.size
      ? items
          .map((x, i) => ({ x, i, n: overlap(focusLemmas, text(x)) }))
          .filter((e) => e.n > 0)
          .sort((a, b) => b.n - a.n || a.i - b.i)
          .map((e) => e.x)
      : [];
  const relevant = {
    decisions: relevantBy(openDecisions.length ? openDecisions : decisions, (d) => `${d.title} ${d.context ?? ''} ${(d.options ?? []).map((o) => o.title).join(' ')}`),
    tasks: relevantBy(tasks, (t) => `${t.title} ${t.assignee ?? ''}`),
    metrics: relevantBy(
      numbers.filter((n) => n.kind === 'metric'),
      (n) => n.label,
    ),
  };

  const okrSentences = input.okrs ? sentencesOf(input.okrs) : [];
  return {
    hasInput: srcs.length > 0 || numbers.length > 0,
    entities: entities.slice(0, 6),
    keywords: keywords.slice(0, 8),
    numbers: numbers.slice(0, 6),
    sentiment: {
      score: mood.score,
      label,
      positive: unique(mood.positive),
      negative: unique(mood.negative),
      strongPositive: strong(1),
      strongNegative: strong(-1),
    },
    highlight: best ? tidy(best.s) : undefined,
    concern: worst ? tidy(worst.s) : undefined,
    questions: unique(questions).slice(0, 3),
    openDecisions,
    decisionCount: decisions.length,
    openTasks,
    taskCount: tasks.length,
    relevant,
    files: (input.files ?? []).map((f) => f.name).filter(Boolean),
    okrLine: okrSentences[0] ? tidy(okrSentences[0]) : undefined,
  };
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}

/* ---------- writing ---------- */

/** First `n` words of `s`, with an ellipsis when cut. */
export function shorten(s: string, n: number): string {
  const words = tidy(s).split(' ');
  return words.length <= n ? words.join(' ') : `${words.slice(0, n).join(' ')}…`;
}

export const q = (s: string, n = 8) => `"${shorten(s, n)}"`;
export const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

export function fmtNumber(n: KeyNumber): string {
  if (!n.label) return n.value;
  if (n.kind === 'metric') return `${n.label} ${n.value}`;
  if (n.kind === 'count' && !/[a-z]/i.test(n.value)) return `${n.value} ${n.label}`;
  return n.value.toLowerCase().includes(n.label) ? n.value : `${n.label} ${n.value}`;
}

/** Up to `n` key numbers; values sharing a label read together: 'ARR $847K and $1.2M'. */
export function fmtNumbers(list: KeyNumber[], n: number): string[] {
  const groups = new Map<string, KeyNumber[]>();
  for (const x of list) {
    const key = x.label && x.kind !== 'metric' ? `${x.kind}|${x.label.toLowerCase()}` : `${x.kind}|${x.value}|${x.label}`;
    groups.set(key, [...(groups.get(key) ?? []), x]);
  }
  return [...groups.values()].slice(0, n).map((g) => {
    const [first] = g as [KeyNumber];
    if (g.length === 1) return fmtNumber(first);
    return fmtNumber({ ...first, value: listOf(g.map((x) => x.value)) });
  });
}

function topics(f: Facts, n: number): string[] {
  return unique([...f.entities.slice(0, n), ...f.keywords]).slice(0, n);
}

/** The one concrete next step the facts support. */
export function nextStep(f: Facts, preferRelevant = false): string {
  const decision = (preferRelevant && f.relevant.decisions[0]) || f.openDecisions[0];
  if (decision) {
    const urgent = rank(decision.urgency) <= 1;
    return `decide ${q(decision.title)}${urgent ? ' first, it is marked high urgency' : ''}`;
  }
  const task = (preferRelevant && f.relevant.tasks.find((t) => !DONE.test(t.status ?? ''))) || f.openTasks[0];
  if (task) return `finish ${q(task.title)}${task.assignee ? ` with ${task.assignee}` : ''}`;
  if (f.questions[0]) return `settle ${q(f.questions[0], 10)} with one number and a deadline`;
  if (f.concern) return `resolve the concern in ${q(f.concern, 10)}`;
  const topic = topics(f, 1)[0];
  const num = f.numbers.find((x) => x.label);
  if (num) return `set a weekly target for ${num.label}`;
  if (topic) return `turn ${topic} into one measurable goal for this week`;
  return 'add your OKRs, a transcript or a file to analyse';
}

export interface Line {
  text: string;
  /** Lower is kept first when the word limit bites. */
  priority: number;
}

/** Keeps the most important lines that fit under the word limit, in their written order. */
export type MaybeLine = Line | false | undefined | null | 0 | '';

export function fit(lines: MaybeLine[], limit: number): string {
  const candidates = lines
    .filter((l): l is Line => Boolean(l && l.text))
    .map((l, order) => ({ ...l, order, words: countWords(l.text) }));
  const kept: typeof candidates = [];
  let used = 0;
  for (const c of [...candidates].sort((a, b) => a.priority - b.priority || a.order - b.order)) {
    if (used + c.words < limit) {
      kept.push(c);
      used += c.words;
    }
  }
  return kept
    .sort((a, b) => a.order - b.order)
    .map((c) => c.text)
    .join(' ');
}

const METAPHORS = [
  'a lighthouse the whole team can steer by',
  'the first domino in a longer run',
  'a seed that needs one more season',
  'a bridge being built from both banks',
  'a map with one blank corner left to draw',
];

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Writes the answer for `input`: a feature's own task by the feature's skill; otherwise the
 * grounded answer when there is one (the founder advisor's), else a comment on the facts.
 * `extensions` are what the features add, composed for the NLP worker in
 * src/server/offline-analyst.ts (ADR 050); without them the analyst only comments.
 */
export function write(input: AnalystInput, extensions: OfflineExtensions = {}, facts?: Facts): string {
  const skill = extensions.skills?.[input.task as keyof NonNullable<OfflineExtensions['skills']>];
  const own = skill?.(input);
  if (own !== undefined) return own;
  const advice = extensions.grounded?.(input, { mentionsMaterial });
  if (advice) return advice;
  const read = facts ?? analyse(input);
  // In a chat the material is the message being answered: quoting its clauses back is not advice.
  const f = input.task === 'chat' ? { ...read, highlight: undefined, concern: undefined } : read;
  const limit = input.wordLimit;
  if (!f.hasInput) {
    return 'Nothing to analyse yet: add your OKRs, speak, type or upload a file, and I will comment on the numbers, names and decisions in it.';
  }
  if (input.task === 'chat') {
    // A chat gets an answer or a plain "cannot", never the commentary's labelled sections (issue 30).
    const given = fmtNumbers(f.numbers, 2);
    return given.length
      ? `I read ${listOf(given)}, but I cannot answer this offline: ask for one figure that follows from them.`
      : 'I cannot answer that offline: send the figures it depends on and ask for one number.';
  }
  const next = nextStep(f);
  // When the next step already quotes the concern, do not quote it twice.
  const concern = next.includes('the concern in') ? undefined : f.concern;
  const nums = fmtNumbers(f.numbers, 3);
  const one = f.numbers[0] ? fmtNumber(f.numbers[0]) : undefined;
  const top = topics(f, 3);
  const decision = f.openDecisions[0];
  const posWords = f.sentiment.strongPositive.slice(0, 2).map((w) => `"${w}"`);
  const negWords = f.sentiment.strongNegative.slice(0, 2).map((w) => `"${w}"`);
  const openD = f.openDecisions.length;
  const openT = f.openTasks.length;

  if (input.task === 'analysis') return writeAnalysis(input, f, next, limit);

  switch (input.style) {
    case 'analytical':
      return fit(
        [
          nums.length && { text: `Figures: ${nums.join('; ')}.`, priority: 0 },
          {
            text: `Sentiment ${f.sentiment.score > 0 ? '+' : ''}${f.sentiment.score} (${f.sentiment.positive.length} positive, ${f.sentiment.negative.length} negative terms${[...posWords, ...negWords].length ? `: ${[...posWords, ...negWords].slice(0, 3).join(', ')}` : ''}).`,
            priority: 2,
          },
          f.decisionCount > 0 && { text: `Decisions open: ${openD} of ${f.decisionCount}.`, priority: 1 },
          f.taskCount > 0 && {
            text: `Tasks done: ${f.taskCount - openT} of ${f.taskCount} (${Math.round(((f.taskCount - openT) / f.taskCount) * 100)}%).`,
            priority: 1,
          },
          f.keywords.length > 0 && { text: `Most frequent terms: ${f.keywords.slice(0, 3).join(', ')}.`, priority: 3 },
          input.task === 'commentary' && f.files.length > 0 && { text: `Files read: ${f.files.length}.`, priority: 4 },
          { text: `Next: ${next}.`, priority: 0 },
        ],
        limit,
      );
    case 'motivational':
      return fit(
        [
          f.highlight
            ? { text: `Strong signal: ${q(f.highlight, 10)}.`, priority: 1 }
            : one
              ? { text: `${cap(one)} shows what you have already built.`, priority: 1 }
              : top[0] && { text: `Putting ${top[0]} on the table is the first step.`, priority: 1 },
          one && f.highlight && { text: `${cap(one)} is proof you are moving.`, priority: 3 },
          concern
            ? { text: `${q(concern, 8)} is solvable, one step at a time.`, priority: 2 }
            : top[1] && { text: `Keep ${top[0]} and ${top[1]} in view.`, priority: 4 },
          { text: `Next win within reach: ${next}.`, priority: 0 },
          f.entities[0] && { text: `Bring ${f.entities[0]} along; momentum compounds.`, priority: 5 },
        ],
        limit,
      );
    case 'creative': {
      const subject = top[0] ?? 'this plan';
      const metaphor = METAPHORS[hash(`${subject}|${input.focus ?? ''}|${input.okrs ?? ''}`) % METAPHORS.length];
      return fit(
        [
          { text: `Picture ${subject} as ${metaphor}.`, priority: 1 },
          nums[0] && { text: `The plot twist sits in ${nums[0]}.`, priority: 2 },
          top[1] && { text: `What if ${top[1]} became the headline, not a footnote?`, priority: 3 },
          { text: `Bold move: ${next}${f.entities[0] && f.entities[0] !== subject ? `, then tell the story to ${f.entities[0]}` : ''}.`, priority: 0 },
        ],
        limit,
      );
    }
    default:
      return fit(
        [
          input.task === 'commentary' && f.okrLine
            ? { text: `OKR focus: ${q(f.okrLine, 10)}.`, priority: 1 }
            : top.length > 0 && { text: `Focus: ${listOf(top)}.`, priority: 1 },
          input.task === 'commentary' && f.okrLine && top.length > 0 && { text: `In play: ${listOf(top)}.`, priority: 4 },
          nums.length > 0 && { text: `Key number${nums.length > 1 ? 's' : ''}: ${nums.slice(0, 2).join(', ')}.`, priority: 2 },
          concern
            ? { text: `Risk signal: ${q(concern, 10)}.`, priority: 3 }
            : f.highlight && { text: `Momentum: ${q(f.highlight, 10)}.`, priority: 5 },
          decision
            ? { text: `Open decision: ${q(decision.title)}${decision.urgency ? ` (${decision.urgency})` : ''}.`, priority: 3 }
            : f.questions[0] && { text: `Open question: ${q(f.questions[0], 10)}.`, priority: 3 },
          input.task === 'commentary' && f.files.length > 0 && { text: `Files: ${listOf(f.files.slice(0, 2))}.`, priority: 6 },
          { text: `Next step: ${next}.`, priority: 0 },
        ],
        limit,
      );
  }
}

/** Whether the question shares a content word with a decision (title, context, options) or a task (title, assignee). */
export function mentionsMaterial(input: AnalystInput): boolean {
  if (!input.focus) return false;
  const focus = lemmas(input.focus);
  const texts = [
    ...(input.decisions ?? []).map((d) => [d.title, d.context ?? '', ...(d.options ?? []).map((o) => o.title)].join(' ')),
    ...(input.tasks ?? []).map((t) => `${t.title} ${t.assignee ?? ''}`),
  ];
  return texts.some((t) => overlap(focus, t) > 0);
}

function writeAnalysis(input: AnalystInput, f: Facts, next: string, limit: number): string {
  const nums = fmtNumbers(f.numbers, 4);
  const words = [...f.sentiment.positive.slice(0, 2), ...f.sentiment.negative.slice(0, 2)].map((w) => `"${w}"`);
  return fit(
    [
      f.keywords.length > 0 && { text: `Main topics: ${listOf(f.keywords.slice(0, 4))}.`, priority: 1 },
      f.entities.length > 0 && { text: `Named: ${listOf(f.entities.slice(0, 4))}.`, priority: 2 },
      nums.length > 0 && { text: `Key numbers: ${nums.join('; ')}.`, priority: 0 },
      { text: `Tone: ${f.sentiment.label} (score ${f.sentiment.score}${words.length ? `; ${words.join(', ')}` : ''}).`, priority: 3 },
      f.openDecisions.length > 0 && {
        text: `Open decisions: ${listOf(f.openDecisions.slice(0, 2).map((d) => q(d.title, 6)))}.`,
        priority: 2,
      },
      f.questions[0] && { text: `Open question: ${q(f.questions[0], 10)}.`, priority: 4 },
      f.concern && { text: `Watch: ${q(f.concern, 12)}.`, priority: 4 },
      { text: `Next step: ${next}.`, priority: 0 },
    ],
    limit,
  );
}
