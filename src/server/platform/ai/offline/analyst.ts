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
import type { Period } from './reader/quantities';

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
  /** Where it came from, as a sentence names it: 'the transcript', 'pipeline.csv'. */
  from: string;
}

export interface KeyNumber {
  value: string;
  label: string;
  kind: 'money' | 'percent' | 'count' | 'metric';
  score: number;
  order: number;
  /** Where it was read ('the OKRs', 'pipeline.csv', 'the metrics'). */
  from?: string;
  /** The amount as read (money in units, percentages as fractions) and its period, when the reader gave one. */
  amount?: number;
  period?: Period;
}

/** A metric that went from one figure to another ("ARR from $847K to $1.2M"). */
export interface KeyChange {
  label: string;
  from: string;
  to: string;
  /** Money and counts: the relative change (0.417 = +41.7%); percentages: the change in points. */
  change: number;
  unit: 'money' | 'count' | 'percent';
  source: string;
}

/** A sentence of the material, with where it came from. */
export interface Quoted {
  text: string;
  from: string;
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
  /** Where the highlight and the concern were said. */
  highlightFrom?: string;
  concernFrom?: string;
  questions: string[];
  /** The questions with where each was asked. */
  asked: Quoted[];
  changes: KeyChange[];
  /** OKR terms that come up again in the rest of the material, and those that do not. */
  okrTerms: { linked: { term: string; in: string[] }[]; unlinked: string[] };
  /** Files whose text was not given, only their names. */
  unread: string[];
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
  const add = (label: string, text: string | undefined, weight: number, from: string) => {
    const t = (text ?? '').trim();
    if (t) list.push({ label, text: t.slice(0, MAX_SOURCE_CHARS), weight, from });
  };
  // An analysis's focus is the request ("Summarise the conversation"), not material to read.
  if (input.task !== 'analysis') add('focus', input.focus, 3, 'your message');
  add('transcript', input.transcript, 2, 'the transcript');
  add('okrs', input.okrs, 2, 'the OKRs');
  for (const m of (input.messages ?? []).slice(-10)) {
    // In an analysis (a chat room's messages) every message is material, whoever wrote it.
    const role = input.task === 'analysis' ? 'user' : m.role;
    if (m.content !== input.focus) add(role, m.content, role === 'user' ? 1.5 : 0.5, role === 'user' ? 'the messages' : 'the earlier answers');
  }
  for (const d of input.decisions ?? []) add('decision', [d.title, d.context].filter(Boolean).join('. '), 1.5, 'the decisions');
  for (const t of input.tasks ?? []) add('task', t.title, 1, 'the tasks');
  for (const f of input.files ?? []) add('file', f.excerpt, 1, f.name || 'a file');
  add('lifeSummary', input.lifeSummary, 1, 'the life summary');
  add('lifeHistory', input.lifeHistory, 0.5, 'the life history');
  if (input.context !== undefined) {
    const text = flatten(input.context)
      .filter((e) => /[a-z]{3}/i.test(e.value) && !/^\d/.test(e.value))
      .map((e) => e.value)
      .join('. ');
    add('context', text, 1, 'the context');
  }
  return list;
}

/** A value that reads as a figure: an optional sign and currency, digits, then at most a unit or a short period. */
const FIGURE = /^[-+~≈]?[$€£¥]?\d[\d.,]*\s?(?:%|[kmb]n?|x)?(?:\s?(?:\/|per |a )?\s?[a-z]{1,8})?$/i;

