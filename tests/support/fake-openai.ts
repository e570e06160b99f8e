/**
 * A local server speaking the OpenAI wire format: chat completions (JSON and SSE
 * streaming, with usage; function calling scripted with `state.script`), /v1/embeddings
 * (deterministic vectors, see `fakeEmbedding`), /v1/audio/speech (a real WAV) and
 * /v1/audio/transcriptions. Point the app at it with OPENAI_BASE_URL=`${fake.url}`.
 */
import { pcmToWav } from '../../src/server/platform/voice/wav';
import { pieces, sendJson, sendSse, startFakeServer } from './fake-http';

/**
 * One scripted model turn (function calling): tool calls, text, or both. Each JSON chat
 * completion takes the next turn of `state.script`; once it is empty, `state.text` answers.
 * `arguments` as a string is sent as is (so a test can send JSON that does not parse).
 */
export interface FakeModelTurn {
  text?: string;
  toolCalls?: { name: string; arguments: string | Record<string, unknown> }[];
}

export const FAKE_EMBEDDING_DIMS = 64;
/**
 * The fake's only notion of meaning: these words are read as the word they map to, so
 * "flat" and "apartment" get the same vector component. A real model learns this; the fake
 * is told. Everything else is a hashed bag of words.
 */
export const FAKE_SYNONYMS: Readonly<Record<string, string>> = { flat: 'apartment', flats: 'apartment', apartments: 'apartment', lease: 'apartment', movers: 'move', moving: 'move', moved: 'move' };

/** A deterministic unit vector: each word (synonyms folded) hashed (FNV-1a) into one of 64 components. */
export function fakeEmbedding(text: string): number[] {
  const v = new Array<number>(FAKE_EMBEDDING_DIMS).fill(0);
  for (const raw of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    const word = FAKE_SYNONYMS[raw] ?? raw;
    let h = 0x811c9dc5;
    for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 0x01000193) >>> 0;
    v[h % FAKE_EMBEDDING_DIMS]! += 1;
  }
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => x / norm);
}

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
    /** Scripted turns for JSON chat completions (function calling), consumed one per request. */
    script: [] as FakeModelTurn[],
    embeddingModel: 'text-embedding-fake',
  };
  let callSeq = 0;
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
      const turn = state.script.shift();
      const toolCalls = (turn?.toolCalls ?? []).map((c) => ({
        id: `call_${++callSeq}`,
        type: 'function',
        function: { name: c.name, arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments) },
      }));
      const message = turn
        ? { role: 'assistant', content: turn.text ?? null, ...(toolCalls.length ? { tool_calls: toolCalls } : {}) }
        : { role: 'assistant', content: state.text };
      return sendJson(res, {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created,
        model: state.model,
        choices: [{ index: 0, message, finish_reason: toolCalls.length ? 'tool_calls' : 'stop' }],
        ...(state.usage ? { usage: wireUsage() } : {}),
      });
    }
    if (req.method === 'POST' && req.path === '/v1/embeddings') {
      const input = req.json?.input;
      const texts = (Array.isArray(input) ? input : [input]).map(String);
      const base64 = req.json?.encoding_format === 'base64';
      const data = texts.map((t, index) => {
        const v = fakeEmbedding(t);
        return { object: 'embedding', index, embedding: base64 ? Buffer.from(new Float32Array(v).buffer).toString('base64') : v };
      });
      const tokens = texts.reduce((n, t) => n + (t.match(/\S+/g)?.length ?? 0), 0);
      return sendJson(res, { object: 'list', data, model: state.embeddingModel, usage: { prompt_tokens: tokens, total_tokens: tokens } });
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
