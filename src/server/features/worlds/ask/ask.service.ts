/**
 * Ask your world (#29), the service between the routes and the answerers: it builds the
 * caller's ToolContext (tools/context.ts), loads the conversation (a user's from the
 * database, a visitor's from memory: conversations.ts), hands the question to the model
 * answerer when a provider is configured and to the offline planner otherwise, saves the
 * turn with the answerer's state for the next follow-up, and answers `AskAnswer`.
 *
 * A model that fails is never swapped for the offline engine silently: the offline answer
 * then says why, and `engine` is 'offline'. The AI layer's own errors (timeout, busy,
 * provider down, budget spent) read "could not answer (unreachable, or over its budget)";
 * anything else (a bug in a tool, a broken reply) is logged and reads as a failure.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AskAnswer, AskBody, AskConversation, AskTurn, MessageInContext } from '../../../../contract/worlds-ask';
import type { Database } from '../../../db/client';
import type { Attribution } from '../../../platform/ai';
import { NotFoundError } from '../../../errors';
import { AiBudgetError, AiBusyError, AiTimeoutError, AiUpstreamError } from '../../../platform/ai/errors';
import { queryFn } from '../sql';
import { visitorCoverageText } from '../world-filters';
import { createConversationStore, createVisitorConversations, titleOf, toConversation, type StoredConversation } from './conversations';
import { messageInContext } from './message-context';
import { ToolInputError } from './tools/errors';
import { createToolContextFactory } from './tools/context';
import type { SemanticSearch, ToolContext } from './tools/types';
import type { Answerer, AskInput, AskOutcome, AskState } from './types';

export const CONVERSATION_NOT_FOUND = 'Conversation not found.';
/** Leads an offline answer given because the configured model failed. */
export const MODEL_UNREACHABLE = 'The AI model could not answer (unreachable, or over its budget), so the built-in engine did:';
/** Leads an offline answer given because the model's answer failed otherwise (logged). */
export const MODEL_FAILED = "The AI model's answer failed, so the built-in engine answered:";
/** The most messages either side a visitor (the sample world, a shared link) opens around a cited message. */
export const VISITOR_MESSAGE_CONTEXT = 5;

/** The AI layer's errors for a provider that cannot answer now (platform/ai/errors.ts): timeout, busy, down, budget spent. */
const isAiUnavailable = (err: unknown) =>
  err instanceof AiTimeoutError || err instanceof AiBusyError || err instanceof AiUpstreamError || err instanceof AiBudgetError;

/** A shared link asked what its world does not show. */
export const OUTSIDE_SHARED_WORLD = 'This shared world cannot answer that: it shows only part of the data. Try a question about what this page shows.';

/** Example questions built from a world's own people, places and years (the planner's). */
export type ExamplesFor = (ctx: ToolContext) => Promise<string[]>;

/** Who asks, about whose world, and where the conversation is kept. */
export interface AskCaller {
  /** The world's owner (the signed-in user, the sample's owner, a shared link's owner). */
  userId: string;
  includeMessages: boolean;
  /** Base of the caller's read endpoints ('/api/worlds', '/api/worlds/sample', '/api/worlds/shared/<token>'). */
  apiBase: string;
  /**
   * A visitor's world source ('sample', 'share:<…>'): the conversation is kept in memory
   * under it, not saved, and coverage reads in a visitor's words. Undefined: the signed-in
   * owner, whose conversations are saved.
   */
  visitor?: string;
  /** Said first in a visitor's `coverage`: whose world answered ("Answered from the sample world…"). */
  visitorNote?: string;
  /** The tools this caller may use (a shared link: its world's); undefined: every tool. */
  allowedTools?: readonly string[];
  /** Who a model's tokens are charged to: the caller (a visitor's hashed address), never the world's owner. */
  who: Attribution;
}

