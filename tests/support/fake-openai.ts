/**
 * A local server speaking the OpenAI wire format: chat completions (JSON and SSE
 * streaming, with usage), /v1/audio/speech (a real WAV) and /v1/audio/transcriptions.
 * Point the app at it with OPENAI_BASE_URL=`${fake.url}`.
 */
import { pcmToWav } from '../../src/server/platform/voice/wav';
import { pieces, sendJson, sendSse, startFakeServer } from './fake-http';

export interface FakeOpenAiOptions {
  text?: string;
  model?: string;
  usage?: { prompt_tokens: number; completion_tokens: number; reasoning_tokens?: number } | null;
  transcript?: string;
}

/** 0.5 s of a 440 Hz tone, 24 kHz mono 16-bit. */
export function toneWav(seconds = 0.5, rate = 24_000): Buffer {
  const n = Math.round(seconds * rate);
  const pcm = Buffer.alloc(n * 2);
  for (let i = 0; i < n; i++) pcm.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), i * 2);
  return pcmToWav(pcm, rate);
}

export async function startFakeOpenAi(initial: FakeOpenAiOptions = {}) {
  const state = {
    text: initial.text ?? 'Acme Corp ARR is $120K; decide on the VP of Sales hire this week.',
    model: initial.model ?? 'gpt-4o-mini-2024-07-18',
    usage: initial.usage === undefined ? { prompt_tokens: 321, completion_tokens: 45, reasoning_tokens: 12 } : initial.usage,
    transcript: initial.transcript ?? 'hello from the fake transcription service',
  };
  const wireUsage = () =>
    state.usage && {
      prompt_tokens: state.usage.prompt_tokens,
      completion_tokens: state.usage.completion_tokens,
      total_tokens: state.usage.prompt_tokens + state.usage.completion_tokens,
      completion_tokens_details: { reasoning_tokens: state.usage.reasoning_tokens ?? 0 },
    };
  const server = await startFakeServer((req, res) => {
    if (req.method === 'POST' && req.path === '/v1/chat/completions') {
      const created = Math.floor(Date.now() / 1000);
      if (req.json?.stream) {
        const chunks = pieces(state.text).map((p, i) => ({
          data: {
            id: 'chatcmpl-fake',
            object: 'chat.completion.chunk',
            created,
            model: state.model,
            choices: [{ index: 0, delta: i === 0 ? { role: 'assistant', content: p } : { content: p }, finish_reason: null }],
          },
        }));
        const tail = [
          { data: { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created, model: state.model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] } },
          ...((req.json.stream_options as { include_usage?: boolean } | undefined)?.include_usage && state.usage
            ? [{ data: { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created, model: state.model, choices: [], usage: wireUsage() } }]
            : []),
          { data: '[DONE]' },
        ];
        return sendSse(res, [...chunks, ...tail]);
      }
      return sendJson(res, {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created,
        model: state.model,
        choices: [{ index: 0, message: { role: 'assistant', content: state.text }, finish_reason: 'stop' }],
        ...(state.usage ? { usage: wireUsage() } : {}),
      });
    }
    if (req.method === 'POST' && req.path === '/v1/audio/speech') {
      res.writeHead(200, { 'content-type': 'audio/wav' });
      return void res.end(toneWav());
    }
    if (req.method === 'POST' && req.path === '/v1/audio/transcriptions') {
      return sendJson(res, { text: state.transcript });
    }
    sendJson(res, { error: { message: `no route ${req.method} ${req.path}` } }, 404);
  });
  return { ...server, url: `${server.origin}/v1`, state };
}
export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;
