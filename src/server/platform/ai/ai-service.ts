/**
 * The one AI layer every feature calls. `complete()` and `stream()` take a request
 * (server-written system prompt, user material as quoted data) and who pays for it,
 * and:
 *  - refuse with 429 once the caller's daily token budget is spent (paid engines only:
 *    the offline engine costs nothing, its estimated usage is never billed against
 *    the budget, and it keeps only the per-minute request limit of the routes);
 *  - give the engine one deadline (AI_TIMEOUT_MS, 30 s) for the whole call, retrying
 *    429/5xx/network failures with exponential back-off (or the provider's
 *    Retry-After) while time remains;
 *  - take token counts from the provider, else from the tokenizer; price them from
 *    the one price table;
 *  - charge a signed-in caller's call to their active shared workspace, refuse with 429
 *    once that workspace's monthly token budget is spent, and warn its members at 80 %
 *    (the workspaces feature's gate, handed in as `budget` by app.ts; ADR 027, ADR 050);
 *  - record every call, failed ones included, in ai_usage;
 *  - turn a final failure into a clear 502/503/504 for the client.
 */
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AppError } from '../../errors';
import { AiBudgetError, EngineError, toClientError } from './errors';
import { fromSdkError } from './sdk-errors';
import { costUsd, countPromptTokens, countTextTokens, priceFor } from './tokens';
import { AGENT_DEADLINE_STEPS, runAgentLoop } from './agent-loop';
import type {
  AgentResult,
  AgentStepRequest,
  AgentStepResult,
  AgentToolOutput,
  AgentTurn,
  AiEngine,
  AiMessage,
  AiRequest,
  AiResult,
  AiStreamEvent,
  AiTool,
  Attribution,
  EngineResult,
  TokenCounts,
} from './types';
import { recordUsage, startOfUtcDay, tokensUsedSince } from './usage';

/** The shared workspace a call is charged to. */
export interface ChargedWorkspace {
  id: string;
  name: string;
  monthlyTokenBudget: number | null;
}

/**
 * Shared workspaces' monthly token budgets (ADR 027), the workspaces feature's business,
 * handed in by app.ts (ADR 050).
 */
export interface WorkspaceBudgetGate {
  /** Before a call: the user's active workspace (charged), or null; throws a 429 AppError once its budget is spent. */
  admit(userId: string, now: number): Promise<ChargedWorkspace | null>;
  /** After a successful call: warns the workspace's members near the budget (a failure is ignored). */
  afterCall(workspace: ChargedWorkspace, now: number): Promise<void>;
}

