import type { z } from 'zod';
import {
  AI_WORD_LIMITS,
  engineLabel,
  type AiChatBodySchema,
  type AnalyzeBodySchema,
  type AssistantChatBody,
  type AssistantChatResponse,
  type TokenUsageWire,
  type WorkspaceCommentaryBodySchema,
} from '../../../contract/assistant';
import { countWords } from '../../../contract/format';
import type { Db } from '../../db/client';
import { BUSINESS_OS, sessionTokenLimitMessage } from '../../../contract/business-os-defaults';
import { AppError, BadRequestError } from '../../errors';
import type { ActivityLog } from '../../platform/activity';
import { clampWords, workspaceTokensUsed, type AiRequest, type AiResult, type AiService, type Attribution } from '../../platform/ai';
import { aiChatRequest, analyzeRequest, chatRequest, commentaryRequest } from './assistant.prompts';

/** Who is asking: attribution for usage, and a logger for side effects that must not fail the call. */
export interface Caller {
  who: Attribution;
  log: { warn: (obj: object, msg: string) => void };
}

export function tokenUsageWire(r: AiResult): TokenUsageWire {
  return {
    prompt_tokens: r.inputTokens,
    // OpenAI semantics: completion tokens include reasoning tokens.
    completion_tokens: r.outputTokens + r.reasoningTokens,
    total_tokens: r.totalTokens,
    reasoning_tokens: r.reasoningTokens,
  };
}

const meta = (r: AiResult) => ({
  engine: r.engine,
  model: r.model,
  engineLabel: engineLabel(r.engine, r.model),
  tokens: r.usageSource === 'provider' ? ('provider' as const) : ('estimated' as const),
  durationMs: Math.round(r.durationMs),
  costUsd: r.costUsd,
});

export type ChatStreamEvent = { type: 'delta'; text: string } | { type: 'done'; response: AssistantChatResponse };

export function createAssistantService(deps: { db: Db; ai: AiService; activity: ActivityLog }) {
  const { db, ai } = deps;
  const { activity } = deps;

  /** Signed-in calls also appear in the user's activity history (spec §3: ai_response with {model}). */
  async function noteActivity(caller: Caller, request: AiRequest, result: AiResult) {
    if (!caller.who.userId) return;
    try {
      await activity.record({
        userId: caller.who.userId,
        type: 'ai_response',
        message: result.text,
        metadata: { model: result.model, engine: result.engine, feature: request.feature, totalTokens: result.totalTokens },
      });
    } catch (err) {
      caller.log.warn({ err }, 'could not record the ai_response activity');
    }
  }

  /**
   * A Business OS session's token limit (spec §9: 10,000), enforced here too, not only in
   * the workspace: calls that name a session stop once its successful calls used it up.
   */
  async function ensureSessionTokens(caller: Caller) {
    const { userId, workspaceId } = caller.who;
    if (!userId || !workspaceId) return;
    if ((await workspaceTokensUsed(db, userId, workspaceId)) >= BUSINESS_OS.tokenLimit) {
      throw new AppError(429, 'session_token_limit', sessionTokenLimitMessage(BUSINESS_OS.tokenLimit));
    }
  }

  async function run(request: AiRequest, caller: Caller, wordLimit: number) {
    await ensureSessionTokens(caller);
    const result = await ai.complete(request, caller.who);
    const text = clampWords(result.text, wordLimit);
    const final = { ...result, text };
    await noteActivity(caller, request, final);
    return final;
  }

  function chatRequestOrThrow(body: AssistantChatBody) {
    const request = chatRequest(body.messages, body.style ?? 'business');
    if (!request) throw new BadRequestError('At least one user message with text is required.');
    return request;
  }

  return {
    async chat(body: AssistantChatBody, caller: Caller): Promise<AssistantChatResponse> {
      const r = await run(chatRequestOrThrow(body), caller, AI_WORD_LIMITS.chat);
      return { content: r.text, message: r.text, tokenUsage: tokenUsageWire(r), meta: meta(r) };
    },

    /** Same answer as `chat`, as deltas; the budget is checked before the first byte. */
    async chatStream(body: AssistantChatBody, caller: Caller): Promise<AsyncIterable<ChatStreamEvent>> {
      const request = chatRequestOrThrow(body);
      await ensureSessionTokens(caller);
      const events = await ai.stream(request, caller.who);
      const limit = AI_WORD_LIMITS.chat;
      return (async function* () {
        let raw = '';
        for await (const ev of events) {
          if (ev.type === 'text') {
            // Deltas stop at the word limit; `done` carries the clamped whole.
            raw += ev.text;
            if (countWords(raw) < limit) yield { type: 'delta', text: ev.text };
          } else {
            const text = clampWords(ev.result.text, limit);
            const r = { ...ev.result, text };
            await noteActivity(caller, request, r);
            yield {
              type: 'done',
              response: { content: text, message: text, tokenUsage: tokenUsageWire(r), meta: meta(r) },
            };
          }
        }
      })();
    },

    async workspaceCommentary(body: z.output<typeof WorkspaceCommentaryBodySchema>, caller: Caller) {
      const r = await run(commentaryRequest(body.workspaceData, body.style ?? 'business'), caller, AI_WORD_LIMITS.commentary);
      return { commentary: r.text, tokenUsage: tokenUsageWire(r), meta: meta(r) };
    },

    async analyze(body: z.output<typeof AnalyzeBodySchema>, caller: Caller) {
      const r = await run(analyzeRequest(body.prompt, body.context), caller, AI_WORD_LIMITS.analysis);
      return { analysis: r.text, tokenUsage: tokenUsageWire(r), meta: meta(r) };
    },

    async aiChat(body: z.output<typeof AiChatBodySchema>, caller: Caller) {
      const r = await run(aiChatRequest(body), caller, AI_WORD_LIMITS.advisor);
      return { response: r.text, tokenUsage: tokenUsageWire(r), meta: meta(r) };
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
