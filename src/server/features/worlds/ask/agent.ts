/**
 * The model answers Ask your world (#29) through the same tools as the offline planner, by
 * function calling (AiService.agent: a bounded loop, every model call accounted under
 * 'world_ask'). The world's facts reach the model only as tool results; it answers the fact
 * first and ends with a line `Sources: <ids>` naming the citations it rests on, which is
 * parsed and dropped from the answer.
 *
 * The truth rule of checked stories (narration.service.ts) holds here too: a number in the
 * answer that is in no tool result (nor in the question or the conversation) means the
 * model made it up, and the answer is set aside for the offline planner's, with a note
 * saying so. Provider failures are thrown: the service then answers offline and says why.
 */
import { ASK_ANSWER_WORDS, type Citation } from '../../../../contract/worlds-ask';
import type { AiService } from '../../../platform/ai/ai-service';
import type { AgentToolOutput, AiMessage, Attribution } from '../../../platform/ai/types';
import { clampWords } from '../../../platform/ai/prompt';
import { examplesFor, readQuestion } from './planner/index';
import { isSpecial } from './planner/periods';
import type { FoundPerson } from './tools/catalogue';
import { runTool, toolJsonSchemas, ToolInputError } from './tools/index';
import { MAX_CITATIONS, type ToolContext } from './tools/types';
import type { Answerer, AskInput, AskOutcome, AskState } from './types';

export const ASK_FEATURE = 'world_ask';
/** Model calls with tools before the model is asked for its answer. */
export const ASK_AGENT_MAX_STEPS = 6;
/** Earlier turns of the conversation the model reads (the newest). */
export const ASK_AGENT_HISTORY_TURNS = 6;
/** Leads the offline answer that replaced a model's answer with a figure no tool gave. */
export const MODEL_SET_ASIDE = "The AI model's answer named a figure the data does not hold, so the built-in engine answered:";
/** Leads the offline answer given when the model's answer was only a Sources line. */
export const MODEL_NO_ANSWER = 'The AI model gave no answer, so the built-in engine answered:';

const SYSTEM = [
  "You answer a person's questions about their own life from their data (chats, photos, places).",
  'You know nothing about this person except what the tools return: every person, quote, date, place and number in your answer must come from a tool result. Never guess.',
  'Tools take ids: resolve names first with find_people, find_chats or find_places. Periods are ISO dates, `to` exclusive.',
  `Answer the fact first, in under ${ASK_ANSWER_WORDS} words, speaking to the person as "you". Use figures exactly as the tools give them.`,
  'When the tools cannot answer the question, say so plainly and say what you can answer instead.',
  'End with one last line "Sources: " followed by the citation ids (from the tools\' `citations`) that prove your answer, separated by commas, or "Sources: none".',
].join(' ');

export interface ModelAnswererDeps {
  /** The AI layer with a provider engine (`canUseTools`). */
  ai: Pick<AiService, 'agent'>;
  /** The offline planner: answers instead when the model's answer is set aside. */
  fallback: Answerer;
  /** Who the model calls are charged to; default: the world's owner (the scope's user). */
  who?: (ctx: ToolContext) => Attribution;
  maxSteps?: number;
}

/** How a citation is shown to the model: its kind and id, and for a message who wrote it when. */
function brief(c: Citation): Record<string, string> {
  return c.kind === 'message' ? { kind: c.kind, id: c.id, at: c.at, author: c.author } : { kind: c.kind, id: c.id };
}

/** The answer without its trailing `Sources: <ids>` (the last one, on its own line or ending the text) and the ids. */
export function splitSources(text: string): { answer: string; ids: string[] } {
  const lower = text.toLowerCase();
  const at = Math.max(lower.lastIndexOf('sources:'), lower.lastIndexOf('source:'));
  if (at < 0) return { answer: text.trim(), ids: [] };
  const rest = text.slice(text.indexOf(':', at) + 1);
  // Ids are word characters, dots and dashes (message ids hold both); a sentence's full stop is not part of one.
  const ids = (rest.match(/[\w.-]+/g) ?? []).map((s) => s.replace(/\.$/, '')).filter((s) => s && s.toLowerCase() !== 'none');
  let answer = text.slice(0, at);
  // The Markdown around "**Sources:**" and the line break before it.
  while (answer && '*_ \t\n'.includes(answer[answer.length - 1]!)) answer = answer.slice(0, -1);
  return { answer: answer.trim(), ids };
}