export interface AiServiceDeps {
  db: Db;
  engine: AiEngine;
  config: Config['ai'];
  /** Shared workspaces' budgets; without it no call is charged to a workspace. */
  budget?: WorkspaceBudgetGate;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createAiService(deps: AiServiceDeps) {
  const { db, engine, config } = deps;
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? defaultSleep;

  function budgetFor(who: Attribution): number {
    return who.userId ? config.dailyTokenBudget : config.anonDailyTokenBudget;
  }

  async function ensureBudget(who: Attribution): Promise<void> {
    if (engine.name === 'offline') return;
    const t = now();
    const used = await tokensUsedSince(db, who, startOfUtcDay(t));
    const budget = budgetFor(who);
    if (used >= budget) {
      const resetIn = Math.ceil((startOfUtcDay(t).getTime() + 86_400_000 - t) / 1000);
      throw new AiBudgetError(budget, resetIn, Boolean(who.userId));
    }
  }

  /** Provider usage when reported, else the tokenizer's count of what was sent and received. */
  async function account(request: AiRequest, text: string, usage: TokenCounts | undefined) {
    if (usage) return { counts: usage, source: 'provider' as const };
    return {
      counts: {
        inputTokens: await countPromptTokens(request.system, request.messages),
        outputTokens: await countTextTokens(text),
        reasoningTokens: 0,
      },
      source: 'tokenizer' as const,
    };
  }

  function price(model: string, counts: TokenCounts): number {
    // The offline engine runs here: free whatever the price table or override says.
    if (engine.name === 'offline') return 0;
    return costUsd(counts, priceFor(model, config.prices, config.priceOverride));
  }

  async function recordFailure(request: AiRequest, who: Attribution, startedAt: number) {
    await recordUsage(db, {
      who,
      feature: request.feature,
      engine: engine.name,
      model: engine.model,
      inputTokens: 0,
      outputTokens: 0,
      reasoningTokens: 0,
      durationMs: now() - startedAt,
      costUsd: 0,
      ok: false,
      estimated: false,
      startedAt: new Date(startedAt),
    });
  }

  async function finish(request: AiRequest, who: Attribution, startedAt: number, res: EngineResult): Promise<AiResult> {
    const durationMs = Math.max(0, now() - startedAt);
    const { counts, source } = await account(request, res.text, res.usage);
    const cost = price(res.model, counts);
    await recordUsage(db, {
      who,
      feature: request.feature,
      engine: engine.name,
      model: res.model,
      ...counts,
      durationMs,
      costUsd: cost,
      ok: true,
      estimated: source === 'tokenizer',
      startedAt: new Date(startedAt),
    });
    return {
      text: res.text,
      ...counts,
      totalTokens: counts.inputTokens + counts.outputTokens + counts.reasoningTokens,
      model: res.model,
      engine: engine.name,
      durationMs,
      costUsd: cost,
      usageSource: source,
    };
  }

  /** How long to wait before retry number `attempt` (0-based), or undefined to give up. */
  function backoff(err: EngineError, attempt: number, deadline: number): number | undefined {
    if (!err.retryable || attempt >= config.maxRetries) return undefined;
    const wait = err.retryAfterMs ?? config.retryBaseMs * 2 ** attempt;
    return now() + wait < deadline ? wait : undefined;
  }

  function attemptSignal(deadline: number): AbortSignal {
    return AbortSignal.timeout(Math.max(1, deadline - now()));
  }

  const clientError = (err: unknown): AppError => toClientError(err, config.timeoutMs);

  /**
   * Both budgets before a call: the caller's daily one, then their active workspace's
   * monthly one. Answers the attribution with the workspace charged, and the workspace.
   */
  async function admit(who: Attribution): Promise<{ who: Attribution; ws: ChargedWorkspace | null }> {
    await ensureBudget(who);
    const ws = who.userId && deps.budget ? await deps.budget.admit(who.userId, now()) : null;
    return { who: { ...who, sharedWorkspaceId: ws?.id ?? null }, ws };
  }

  /** After a successful call: the 80 % warning, which must never fail the answer. */
  async function afterCall(ws: ChargedWorkspace | null) {
    if (!ws || !deps.budget) return;
    try {
      await deps.budget.afterCall(ws, now());
    } catch {
      /* a missed warning is retried by the next call */
    }
  }

  /** The request with an agent loop's turns as plain messages, for the tokenizer's count when the provider reports none. */
  function withTurns(request: AiRequest, turns: AgentTurn[]): AiRequest {
    const extra: AiMessage[] = turns.map((t) =>
      t.kind === 'model'
        ? { role: 'assistant', content: [t.text, ...t.calls.map((c) => `${c.name}(${c.arguments})`)].join('\n') }
        : { role: 'user', content: t.results.map((r) => r.content).join('\n') },
    );
    return { ...request, messages: [...request.messages, ...extra] };
  }

  /**
   * One model call of an agent loop, as `complete` makes its call: both budgets checked
   * first, one deadline with retries, the provider's tokens recorded in ai_usage under the
   * request's feature (failures too).
   */
  async function agentStep(step: AgentStepRequest, caller: Attribution, loopDeadline: number): Promise<{ res: AgentStepResult; result: AiResult }> {
    const stepFn = engine.step?.bind(engine);
    if (!stepFn) throw new EngineError(`The ${engine.name} engine cannot call tools.`, 'empty');
    const { who, ws } = await admit(caller);
    const accounted = withTurns(step.request, step.turns);
    const startedAt = now();
    // A step's own deadline, never past the whole loop's.
    const deadline = Math.min(startedAt + config.timeoutMs, loopDeadline);
    let res: AgentStepResult;
    for (let attempt = 0; ; attempt++) {
      const signal = attemptSignal(deadline);
      try {
        res = await stepFn(step, signal);
        if (!res.text.trim() && res.calls.length === 0) throw new EngineError('The AI provider returned an empty answer.', 'empty');
        break;
      } catch (err) {
        const e = fromSdkError(err, signal);
        const wait = backoff(e, attempt, deadline);
        if (wait === undefined) {
          await recordFailure(accounted, who, startedAt);
          throw clientError(e);
        }
        await sleep(wait);
      }
    }
    const callsText = res.calls.map((c) => `${c.name}(${c.arguments})`).join('\n');
    const result = await finish(accounted, who, startedAt, { ...res, text: [res.text, callsText].filter(Boolean).join('\n') });
    await afterCall(ws);
    return { res, result };
  }

  return {
    engine: { name: engine.name, model: engine.model },
    /** Whether the engine can call tools (the provider engines; the offline engine cannot). */
    canUseTools: Boolean(engine.step),

    /**
     * A bounded function-calling loop (agent-loop.ts): the model calls `tools` (each run by
     * `call`) until it answers, at most `maxSteps` model calls, then it is asked for its
     * answer with tool choice none. Every model call is admitted, retried and recorded like
     * `complete`'s. Throws the client error of a provider failure, or an empty answer.
     */
    async agent(
      request: AiRequest,
      tools: AiTool[],
      call: (name: string, args: Record<string, unknown>) => Promise<AgentToolOutput>,
      caller: Attribution,
      opts: { maxSteps?: number } = {},
    ): Promise<AgentResult> {
      const results: AiResult[] = [];
      // One deadline for the whole loop: AGENT_DEADLINE_STEPS steps' worth of AI_TIMEOUT_MS.
      const loopDeadline = now() + AGENT_DEADLINE_STEPS * config.timeoutMs;
      const outcome = await runAgentLoop({
        request,
        tools,
        call,
        maxSteps: opts.maxSteps,
        step: async (s) => {
          const { res, result } = await agentStep(s, caller, loopDeadline);
          results.push(result);
          return res;
        },
      });
      const text = outcome.last.text.trim();
      if (!text) throw clientError(new EngineError('The AI provider returned an empty answer.', 'empty'));
      const sum = (f: (r: AiResult) => number) => results.reduce((n, r) => n + f(r), 0);
      return {
        text,
        model: results[results.length - 1]?.model ?? engine.model,
        engine: engine.name,
        steps: results.length,
        calls: outcome.calls,
        inputTokens: sum((r) => r.inputTokens),
        outputTokens: sum((r) => r.outputTokens),
        reasoningTokens: sum((r) => r.reasoningTokens),
        costUsd: sum((r) => r.costUsd),
      };
    },

    async complete(request: AiRequest, caller: Attribution): Promise<AiResult> {
      const { who, ws } = await admit(caller);
      const startedAt = now();
      const deadline = startedAt + config.timeoutMs;
      let res: EngineResult;
      for (let attempt = 0; ; attempt++) {
        const signal = attemptSignal(deadline);
        try {
          res = await engine.complete(request, signal);
          if (!res.text.trim()) throw new EngineError('The AI provider returned an empty answer.', 'empty');
          break;
        } catch (err) {
          const e = fromSdkError(err, signal);
          const wait = backoff(e, attempt, deadline);
          if (wait === undefined) {
            await recordFailure(request, who, startedAt);
            throw clientError(e);
          }
          await sleep(wait);
        }
      }
      const result = await finish(request, who, startedAt, res);
      await afterCall(ws);
      return result;
    },

    /**
     * Checks the budget first (so a refusal is an ordinary 429), then yields text
     * deltas and a final `done` with the accounted result. Retries only before the
     * first delta: after that, a failure ends the stream with the client error.
     */
    async stream(request: AiRequest, caller: Attribution): Promise<AsyncIterable<AiStreamEvent>> {
      const { who, ws } = await admit(caller);
      const startedAt = now();
      const deadline = startedAt + config.timeoutMs;
      return (async function* run(): AsyncGenerator<AiStreamEvent> {
        let text = '';
        let model = engine.model;
        let usage: TokenCounts | undefined;
        for (let attempt = 0; ; attempt++) {
          const signal = attemptSignal(deadline);
          try {
            for await (const ev of engine.stream(request, signal)) {
              if (ev.type === 'text') {
                text += ev.text;
                yield ev;
              } else {
                model = ev.model;
                usage = ev.usage;
              }
            }
            if (!text.trim()) throw new EngineError('The AI provider returned an empty answer.', 'empty');
            break;
          } catch (err) {
            const e = fromSdkError(err, signal);
            const wait = text ? undefined : backoff(e, attempt, deadline);
            if (wait === undefined) {
              await recordFailure(request, who, startedAt);
              throw clientError(e);
            }
            await sleep(wait);
          }
        }
        const result = await finish(request, who, startedAt, { text, model, usage });
        await afterCall(ws);
        yield { type: 'done', result };
      })();
    },

    /** Tokens left today for `who`. */
    async remainingToday(who: Attribution): Promise<number> {
      const used = await tokensUsedSince(db, who, startOfUtcDay(now()));
      return Math.max(0, budgetFor(who) - used);
    },
  };
}

export type AiService = ReturnType<typeof createAiService>;
