/**
 * A local server speaking the Anthropic Messages wire format (JSON and SSE streaming,
 * with usage; tool use scripted with `state.script`, one turn per JSON request, then
 * `state.text`). Point the app at it with ANTHROPIC_BASE_URL=`${fake.url}`.
 */
import { pieces, sendJson, sendSse, startFakeServer } from './fake-http';

/** One scripted model turn: tool_use blocks (input is an object, as Anthropic always sends), text, or both. */
export interface FakeAnthropicTurn {
  text?: string;
  toolCalls?: { name: string; input: Record<string, unknown> }[];
}

export async function startFakeAnthropic(initial: { text?: string; model?: string } = {}) {
  const state = {
    text: initial.text ?? 'Priya Natarajan flagged churn at 4%; settle the Q3 hiring plan before Friday.',
    model: initial.model ?? 'claude-haiku-4-5-20251001',
    usage: { input_tokens: 250, output_tokens: 30, cache_read_input_tokens: 50 },
    script: [] as FakeAnthropicTurn[],
  };
  let callSeq = 0;
  const server = await startFakeServer((req, res) => {
    if (req.method !== 'POST' || req.path !== '/v1/messages') {
      return sendJson(res, { type: 'error', error: { type: 'not_found_error', message: 'no route' } }, 404);
    }
    if (!req.headers['x-api-key'] && !req.headers.authorization) {
      return sendJson(res, { type: 'error', error: { type: 'authentication_error', message: 'missing key' } }, 401);
    }
    const message = {
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model: state.model,
      stop_reason: 'end_turn',
      stop_sequence: null,
    };
    if (req.json?.stream) {
      const deltas = pieces(state.text).map((p) => ({
        event: 'content_block_delta',
        data: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: p } },
      }));
      return sendSse(res, [
        {
          event: 'message_start',
          data: {
            type: 'message_start',
            message: { ...message, content: [], stop_reason: null, usage: { ...state.usage, output_tokens: 1 } },
          },
        },
        { event: 'content_block_start', data: { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } } },
        ...deltas,
        { event: 'content_block_stop', data: { type: 'content_block_stop', index: 0 } },
        {
          event: 'message_delta',
          data: { type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: state.usage.output_tokens } },
        },
        { event: 'message_stop', data: { type: 'message_stop' } },
      ]);
    }
    const turn = state.script.shift();
    if (turn) {
      const uses = (turn.toolCalls ?? []).map((c) => ({ type: 'tool_use', id: `toolu_${++callSeq}`, name: c.name, input: c.input }));
      const content = [...(turn.text ? [{ type: 'text', text: turn.text }] : []), ...uses];
      return sendJson(res, { ...message, stop_reason: uses.length ? 'tool_use' : 'end_turn', content, usage: state.usage });
    }
    return sendJson(res, { ...message, content: [{ type: 'text', text: state.text }], usage: state.usage });
  });
  return { ...server, url: server.origin, state };
}
export type FakeAnthropic = Awaited<ReturnType<typeof startFakeAnthropic>>;