/** Keys whose values are no figure an answer may name: ids (their digits) and links. */
const SKIPPED_KEY = /(?:ids?|url)$/i;
/** An ISO date or instant: its year and day of month are figures an answer may name; its month number and time of day are not. */
const ISO_DATE = /^(\d{4})-(\d{2})(?:-(\d{2}))?(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The figures an answer may name, and the dates and times of day it may write. */
export interface KnownFacts {
  numbers: Set<string>;
  /** 'YYYY-MM-DD' of every date or instant. */
  dates: Set<string>;
  /** 'H:MM' of every instant (UTC, as the tools give them). */
  times: Set<string>;
}

export const emptyFacts = (): KnownFacts => ({ numbers: new Set(), dates: new Set(), times: new Set() });

const NUMBER = /\d[\d,]*(?:\.\d+)?/g;
/** Numbers in a text, as values ("1,204" → "1204", "07" → "7", "3.50" → "3.5"). */
export function numbersIn(text: string): string[] {
  return (text.match(NUMBER) ?? []).map((n) => String(Number(n.replace(/,/g, ''))));
}

function addNumber(known: KnownFacts, n: number): void {
  if (!Number.isFinite(n)) return;
  known.numbers.add(String(n));
  if (!Number.isInteger(n)) {
    // "3.46" may be written 3.5 or 3; a share 0.42 as 42%.
    known.numbers.add(String(Math.round(n)));
    known.numbers.add(String(Number(n.toFixed(1))));
    if (n > 0 && n < 1) known.numbers.add(String(Math.round(n * 100)));
  }
}

/**
 * Adds what a value holds to `known`: whole numeric values; dates as dates (year, day of
 * month, the date itself, the time of day apart); free text (a quote, a title) by its
 * numbers. Ids and links are left out.
 */
export function collectFacts(value: unknown, known: KnownFacts, key = ''): KnownFacts {
  if (SKIPPED_KEY.test(key) || key === 'thumbnailUrl') return known;
  if (Array.isArray(value)) for (const v of value) collectFacts(v, known);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collectFacts(v, known, k);
  else if (typeof value === 'number') addNumber(known, value);
  else if (typeof value === 'string') {
    const d = ISO_DATE.exec(value.trim());
    if (d) {
      addNumber(known, Number(d[1]));
      if (d[3]) {
        addNumber(known, Number(d[3]));
        known.dates.add(`${d[1]}-${d[2]}-${d[3]}`);
        const t = /T(\d{2}):(\d{2})/.exec(value);
        if (t) known.times.add(`${Number(t[1])}:${t[2]}`);
      }
    } else for (const n of numbersIn(value)) known.numbers.add(n);
  }
  return known;
}

/** The values of a tool result: ids left out (an id's digits are no figure the answer may name). */
export function factsOf(value: unknown): KnownFacts {
  return collectFacts(value, emptyFacts());
}

/** Numbers in free text (a question, an earlier turn): each is a figure an answer may repeat. */
export function textFacts(text: string, known: KnownFacts = emptyFacts()): KnownFacts {
  for (const n of numbersIn(text)) known.numbers.add(n);
  return known;
}

const UNITS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, dozen: 12,
};

/**
 * The numbers an answer writes in words ("twenty-three" → 23, "a dozen" → 12, "two
 * hundred" → 200). A lone "one" is left out: "one of your friends" names no figure.
 */
export function numberWordsIn(text: string): string[] {
  const out: string[] = [];
  let total = 0;
  let current = 0;
  let words = 0;
  const flush = () => {
    const value = total + current;
    if (words > 0 && !(words === 1 && value === 1)) out.push(String(value));
    total = 0;
    current = 0;
    words = 0;
  };
  // Words only ([a-z]+, no nested quantifier): "twenty-three" is two words of one number.
  for (const m of text.toLowerCase().matchAll(/[a-z]+|[^a-z]+/g)) {
    const w = m[0];
    if (w in UNITS) {
      current += UNITS[w]!;
      words++;
    } else if (w === 'hundred') {
      current = (current || 1) * 100;
      words++;
    } else if (w === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
      words++;
    } else if (words > 0 && (w === '-' || w === ' ' || w === 'and' || w === ' and ')) continue;
    else flush();
  }
  flush();
  return out;
}

