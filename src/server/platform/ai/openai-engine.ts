/**
 * OpenAI-compatible chat completions through the official SDK: OpenAI itself, or any
 * server speaking its wire format (Ollama, vLLM, LM Studio) via OPENAI_BASE_URL.
 * SDK retries are off: the layer retries, so every engine behaves the same.
 */
import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AgentStepRequest, AgentStepResult, AiEngine, AiGrounding, AiRequest, EngineResult, EngineStreamEvent, TokenCounts } from './types';
import { EngineError } from './errors';
import { fromSdkError } from './sdk-errors';
import { loadOnce } from '../load-once';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

export interface OpenAiEngineOptions {
  apiKey: string;
  baseURL?: string;
  model?: string;
  /** Tool calls worked out before the call and handed to the model (the founder advisor's, from app.ts); none when absent. */
  grounding?: AiGrounding;
}

interface WireUsage {
  prompt_tokens?: number;
  completion_tokens?: number;
  completion_tokens_details?: { reasoning_tokens?: number } | null;
}

/** OpenAI counts reasoning inside completion_tokens; the layer keeps them apart. */
export function openAiUsage(u: WireUsage | null | undefined): TokenCounts | undefined {
  if (!u || typeof u.prompt_tokens !== 'number') return undefined;
  const reasoning = u.completion_tokens_details?.reasoning_tokens ?? 0;
  return {
    inputTokens: u.prompt_tokens,
    outputTokens: Math.max(0, (u.completion_tokens ?? 0) - reasoning),
    reasoningTokens: reasoning,
  };
}

export function createOpenAiEngine(opts: OpenAiEngineOptions): AiEngine {
  const model = opts.model ?? DEFAULT_OPENAI_MODEL;
  // The SDK is imported on first use, so a server without this provider does not load it at start-up.
  const openai = loadOnce(async (): Promise<OpenAI> => {
    const { default: OpenAI } = await import('openai');
    return new OpenAI({ apiKey: opts.apiKey, baseURL: opts.baseURL, maxRetries: 0, timeout: 120_000 });
  });
  // Reasoning models take max_completion_tokens; most compatible servers know only max_tokens.
  const limit = (n: number) => (/^(o\d|gpt-5)/.test(model) ? { max_completion_tokens: n } : { max_tokens: n });
  /**
   * The conversation, and when the grounding has a call for it (the founder math, when the
   * material has figures), the call with its result (function calling), the tool declared
   * and tool choice none: the model answers from the computed figures in this one request.
   */
  const grounding = opts.grounding;
  const body = (r: AiRequest) => {
    const call = grounding?.call(r);
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: call ? `${r.system} ${grounding!.instruction}` : r.system },
      ...r.messages.map((m) => ({ role: m.role, content: m.content })),
    ];
    if (!call) return { model, messages, ...limit(r.maxOutputTokens) };
    messages.push(
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: call.id, type: 'function', function: { name: grounding!.tool.name, arguments: JSON.stringify(call.input) } }],
      },
      { role: 'tool', tool_call_id: call.id, content: call.result },
    );
    return {
      model,
      messages,
      ...limit(r.maxOutputTokens),
      tools: [{ type: 'function' as const, function: grounding!.tool }],
      tool_choice: 'none' as const,
    };
  };

  /** An agent loop's step: the conversation, the turns so far as tool_calls and tool messages, the tools. */
  const stepBody = (s: AgentStepRequest) => {
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: s.request.system },
      ...s.request.messages.map((m) => ({ role: m.role, content: m.content })),
    ];
    for (const t of s.turns) {
      if (t.kind === 'model') {
        messages.push({
          role: 'assistant',
          content: t.text || null,
          tool_calls: t.calls.map((c) => ({ id: c.id, type: 'function' as const, function: { name: c.name, arguments: c.arguments } })),
        });
      } else {
        for (const r of t.results) messages.push({ role: 'tool', tool_call_id: r.callId, content: r.content });
      }
    }
    return {
      model,
      messages,
      ...limit(s.request.maxOutputTokens),
      tools: s.tools.map((t) => ({ type: 'function' as const, function: { name: t.name, description: t.description, parameters: t.parameters } })),
      tool_choice: s.toolChoice,
    };
  };

  return {
    name: 'openai',
    model,
    async step(s: AgentStepRequest, signal: AbortSignal): Promise<AgentStepResult> {
      try {
        const client = await openai();
        const res = await client.chat.completions.create(stepBody(s), { signal });
        const message = res.choices[0]?.message;
        const calls = (message?.tool_calls ?? []).flatMap((c) =>
          c.type === 'function' ? [{ id: c.id, name: c.function.name, arguments: c.function.arguments ?? '' }] : [],
        );
        return { text: message?.content ?? '', calls, model: res.model || model, usage: openAiUsage(res.usage) };
      } catch (err) {
        throw fromSdkError(err, signal);
      }
    },
    async complete(request: AiRequest, signal: AbortSignal): Promise<EngineResult> {
      try {
        const client = await openai();
        const res = await client.chat.completions.create(body(request), { signal });
        const text = res.choices[0]?.message?.content ?? '';
        if (!text.trim()) throw new EngineError('The AI provider returned an empty answer.', 'empty');
        return { text, model: res.model || model, usage: openAiUsage(res.usage) };
      } catch (err) {
        throw fromSdkError(err, signal);
      }
    },
    async *stream(request: AiRequest, signal: AbortSignal): AsyncIterable<EngineStreamEvent> {
      let answeredBy = model;
      let usage: TokenCounts | undefined;
      try {
        const client = await openai();
        const stream = await client.chat.completions.create(
          { ...body(request), stream: true, stream_options: { include_usage: true } },
          { signal },
        );
        for await (const chunk of stream) {
          if (chunk.model) answeredBy = chunk.model;
          if (chunk.usage) usage = openAiUsage(chunk.usage);
          const delta = chunk.choices[0]?.delta?.content;
          if (delta) yield { type: 'text', text: delta };
        }
      } catch (err) {
        throw fromSdkError(err, signal);
      }
      yield { type: 'done', model: answeredBy, usage };
    },
  };
}
