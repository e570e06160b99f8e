/**
 * A bounded function-calling loop, the same for every provider engine: the model is given
 * tools; each tool call it asks for is run and its result handed back; the loop ends when
 * the model answers without calling a tool, or after `maxSteps` model calls, when it is
 * asked for its answer with tool choice none.
 *
 * A call the model got wrong never throws: a tool name that was not declared, arguments
 * that are not a JSON object, or a call the tool refuses (`call` answers `isError`) go back
 * to the model as a tool error message naming what is wrong, so it can correct itself.
 * Only provider failures (thrown by `step`) and the caller's own failures end the loop.
 */
import type { AgentStepRequest, AgentStepResult, AgentToolCall, AgentToolOutput, AgentTurn, AiRequest, AiTool } from './types';

export const DEFAULT_AGENT_MAX_STEPS = 6;
/** The whole loop's deadline, in AI_TIMEOUT_MS (one model call's): AiService.agent gives every step what is left of it. */
export const AGENT_DEADLINE_STEPS = 2;
/** A tool result longer than this is cut (with a note) before it goes back to the model. */
export const MAX_TOOL_RESULT_CHARS = 12_000;
/** Tool calls run in one step; the model's further calls in that step are answered as errors. */
export const MAX_CALLS_PER_STEP = 8;
/** Characters of tool results one loop hands back in all; past it, results are cut to a note. */
export const MAX_LOOP_RESULT_CHARS = 40_000;

export interface AgentLoopOptions {
  request: AiRequest;
  tools: AiTool[];
  /** Runs one tool call with parsed arguments. Throwing ends the loop (a bug, not a model mistake). */
  call(name: string, args: Record<string, unknown>): Promise<AgentToolOutput>;
  /** One model call (accounted by the AI service). */
  step(step: AgentStepRequest): Promise<AgentStepResult>;
  maxSteps?: number;
  /** Calls run per step (default MAX_CALLS_PER_STEP). */
  maxCallsPerStep?: number;
  /** Tool-result characters per loop (default MAX_LOOP_RESULT_CHARS). */
  maxResultChars?: number;
}

export interface AgentLoopOutcome {
  last: AgentStepResult;
  steps: AgentStepResult[];
  calls: { name: string; arguments: string; isError: boolean }[];
}

function parseArguments(raw: string): Record<string, unknown> | string {
  let value: unknown;
  try {
    value = JSON.parse(raw.trim() === '' ? '{}' : raw);
  } catch {
    return 'the arguments are not valid JSON; send one JSON object';
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'the arguments must be one JSON object';
  return value as Record<string, unknown>;
}

function clip(text: string): string {
  if (text.length <= MAX_TOOL_RESULT_CHARS) return text;
  return `${text.slice(0, MAX_TOOL_RESULT_CHARS)}… (cut: the result was ${text.length} characters; narrow the call)`;
}

async function runCall(opts: AgentLoopOptions, c: AgentToolCall): Promise<AgentToolOutput> {
  if (!opts.tools.some((t) => t.name === c.name)) {
    const names = opts.tools.map((t) => t.name).join(', ');
    return { content: `Error: there is no tool named "${c.name}". The tools are: ${names}.`, isError: true };
  }
  const args = parseArguments(c.arguments);
  if (typeof args === 'string') return { content: `Error calling ${c.name}: ${args}.`, isError: true };
  const out = await opts.call(c.name, args);
  return { content: out.isError ? `Error calling ${c.name}: ${out.content}` : clip(out.content), isError: Boolean(out.isError) };
}

export async function runAgentLoop(opts: AgentLoopOptions): Promise<AgentLoopOutcome> {
  const maxSteps = Math.max(1, opts.maxSteps ?? DEFAULT_AGENT_MAX_STEPS);
  const turns: AgentTurn[] = [];
  const steps: AgentStepResult[] = [];
  const calls: AgentLoopOutcome['calls'] = [];
  const perStep = Math.max(1, opts.maxCallsPerStep ?? MAX_CALLS_PER_STEP);
  /** Characters of results the loop may still hand back. */
  let room = opts.maxResultChars ?? MAX_LOOP_RESULT_CHARS;
  for (let i = 0; i < maxSteps; i++) {
    const res = await opts.step({ request: opts.request, turns: [...turns], tools: opts.tools, toolChoice: 'auto' });
    steps.push(res);
    if (res.calls.length === 0) return { last: res, steps, calls };
    turns.push({ kind: 'model', text: res.text, calls: res.calls });
    const results: Extract<AgentTurn, { kind: 'results' }>['results'] = [];
    // One after another: the tools share one database connection on PGlite.
    for (const [n, c] of res.calls.entries()) {
      let out: AgentToolOutput;
      if (n >= perStep) out = { content: `Error calling ${c.name}: too many calls in one step (at most ${perStep}); call again with fewer.`, isError: true };
      else {
        out = await runCall(opts, c);
        if (!out.isError) {
          // The loop's whole budget of result text: what is past it is cut, then left out.
          const kept = room > 0 ? out.content.slice(0, room) : '';
          if (kept.length < out.content.length) out = { content: `${kept}… (cut: this answer has read all the tool results it may; answer from what you have)` };
          room -= kept.length;
        }
      }
      calls.push({ name: c.name, arguments: c.arguments, isError: Boolean(out.isError) });
      results.push({ callId: c.id, name: c.name, content: out.content, isError: Boolean(out.isError) });
    }
    turns.push({ kind: 'results', results });
  }
  // Out of steps: the model answers from what it has, with no tool to call.
  const last = await opts.step({ request: opts.request, turns: [...turns], tools: opts.tools, toolChoice: 'none' });
  steps.push(last);
  return { last: { ...last, calls: [] }, steps, calls };
}