/** Dates the answer writes with digits (2024-02-12, 12/02/2024) and times of day (18:42). */
const WRITTEN_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b|\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g;
const WRITTEN_TIME = /\b(\d{1,2})[:.](\d{2})\b/g;
const pad = (n: string) => n.padStart(2, '0');

/**
 * The first figure of `answer` that none of what the model was given holds, or null:
 * a number (in digits or words), a date written with digits, or a time of day.
 */
export function inventedNumber(answer: string, known: KnownFacts): string | null {
  let rest = answer;
  for (const m of answer.matchAll(WRITTEN_DATE)) {
    const ok = m[1]
      ? known.dates.has(`${m[1]}-${m[2]}-${m[3]}`)
      : known.dates.has(`${m[6]}-${pad(m[5]!)}-${pad(m[4]!)}`) || known.dates.has(`${m[6]}-${pad(m[4]!)}-${pad(m[5]!)}`);
    if (!ok) return m[0];
    rest = rest.replace(m[0], ' ');
  }
  for (const m of rest.matchAll(WRITTEN_TIME)) {
    if (!known.times.has(`${Number(m[1])}:${m[2]}`)) return m[0];
    rest = rest.replace(m[0], ' ');
  }
  return [...numbersIn(rest), ...numberWordsIn(rest)].find((n) => !known.numbers.has(n)) ?? null;
}

/** Merges facts. */
function merge(all: KnownFacts[]): KnownFacts {
  const out = emptyFacts();
  for (const k of all) {
    for (const n of k.numbers) out.numbers.add(n);
    for (const d of k.dates) out.dates.add(d);
    for (const t of k.times) out.times.add(t);
  }
  return out;
}

/** The question and the page's period, as the model reads them (today's date goes in `todayLine`). */
function userTurn(ctx: ToolContext, input: AskInput): string {
  const lines = [`Question: ${input.question}`];
  const p = input.pagePeriod;
  if (p?.from || p?.to) lines.push(`The page shows the period from ${p.from ?? 'the start'} to ${p.to ?? 'now'}: use it when the question names no period.`);
  return lines.join('\n');
}

/** Today's date: the model needs it for "last year", but its digits are no figure of the person's data. */
const todayLine = (ctx: ToolContext, input: AskInput) =>
  `Today is ${(input.now ?? new Date()).toISOString().slice(0, 10)}; the world's time zone is ${ctx.scope.timeZone}.`;

/** Names in a tool result (people, chats, places): a citation proves an answer that names one. */
function namesIn(value: unknown, out: string[] = [], key = ''): string[] {
  if (Array.isArray(value)) for (const v of value) namesIn(v, out);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) namesIn(v, out, k);
  else if (typeof value === 'string' && /^(?:name|title|label|author|geoName|place)$/.test(key) && value.trim().length >= 2) out.push(value.trim());
  return out;
}

/** One tool call the model made: what it cited and what its data holds. */
interface CallRecord {
  name: string;
  citations: Citation[];
  facts: KnownFacts;
  names: string[];
  data: unknown;
}

/**
 * The follow-up state after a model's answer: the planner's reading of the question
 * (intent, measure, period) and the people the model resolved with find_people, so
 * "And Mum?" after a model turn works offline too.
 */
function stateAfter(ctx: ToolContext, input: AskInput, calls: CallRecord[]): AskState {
  const reading = readQuestion(input.question, input.now ?? new Date(), ctx.scope.timeZone, input.state);
  const people: FoundPerson[] = calls
    .filter((c) => c.name === 'find_people' && Array.isArray(c.data))
    .map((c) => (c.data as FoundPerson[]).find((p) => !p.isOwner))
    .filter((p): p is FoundPerson => Boolean(p));
  const period = reading.period && !isSpecial(reading.period) ? reading.period : null;
  const extra = { ...(input.state.extra ?? {}), by: reading.by, order: reading.order, grain: reading.grain, topic: reading.topic, explain: undefined };
  return {
    ...input.state,
    ...(reading.intent !== 'unknown' ? { intent: reading.intent, measure: reading.measure } : {}),
    ...(period ? { period: period.period } : {}),
    ...(people.length ? { personIds: people.map((p) => p.id) } : {}),
    extra: {
      ...extra,
      ...(period ? { periodLabel: period.label } : {}),
      ...(people.length ? { personNames: people.map((p) => p.name) } : {}),
    },
  };
}