export function metricNumbers(input: AnalystInput, start: number): KeyNumber[] {
  const out: KeyNumber[] = [];
  const entries = [
    ...flatten(input.metrics ?? {}).map((e) => ({ ...e, from: 'the metrics' })),
    // A context value is a figure when it reads as one ('$847K', '47', '4%', '120K/month'), not a line of text with a digit in it.
    ...flatten(input.context ?? {})
      .filter((e) => FIGURE.test(e.value.trim()))
      .map((e) => ({ ...e, from: 'the context' })),
  ];
  const seen = new Set<string>();
  for (const e of entries) {
    if (!e.key || !/\d/.test(e.value)) continue;
    const label = humanizeKey(e.key.split(' ').slice(-2).join(' '));
    if (seen.has(label)) continue;
    seen.add(label);
    out.push({ value: e.value, label, kind: 'metric', score: 2.5, order: start + out.length, from: e.from });
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
function textNumbers(text: string, weight: number, start: number, from: string, changes: KeyChange[] = []): KeyNumber[] {
  const out: KeyNumber[] = [];
  const seen = new Set<string>();
  const { text: read, figures, changes: moved } = readFigures(text);
  for (const c of moved) {
    const unit = c.from.unit === c.to.unit ? c.from.unit : undefined;
    if (!c.metric || !(unit === 'money' || unit === 'count' || unit === 'percent')) continue;
    if (unit !== 'percent' && c.from.value <= 0) continue;
    const change = unit === 'percent' ? (c.to.value - c.from.value) * 100 : (c.to.value - c.from.value) / c.from.value;
    const name = labelOf(c.metric);
    changes.push({ label: /^[A-Z]{2,}/.test(name) ? name : name.toLowerCase(), from: tidy(describe(read, c.from)), to: tidy(describe(read, c.to)), change, unit, source: from });
  }
  for (const f of figures) {
    const kind: KeyNumber['kind'] = f.unit === 'money' ? 'money' : f.unit === 'percent' ? 'percent' : 'count';
    // A duration is runway only when the words say so ("in 3 months" is a period, not a runway).
    const metric = f.metric;
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
    out.push({ value, label, kind, score: base * weight, order: start + out.length, from, amount: f.value, ...(f.period ? { period: f.period } : {}) });
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
  const changes: KeyChange[] = [];
  for (const s of srcs) {
    const p = read(s.text, s.label === 'focus');
    entitiesOf(p, s.weight, entityScores);
    keywordsOf(p, s.weight, keywordScores);
    numbers.push(...textNumbers(s.text, s.weight, numbers.length, s.from, changes));
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
  const said = srcs.filter((s) => ['focus', 'transcript', 'user', 'okrs', 'file', 'context', 'decision'].includes(s.label));
  // A text said twice (a chat room's messages and its transcript) counts once: the messages stay, the copy goes.
  const spoken = said.filter((s) => s.label !== 'context' || !said.some((o) => o !== s && s.text.includes(o.text)));
  const mood = sentiment.analyze(spoken.map((s) => s.text).join('\n'));
  // The clauses that carry the strongest feeling: "worried about churn", not the whole sentence.
  let best: { s: string; v: number; from: string } | undefined;
  let worst: { s: string; v: number; from: string } | undefined;
  const asked: Quoted[] = [];
  for (const src of spoken) {
    // A line break ends a sentence too (a chat transcript, a file's rows).
    for (const sentence of src.text.split(/\n+/).flatMap((line) => (line.trim() ? read(line).sentences : []))) {
      // Questions raised in the material, never the message being answered: quoting it back is not advice.
      if (/\?\s*$/.test(sentence) && /[a-z]{2}/i.test(sentence) && src.label !== 'focus') {
        const text = tidy(sentence) + '?';
        if (!asked.some((a) => a.text === text)) asked.push({ text, from: src.from });
      }
      for (const clause of sentence.split(CLAUSE_SPLIT)) {
        if (!clause || !/[a-z]/i.test(clause)) continue;
        const v = sentiment.analyze(clause).score;
        if (v >= 2 && (!best || v > best.v)) best = { s: clause, v, from: src.from };
        if (v <= -2 && (!worst || v < worst.v)) worst = { s: clause, v, from: src.from };
      }
    }
  }
  const questions = asked.map((a) => a.text);
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
  // The OKRs' own nouns, and which of the rest of the material brings each up again.
  const okrTerms: Facts['okrTerms'] = { linked: [], unlinked: [] };
  const okrSource = srcs.find((s) => s.label === 'okrs');
  const others = srcs.filter((s) => s.label !== 'okrs');
  if (okrSource && others.length) {
    const terms = new Map<string, { word: string; score: number; order: number }>();
    keywordsOf(read(okrSource.text), 1, terms);
    for (const { word } of [...terms.values()].sort(byScore).slice(0, 6)) {
      const where = unique(others.filter((o) => read(o.text).lemma.includes(word)).map((o) => o.from));
      if (where.length) okrTerms.linked.push({ term: word, in: where });
      else okrTerms.unlinked.push(word);
    }
  }
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
    highlightFrom: best?.from,
    concernFrom: worst?.from,
    questions: questions.slice(0, 3),
    asked: asked.slice(0, 3),
    changes: changes.slice(0, 4),
    okrTerms,
    unread: (input.files ?? []).filter((x) => x.name && !x.excerpt?.trim()).map((x) => x.name),
    openDecisions,
    decisionCount: decisions.length,
    openTasks,
    taskCount: tasks.length,
    relevant,
    files: (input.files ?? []).map((f) => f.name).filter(Boolean),
    okrLine: okrSentences[0] && /[\p{L}\p{N}]/u.test(okrSentences[0]) ? tidy(okrSentences[0]) : undefined,
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

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/* ---------- commentary and analysis: what the material says, in sentences ---------- */

const NOTHING = 'Nothing to analyse yet: add your OKRs, speak, type or upload a file, and I will comment on the numbers, names and decisions in it.';
/** What a request whose material gives nothing specific gets: one sentence saying what is needed. */
const NOTHING_SPECIFIC =
  'Nothing here gives me a named figure, a decision, a task or a question to comment on yet: add your OKRs, speak, type or upload a file with text.';
/** The same for material that was read (a file, a chat room's messages): what was read, and that it holds nothing to report. */
const nothingIn = (what: string[]) =>
  `I read ${listOf(what)}, but nothing in ${what.length === 1 ? 'it' : 'them'} gives me a named figure, a decision, a task, a question or a strong feeling to report.`;
/** What the offline engine computes when asked (the founder advisor's metrics). */
const CAN_DO = 'runway, burn, growth, churn, CAC payback, LTV:CAC and dilution';

/** A chat message, or a request with no material, that no grounded answer took: what was read, and a plain "cannot". */
function cannotAnswer(f: Facts): string {
  const given = fmtNumbers(f.numbers.filter((n) => n.label), 2);
  return given.length
    ? `I read ${listOf(given)}, but I cannot answer this offline: ask for one figure that follows from them (I compute ${CAN_DO}).`
    : `I cannot answer that offline: I compute ${CAN_DO} from figures you give, so send the ones it depends on and ask for one number.`;
}

/** A percentage for a sentence: 0.4167 → '41.7%'. */
const pct = (x: number) => `${Number((Math.abs(x) * 100).toFixed(Math.abs(x) >= 0.1 ? 0 : 1))}%`;

/** 'ARR from $847K to $1.2M is a 42% rise'; percentages move in points. */
function changeText(c: KeyChange): string {
  if (c.unit === 'percent') {
    const pts = Math.abs(c.change);
    return `${c.label} from ${c.from} to ${c.to} is ${c.change === 0 ? 'no change' : `a ${c.change > 0 ? 'rise' : 'fall'} of ${Number(pts.toFixed(1))} point${pts === 1 ? '' : 's'}`}`;
  }
  return `${c.label} from ${c.from} to ${c.to} is ${c.change === 0 ? 'no change' : `a ${pct(c.change)} ${c.change > 0 ? 'rise' : 'fall'}`}`;
}

/** '$70.6K' from 70625 with the currency written beside the figure. */
function money(v: number, symbol: string): string {
  const a = Math.abs(v);
  const [n, u] = a >= 1e9 ? [a / 1e9, 'B'] : a >= 1e6 ? [a / 1e6, 'M'] : a >= 1e3 ? [a / 1e3, 'K'] : [a, ''];
  return `${v < 0 ? '-' : ''}${symbol}${Number(n.toFixed(n >= 100 ? 0 : 1))}${u}`;
}

/** A money figure said per month as per year and the other way round: '$120K ARR is $10K a month'. */
function recast(n: KeyNumber): string | undefined {
  if (n.kind !== 'money' || n.amount === undefined || n.amount <= 0) return undefined;
  const symbol = /[$€£¥]/.exec(n.value)?.[0] ?? '';
  const yearly = n.period === 'year' || /^ARR\b/.test(n.label);
  const monthly = n.period === 'month' || /^MRR\b/.test(n.label);
  if (yearly) return `${fmtNumber(n)} is ${money(n.amount / 12, symbol)} a month`;
  if (monthly) return `${fmtNumber(n)} is ${money(n.amount * 12, symbol)} a year`;
  return undefined;
}

/** 'ARR $847K and $1.2M, and churn 3%': a list whose items may hold an 'and' of their own. */
const series = (items: string[]) =>
  items.some((i) => i.includes(' and ')) && items.length > 1 ? `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}` : listOf(items);

/** 'the transcript and pipeline.csv' */
const places = (list: string[]) => listOf(unique(list));

/** The labelled figures, by where they were read: 'ARR $847K and churn 3% in the OKRs, and $120,000 in pipeline.csv'. */
function figuresRead(f: Facts, n: number): string | undefined {
  const labelled = f.numbers.filter((x) => x.label).slice(0, n);
  if (!labelled.length) return undefined;
  const bySource = new Map<string, KeyNumber[]>();
  for (const x of labelled) bySource.set(x.from ?? '', [...(bySource.get(x.from ?? '') ?? []), x]);
  const parts = [...bySource.entries()].map(([from, list]) => `${series(fmtNumbers(list, list.length))}${from ? ` in ${from}` : ''}`);
  return `I read ${parts.length > 1 ? `${parts.slice(0, -1).join('; ')}; and ${parts.at(-1)}` : parts[0]}.`;
}

/** The step the material itself supports (a decision, a task, a question, a worry), or none: never a step that would fit any input. */
function groundedStep(f: Facts): string | undefined {
  const decision = f.openDecisions[0];
  if (decision) return `Decide ${q(decision.title)} ${rank(decision.urgency) <= 1 ? 'first: it is marked high urgency' : 'next'}.`;
  const task = f.openTasks[0];
  if (task) return `Finish ${q(task.title)}${task.assignee ? ` with ${task.assignee}` : ''} next.`;
  const asked = f.asked[0];
  if (asked) return `Settle ${q(asked.text, 10)} with one number and a deadline.`;
  return undefined;
}

/** 'ARR' as the OKRs write it, not its lemma 'arr'. */
function asWritten(text: string, lemma: string): string {
  const m = new RegExp(`\\b${lemma.replace(/[^a-z-]/g, '')}\\w*`, 'i').exec(text);
  return m ? m[0] : lemma;
}

/** Nouns too vague to name what an OKR is about ('the thing', 'kind of'). */
const VAGUE = /^(thing|things|kind|sort|lot|way|stuff|bit|something|anything|everything|part|point)$/;

const CALENDAR = /^(january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|month|quarter|year|q[1-4])$/;

/** Everything specific the material supports, each sentence keyed for the styles to pick from. */
function sentences(input: AnalystInput, f: Facts) {
  const analytical = input.style === 'analytical' || input.task === 'analysis';
  const okr = f.okrLine && { text: `The OKRs start with ${q(f.okrLine, 12)}.`, priority: 2 };
  const telling = (t: string) => !CALENDAR.test(t) && !VAGUE.test(t);
  const terms = f.okrTerms.linked.filter((t) => telling(t.term)).slice(0, 3);
  const missing = f.okrTerms.unlinked.filter(telling).slice(0, 2);
  const ok = (list: string[]) => listOf(list.map((t) => asWritten(input.okrs ?? '', t)));
  const okrLink =
    (terms.length > 0 || missing.length > 0) && {
      text: [
        terms.length && `The OKRs' ${ok(terms.map((t) => t.term))} come${terms.length === 1 ? 's' : ''} up again in ${places(terms.flatMap((t) => t.in))}`,
        missing.length && `nothing said or uploaded mentions ${ok(missing)} yet`,
      ]
        .filter(Boolean)
        .map((s, i) => (i === 0 ? cap(String(s)) : s))
        .join('; ')
        .concat('.'),
      priority: 1,
    };
  const figures = figuresRead(f, analytical ? 4 : 3);
  const changes = f.changes.slice(0, 2).map(changeText);
  const change = changes.length > 0 && { text: `${cap(listOf(changes))}.`, priority: 1 };
  const decisions =
    f.decisionCount > 0 && {
      text:
        f.openDecisions.length === 0
          ? `All ${f.decisionCount} decision${f.decisionCount === 1 ? ' is' : 's are'} settled.`
          : `${f.openDecisions.length} of ${f.decisionCount} decision${f.decisionCount === 1 ? ' is' : 's are'} open${f.openDecisions[0]!.urgency ? `, the most urgent ${q(f.openDecisions[0]!.title, 8)} (${f.openDecisions[0]!.urgency})` : ''}.`,
      priority: 1,
    };
  const done = f.taskCount - f.openTasks.length;
  const tasks =
    f.taskCount > 0 && {
      text: `${done} of ${f.taskCount} task${f.taskCount === 1 ? ' is' : 's are'} done (${Math.round((done / f.taskCount) * 100)}%).`,
      priority: 2,
    };
  const words = [...f.sentiment.strongPositive.slice(0, 2), ...f.sentiment.strongNegative.slice(0, 2)].map((w) => `"${w}"`);
  const mood =
    f.sentiment.positive.length + f.sentiment.negative.length > 0 && {
      text: `Sentiment ${f.sentiment.score > 0 ? '+' : ''}${f.sentiment.score}, from ${f.sentiment.positive.length} positive and ${f.sentiment.negative.length} negative word${f.sentiment.negative.length === 1 ? '' : 's'}${words.length ? ` (strongest ${listOf(words)})` : ''}.`,
      priority: 3,
    };
  const concern = f.concern && { text: `The most worried line${f.concernFrom ? `, in ${f.concernFrom},` : ''} is ${q(f.concern, 12)}.`, priority: 2 };
  const highlight = f.highlight && { text: `The most upbeat line${f.highlightFrom ? `, in ${f.highlightFrom},` : ''} is ${q(f.highlight, 12)}.`, priority: 3 };
  const step = groundedStep(f);
  // The step settles the question when there is no decision or task: it quotes it already.
  const asked = f.asked[0] && !f.openDecisions.length && !f.openTasks.length ? undefined : f.asked[0];
  const question = asked && { text: `${cap(asked.from)} ask${/s$/.test(asked.from) ? '' : 's'} ${q(asked.text, 14)}.`, priority: 2 };
  // Names of two words or more ('Acme Corp', 'Priya Natarajan'), none of them an acronym ('Nuestro MRR' is no name).
  const names = f.entities.filter((e) => e.includes(' ') && !/\b[A-Z]{2,}\b/.test(e)).slice(0, 4);
  const named = names.length > 0 && { text: `${listOf(names)} ${names.length === 1 ? 'is' : 'are'} named.`, priority: 4 };
  const files = f.files.filter((n) => !f.unread.includes(n));
  const filesRead = input.task === 'commentary' && files.length > 0 && { text: `I read ${listOf(files.slice(0, 3))}${files.length > 3 ? ` and ${files.length - 3} more` : ''}.`, priority: 5 };
  const unread = f.unread.length > 0 && { text: `Only the name${f.unread.length === 1 ? '' : 's'} of ${listOf(f.unread.slice(0, 3))} reached me, not the text.`, priority: 4 };
  const next = step && { text: step, priority: 0 };
  const recasts = f.numbers.map(recast).filter((x): x is string => Boolean(x)).slice(0, 2);
  const recasting = recasts.length > 0 && { text: `${cap(listOf(recasts))}.`, priority: 1 };
  return { okr, okrLink, figures: figures && { text: figures, priority: 0 }, change, decisions, tasks, mood, concern, highlight, asked: question, named, filesRead, unread, next, recasting };
}

/**
 * The commentary (the workspace, every style) and the analysis (a dashboard request, a chat
 * room): sentences about the material, each quoting or computing from it, in the order the
 * style leads with; when the material supports none, one sentence saying what is needed.
 */
function writeMaterial(input: AnalystInput, f: Facts): string | undefined {
  const s = sentences(input, f);
  const lead = (x: MaybeLine) => x && { ...x, priority: 0 };
  const byStyle: Record<string, MaybeLine[]> = {
    // The priority, the key number and the risk, then one step.
    business: [lead(s.decisions) || s.okr, s.okrLink, s.figures, s.change, s.concern, s.asked, s.named, s.unread, s.filesRead, s.next],
    // Figures, ratios and counts; sentiment and open items, neutrally.
    analytical: [s.figures, s.change, s.decisions, s.tasks, s.mood, s.okrLink, s.asked, s.unread, s.filesRead, s.next],
    // The progress already made, then the one step within reach.
    motivational: [lead(s.tasks) || lead(s.highlight), s.change, s.figures, s.okrLink, s.concern, s.unread, s.next],
    // The figures seen another way, set against what was said.
    creative: [s.recasting, s.change, s.highlight, s.concern, s.named, s.figures, s.unread, s.next],
  };
  // An analysis (a dashboard request, a chat room) has room for all of it: figures, names, counts, feeling, questions.
  const analysis: MaybeLine[] = [s.figures, s.change, s.named, s.decisions, s.tasks, s.mood, s.concern, s.highlight, s.asked, s.unread, s.next];
  const lines = (input.task === 'analysis' ? analysis : (byStyle[input.style] ?? byStyle.business!)).filter((l): l is Line => Boolean(l && l.text));
  // A step, or the names of the files read, say nothing about what the material holds.
  if (!lines.some((l) => l !== s.next && l !== s.filesRead && l !== s.unread)) return undefined;
  return fit(lines, input.wordLimit);
}

/**
 * Writes the answer for `input`: a feature's own task by the feature's skill; otherwise the
 * grounded answer when there is one (the founder advisor's), else what the material says.
 * `extensions` are what the features add, composed for the NLP worker in
 * src/server/offline-analyst.ts (ADR 050); without them the analyst only comments.
 */
export function write(input: AnalystInput, extensions: OfflineExtensions = {}, facts?: Facts): string {
  const skill = extensions.skills?.[input.task as keyof NonNullable<OfflineExtensions['skills']>];
  const own = skill?.(input);
  if (own !== undefined) return own;
  const advice = extensions.grounded?.(input, { mentionsMaterial });
  if (advice) return advice;
  const f = facts ?? analyse(input);
  if (input.task === 'chat') {
    // A chat gets an answer or a plain "cannot", never a comment on its own words (issue 30).
    return f.hasInput ? cannotAnswer(f) : NOTHING;
  }
  const said = f.hasInput ? writeMaterial(input, f) : undefined;
  if (said) return said;
  const read = materialRead(input);
  // A request with no material to read (a dashboard question): what its own figures are, and a plain "cannot".
  if (input.task === 'analysis' && !read && input.focus?.trim()) return cannotAnswer(analyse({ ...input, task: 'chat', context: undefined, messages: undefined }));
  if (read) return nothingIn(read);
  return f.hasInput ? NOTHING_SPECIFIC : NOTHING;
}

/**
 * What material with text a request brought, named for a sentence (['notes.md', 'the
 * messages']), or undefined: the OKRs, a transcript, messages, file text, or a context of a
 * few sentences (a window's title and type are no material).
 */
function materialRead(input: AnalystInput): string[] | undefined {
  const named: string[] = [];
  for (const f of input.files ?? []) if (f.excerpt?.trim()) named.push(f.name || 'a file');
  if (input.okrs?.trim()) named.push('the OKRs');
  if (input.transcript?.trim()) named.push('the transcript');
  if ((input.messages ?? []).some((m) => m.content.trim() && m.content !== input.focus)) named.push('the messages');
  const context = input.context === undefined ? '' : flatten(input.context).map((e) => e.value).join(' ');
  if (countWords(context) >= 12) named.push('the context');
  return named.length ? unique(named).slice(0, 3) : undefined;
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
