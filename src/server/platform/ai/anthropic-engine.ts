/**
 * Anthropic Messages API through the official SDK. SDK retries are off: the layer
 * retries, so every engine behaves the same.
 */
import type Anthropic from '@anthropic-ai/sdk';
import type { MessageCreateParamsNonStreaming, MessageParam } from '@anthropic-ai/sdk/resources/messages';
import type { AgentStepRequest, AgentStepResult, AiEngine, AiGrounding, AiRequest, EngineResult, EngineStreamEvent, TokenCounts } from './types';
import { EngineError } from './errors';
import { fromSdkError } from './sdk-errors';
import { loadOnce } from '../load-once';

export const DEFAULT_ANTHROPIC_MODEL = 'claude-haiku-4-5';

export interface AnthropicEngineOptions {
  apiKey: string;
  baseURL?: string;
  model?: string;
  /** Tool calls worked out before the call and handed to the model (the founder advisor's, from app.ts); none when absent. */
  grounding?: AiGrounding;
}

interface WireUsage {
  input_tokens?: number | null;
  output_tokens?: number | null;
  cache_creation_input_tokens?: number | null;
  cache_read_input_tokens?: number | null;
}

/** Cached prompt tokens are still prompt tokens. Anthropic reports thinking inside output_tokens. */
export function anthropicUsage(u: WireUsage | null | undefined): TokenCounts | undefined {
  if (!u || typeof u.input_tokens !== 'number') return undefined;
  return {
    inputTokens: u.input_tokens + (u.cache_creation_input_tokens ?? 0) + (u.cache_read_input_tokens ?? 0),
    outputTokens: u.output_tokens ?? 0,
    reasoningTokens: 0,
  };
}

/** A tool call's arguments as the object Anthropic replays: the model's own JSON (always an object from Anthropic). */
function toolInput(args: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(args);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function createAnthropicEngine(opts: AnthropicEngineOptions): AiEngine {
  const model = opts.model ?? DEFAULT_ANTHROPIC_MODEL;
  // The SDK is imported on first use, so a server without this provider does not load it at start-up.
  const anthropic = loadOnce(async (): Promise<Anthropic> => {
    const { default: Anthropic } = await import('@anthropic-ai/sdk');
    return new Anthropic({ apiKey: opts.apiKey, baseURL: opts.baseURL, maxRetries: 0, timeout: 120_000 });
  });
  /**
   * The conversation, and when the grounding has a call for it (the founder math, when the
   * material has figures), the `tool_use` with its `tool_result`, the tool declared and
   * tool choice none: the model answers from the computed figures in this one request.
   */
  const grounding = opts.grounding;
  const params = (r: AiRequest): MessageCreateParamsNonStreaming => {
    const call = grounding?.call(r);
    const messages: MessageParam[] = r.messages.map((m) => ({ role: m.role, content: m.content }));
    if (!call) return { model, max_tokens: r.maxOutputTokens, system: r.system, messages };
    messages.push(
      { role: 'assistant', content: [{ type: 'tool_use', id: call.id, name: grounding!.tool.name, input: call.input }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: call.id, content: call.result }] },
    );
    return {
      model,
      max_tokens: r.maxOutputTokens,
      system: `${r.system} ${grounding!.instruction}`,
      messages,
      tools: [{ name: grounding!.tool.name, description: grounding!.tool.description, input_schema: grounding!.tool.parameters }],
      tool_choice: { type: 'none' as const },
    };
  };

  /** An agent loop's step: the conversation, the turns so far as tool_use and tool_result blocks, the tools. */
  const stepParams = (s: AgentStepRequest): MessageCreateParamsNonStreaming => {
    const messages: MessageParam[] = s.request.messages.map((m) => ({ role: m.role, content: m.content }));
    for (const t of s.turns) {
      if (t.kind === 'model') {
        messages.push({
          role: 'assistant',
          content: [
            ...(t.text ? [{ type: 'text' as const, text: t.text }] : []),
            ...t.calls.map((c) => ({ type: 'tool_use' as const, id: c.id, name: c.name, input: toolInput(c.arguments) })),
          ],
        });
      } else {
        messages.push({
          role: 'user',
          content: t.results.map((r) => ({ type: 'tool_result' as const, tool_use_id: r.callId, content: r.content, is_error: r.isError })),
        });
      }
    }
    return {
      model,
      max_tokens: s.request.maxOutputTokens,
      system: s.request.system,
      messages,
      tools: s.tools.map((t) => ({ name: t.name, description: t.description, input_schema: t.parameters })),
      tool_choice: { type: s.toolChoice },
    };
  };

  return {
    name: 'anthropic',
    model,
    async step(s: AgentStepRequest, signal: AbortSignal): Promise<AgentStepResult> {
      try {
        const client = await anthropic();
        const res = await client.messages.create(stepParams(s), { signal });
        const text = res.content
          .map((b) => (b.type === 'text' ? b.text : ''))
          .join('')
          .trim();
        const calls = res.content.flatMap((b) => (b.type === 'tool_use' ? [{ id: b.id, name: b.name, arguments: JSON.stringify(b.input ?? {}) }] : []));
        return { text, calls, model: res.model || model, usage: anthropicUsage(res.usage) };
      } catch (err) {
        throw fromSdkError(err, signal);
      }
    },
    async complete(request: AiRequest, signal: AbortSignal): Promise<EngineResult> {
      try {
        const client = await anthropic();
        const res = await client.messages.create(params(request), { signal });
        const text = res.content
          .map((b) => (b.type === 'text' ? b.text : ''))
          .join('')
          .trim();
        if (!text) throw new EngineError('The AI provider returned an empty answer.', 'empty');
        return { text, model: res.model || model, usage: anthropicUsage(res.usage) };
      } catch (err) {
        throw fromSdkError(err, signal);
      }
    },
    async *stream(request: AiRequest, signal: AbortSignal): AsyncIterable<EngineStreamEvent> {
      let answeredBy = model;
      let input: WireUsage | undefined;
      let output: number | undefined;
      try {
        const client = await anthropic();
        const stream = await client.messages.create({ ...params(request), stream: true }, { signal });
        for await (const event of stream) {
          if (event.type === 'message_start') {
            answeredBy = event.message.model || model;
            input = event.message.usage;
          } else if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') {
            if (event.delta.text) yield { type: 'text', text: event.delta.text };
          } else if (event.type === 'message_delta') {
            output = event.usage.output_tokens ?? output;
          }
        }
      } catch (err) {
        throw fromSdkError(err, signal);
      }
      const usage = input ? anthropicUsage({ ...input, output_tokens: output ?? input.output_tokens }) : undefined;
      yield { type: 'done', model: answeredBy, usage };
    },
  };
}