export function createModelAnswerer(deps: ModelAnswererDeps): Answerer {
  const who = deps.who ?? ((ctx: ToolContext) => ({ userId: ctx.scope.userId, clientKey: null }));
  return async (ctx, input): Promise<AskOutcome> => {
    const allowed = ctx.allowedTools;
    const tools = toolJsonSchemas().filter((t) => !allowed || allowed.includes(t.name));
    const found: Citation[] = [];
    /** Every successful tool call, in order: what the answer may name, and what proves it. */
    const made: CallRecord[] = [];
    const call = async (name: string, args: Record<string, unknown>): Promise<AgentToolOutput> => {
      try {
        const r = await runTool(ctx, name, args);
        for (const c of r.citations) if (!found.some((f) => f.kind === c.kind && f.id === c.id)) found.push(c);
        const content = JSON.stringify({ data: r.data, citations: r.citations.map(brief) });
        made.push({ name, citations: r.citations, facts: factsOf({ data: r.data, citations: r.citations }), names: namesIn(r.data), data: r.data });
        return { content };
      } catch (err) {
        // A call the model can fix (unknown tool, bad arguments) goes back to it; anything else is a bug.
        if (err instanceof ToolInputError) return { content: err.message, isError: true };
        throw err;
      }
    };
    // The last few turns only: enough for "And Mum?", not a 50-turn conversation on every step.
    const recent = input.history.slice(-ASK_AGENT_HISTORY_TURNS);
    const history: AiMessage[] = recent.flatMap((t) => [
      { role: 'user' as const, content: t.question },
      { role: 'assistant' as const, content: t.answer },
    ]);
    const focus = userTurn(ctx, input);
    const res = await deps.ai.agent(
      {
        feature: ASK_FEATURE,
        system: SYSTEM,
        messages: [...history, { role: 'user', content: `${focus}\n${todayLine(ctx, input)}` }],
        maxOutputTokens: 500,
        data: { task: 'chat', style: 'business', wordLimit: ASK_ANSWER_WORDS, focus: input.question },
      },
      tools,
      call,
      who(ctx),
      { maxSteps: deps.maxSteps ?? ASK_AGENT_MAX_STEPS },
    );

    const { answer: raw, ids } = splitSources(res.text);
    const answer = clampWords(raw, ASK_ANSWER_WORDS);
    // What the model was given: the tools' results, the question with the page's period, the turns it read (never today's date).
    const known = merge(made.map((m) => m.facts));
    textFacts(input.question, known);
    for (const t of recent) textFacts(`${t.question} ${t.answer}`, known);
    if (input.pagePeriod) collectFacts([input.pagePeriod.from, input.pagePeriod.to], known);
    const invented = inventedNumber(answer, known);
    if (invented !== null || !answer) {
      // The service's offline answer (a shared link's refused tool reads as "cannot answer").
      const offline = await deps.fallback(ctx, input);
      return { ...offline, engine: 'offline', model: null, answer: `${answer ? MODEL_SET_ASIDE : MODEL_NO_ANSWER} ${offline.answer}` };
    }
    const wanted = new Set(ids);
    let citations = found.filter((c) => wanted.has(c.id));
    if (citations.length === 0) {
      // No source named: the calls whose data holds one of the answer's figures or names are the proof.
      const figures = [...numbersIn(answer), ...numberWordsIn(answer)];
      const lower = answer.toLowerCase();
      const proving = made.filter((m) => figures.some((n) => m.facts.numbers.has(n)) || m.names.some((n) => lower.includes(n.toLowerCase())));
      citations = [];
      for (const c of proving.flatMap((m) => m.citations)) if (!citations.some((f) => f.kind === c.kind && f.id === c.id)) citations.push(c);
    }
    const answered = citations.length > 0;
    return {
      answer,
      citations: citations.slice(0, MAX_CITATIONS),
      answered,
      suggestions: answered ? [] : await examplesFor(ctx).catch(() => []),
      state: stateAfter(ctx, input, made),
      engine: res.engine === 'anthropic' ? 'anthropic' : 'openai',
      model: res.model,
    };
  };
}
