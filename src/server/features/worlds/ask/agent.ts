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
import { runTool, toolJsonSchemas, ToolInputError } from './tools/index';
import { MAX_CITATIONS, type ToolContext } from './tools/types';
import type { Answerer, AskInput, AskOutcome } from './types';

export const ASK_FEATURE = 'world_ask';
/** Model calls with tools before the model is asked for its answer. */
export const ASK_AGENT_MAX_STEPS = 6;
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

/**
 * The values of a tool result as text, ids left out (an id's digits are no figure the
 * answer may name): each number and string, one per line.
 */
export function factsText(value: unknown, key = ''): string {
  if (/ids?$/i.test(key) || key === 'thumbnailUrl') return '';
  if (Array.isArray(value)) return value.map((v) => factsText(v)).join('\n');
  if (value && typeof value === 'object') return Object.entries(value).map(([k, v]) => factsText(v, k)).join('\n');
  return value === null || value === undefined ? '' : String(value);
}

const NUMBER = /\d[\d,]*(?:\.\d+)?/g;
/** Numbers in a text, as values ("1,204" → "1204", "07" → "7", "3.50" → "3.5"). */
export function numbersIn(text: string): string[] {
  return (text.match(NUMBER) ?? []).map((n) => String(Number(n.replace(/,/g, ''))));
}

/** The first number of `answer` that is in none of `sources`, or null. */
export function inventedNumber(answer: string, sources: string[]): string | null {
  const known = new Set(sources.flatMap(numbersIn));
  return numbersIn(answer).find((n) => !known.has(n)) ?? null;
}

function userTurn(ctx: ToolContext, input: AskInput): string {
  const lines = [`Question: ${input.question}`];
  const p = input.pagePeriod;
  if (p?.from || p?.to) lines.push(`The page shows the period from ${p.from ?? 'the start'} to ${p.to ?? 'now'}: use it when the question names no period.`);
  lines.push(`Today is ${(input.now ?? new Date()).toISOString().slice(0, 10)}; the world's time zone is ${ctx.scope.timeZone}.`);
  return lines.join('\n');
}

export function createModelAnswerer(deps: ModelAnswererDeps): Answerer {
  const who = deps.who ?? ((ctx: ToolContext) => ({ userId: ctx.scope.userId, clientKey: null }));
  return async (ctx, input): Promise<AskOutcome> => {
    const allowed = ctx.allowedTools;
    const tools = toolJsonSchemas().filter((t) => !allowed || allowed.includes(t.name));
    const found: Citation[] = [];
    /** Every tool result as the model read it: the numbers an answer may name. */
    const results: string[] = [];
    const call = async (name: string, args: Record<string, unknown>): Promise<AgentToolOutput> => {
      try {
        const r = await runTool(ctx, name, args);
        for (const c of r.citations) if (!found.some((f) => f.kind === c.kind && f.id === c.id)) found.push(c);
        const content = JSON.stringify({ data: r.data, citations: r.citations.map(brief) });
        results.push(factsText({ data: r.data, citations: r.citations }));
        return { content };
      } catch (err) {
        // A call the model can fix (unknown tool, bad arguments) goes back to it; anything else is a bug.
        if (err instanceof ToolInputError) return { content: err.message, isError: true };
        throw err;
      }
    };
    const history: AiMessage[] = input.history.flatMap((t) => [
      { role: 'user' as const, content: t.question },
      { role: 'assistant' as const, content: t.answer },
    ]);
    const focus = userTurn(ctx, input);
    const res = await deps.ai.agent(
      {
        feature: ASK_FEATURE,
        system: SYSTEM,
        messages: [...history, { role: 'user', content: focus }],
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
    const invented = inventedNumber(answer, [...results, focus, ...input.history.map((t) => `${t.question} ${t.answer}`)]);
    if (invented !== null || !answer) {
      const offline = await deps.fallback(ctx, input);
      return { ...offline, engine: 'offline', model: null, answer: `${answer ? MODEL_SET_ASIDE : MODEL_NO_ANSWER} ${offline.answer}` };
    }
    const wanted = new Set(ids);
    let citations = found.filter((c) => wanted.has(c.id));
    // Figures with no source named: the tool calls that gave them are the proof.
    if (citations.length === 0 && numbersIn(answer).length > 0) citations = found;
    return {
      answer,
      citations: citations.slice(0, MAX_CITATIONS),
      answered: citations.length > 0,
      suggestions: [],
      state: input.state,
      engine: res.engine === 'anthropic' ? 'anthropic' : 'openai',
      model: res.model,
    };
  };
}