export interface AskServiceDeps {
  database: Database;
  /** The offline planner (planner/): answers with no model. */
  answerOffline: Answerer;
  /**
   * The model agent (agent.ts) charging `who`, when a provider with tools is configured;
   * `fallback` is the service's offline answer (a shared link's refused tool answered in words).
   */
  modelAnswerer?: (who: Attribution, fallback: Answerer) => Answerer;
  examplesFor: ExamplesFor;
  /** Semantic search (ask/embeddings.ts) when an embeddings model is configured; undefined: full-text only. */
  semantic?: SemanticSearch;
  /** "Today" for relative periods ("last year"). */
  now?: () => Date;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** A page period's day or instant as a tool period's ISO instant. */
const instant = (v: string | undefined) => (v ? new Date(v).toISOString() : undefined);

export function createAskService(deps: AskServiceDeps) {
  const contextFor = createToolContextFactory(deps.database);
  const now = deps.now ?? (() => new Date());
  const saved = createConversationStore(queryFn(deps.database));
  const visitors = createVisitorConversations();

  async function context(caller: AskCaller): Promise<ToolContext> {
    // `who`: a visitor's semantic search is charged to the visitor and never starts the owner's embedding.
    const ctx = { ...(await contextFor(caller.userId, { apiBase: caller.apiBase, includeMessages: caller.includeMessages, semantic: deps.semantic })), who: caller.who };
    return caller.allowedTools ? { ...ctx, allowedTools: caller.allowedTools } : ctx;
  }

  async function load(caller: AskCaller, id: string): Promise<StoredConversation> {
    const found = caller.visitor ? visitors.get(caller.visitor, id) : await saved.get(caller.userId, id);
    if (!found) throw new NotFoundError(CONVERSATION_NOT_FOUND);
    return found;
  }

  /**
   * The offline answer. A caller limited to its world's tools (a shared link) may ask what
   * only another world's tools answer: the planner's call is refused (ToolInputError), and
   * the answer says plainly that this shared world cannot answer it.
   */
  async function offline(ctx: ToolContext, input: AskInput): Promise<AskOutcome> {
    try {
      return await deps.answerOffline(ctx, input);
    } catch (err) {
      if (!(err instanceof ToolInputError) || !ctx.allowedTools) throw err;
      const suggestions = await deps.examplesFor(ctx).catch(() => []);
      return { answer: OUTSIDE_SHARED_WORLD, citations: [], answered: false, suggestions, state: input.state, engine: 'offline', model: null };
    }
  }

  /** The model's answer, or the offline one saying why the model did not answer. */
  async function answer(ctx: ToolContext, input: AskInput, who: Attribution): Promise<AskOutcome> {
    if (!deps.modelAnswerer) return offline(ctx, input);
    try {
      return await deps.modelAnswerer(who, offline)(ctx, input);
    } catch (err) {
      const unavailable = isAiUnavailable(err);
      if (unavailable) deps.log?.warn({ err }, 'ask: the model could not answer; answered offline');
      else deps.log?.error({ err }, 'ask: the model answer failed; answered offline');
      const answered = await offline(ctx, input);
      return { ...answered, engine: 'offline', model: null, answer: `${unavailable ? MODEL_UNREACHABLE : MODEL_FAILED} ${answered.answer}` };
    }
  }

  /**
   * What the figures are computed from, when not everything (ADR 052), in the reader's
   * words; a visitor's also says whose world answered (its "you" is the world's owner).
   */
  function coverage(ctx: ToolContext, caller: AskCaller): string | null {
    const c = ctx.scope.coverage;
    const text = c.rule === 'all' ? null : `Counted ${c.text.replace(/^of /, 'from ')}.`;
    if (!caller.visitor) return text;
    const parts = [caller.visitorNote, text && visitorCoverageText(text)].filter(Boolean);
    return parts.length ? parts.join(' ') : null;
  }

  return {
    async ask(caller: AskCaller, body: AskBody): Promise<AskAnswer> {
      const previous = body.conversationId ? await load(caller, body.conversationId) : null;
      const ctx = await context(caller);
      const turns = previous?.turns ?? [];
      const pagePeriod = body.period && (body.period.from || body.period.to) ? { from: instant(body.period.from), to: instant(body.period.to) } : undefined;
      const outcome = await answer(ctx, {
        question: body.question,
        pagePeriod,
        state: previous?.state ?? {},
        history: turns.map((t) => ({ question: t.question, answer: t.answer })),
        now: now(),
      }, caller.who);

      // The planner may quote the coverage ("of your newest 1,000 data points"): a visitor reads it as not theirs.
      const text = caller.visitor ? visitorCoverageText(outcome.answer) : outcome.answer;
      const turn: AskTurn = {
        question: body.question,
        answer: text,
        citations: outcome.citations,
        engine: outcome.engine,
        model: outcome.model,
        answered: outcome.answered,
        at: now().toISOString(),
      };
      const next = { title: previous?.title ?? titleOf(body.question), turns: [...turns, turn], state: outcome.state satisfies AskState };
      const stored = caller.visitor ? visitors.save(caller.visitor, previous?.id ?? null, next) : await saved.save(caller.userId, previous?.id ?? null, next);

      return {
        answer: text,
        citations: outcome.citations,
        conversationId: stored.id,
        engine: outcome.engine,
        model: outcome.model,
        answered: outcome.answered,
        suggestions: outcome.suggestions,
        coverage: coverage(ctx, caller),
      };
    },

    async examples(caller: AskCaller): Promise<string[]> {
      return deps.examplesFor(await context(caller));
    },

    async message(caller: AskCaller, id: string, n: number): Promise<MessageInContext> {
      // A visitor opens a few messages either side, not whole stretches of a chat.
      return messageInContext(await context(caller), id, caller.visitor ? Math.min(n, VISITOR_MESSAGE_CONTEXT) : n);
    },

    /** The user's saved conversations, newest first, with their turns (the ASK_CONVERSATIONS_KEPT kept). */
    async conversations(userId: string): Promise<AskConversation[]> {
      return (await saved.list(userId)).map(toConversation);
    },

    async deleteConversation(userId: string, id: string): Promise<{ id: string }> {
      if (!(await saved.remove(userId, id))) throw new NotFoundError(CONVERSATION_NOT_FOUND);
      return { id };
    },
  };
}
export type AskService = ReturnType<typeof createAskService>;
