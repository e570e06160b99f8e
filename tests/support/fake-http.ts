/**
 * Shared plumbing for the local wire-format servers (fake-openai, fake-anthropic,
 * fake-elevenlabs): node:http on 127.0.0.1 and a free port, every request recorded,
 * and scripted failures consumed one per request before normal answers resume.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  /** Parsed JSON body, when the body is JSON. */
  json?: Record<string, unknown>;
}

export interface ScriptedFailure {
  status?: number;
  /** Retry-After header value. */
  retryAfter?: string;
  /** Wait this long before answering (time-out tests); the answer is then a normal one unless `status` is set. */
  delayMs?: number;
  body?: unknown;
}

export type Handler = (req: RecordedRequest, res: http.ServerResponse) => void | Promise<void>;

export async function startFakeServer(route: Handler) {
  const requests: RecordedRequest[] = [];
  const failures: ScriptedFailure[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const raw = Buffer.concat(chunks);
      let json: Record<string, unknown> | undefined;
      if (String(req.headers['content-type'] ?? '').includes('application/json')) {
        try {
          json = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
        } catch {
          json = undefined;
        }
      }
      const recorded: RecordedRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, raw, json };
      requests.push(recorded);
      const failure = failures.shift();
      if (failure?.delayMs) await new Promise((r) => setTimeout(r, failure.delayMs));
      if (res.destroyed) return;
      if (failure?.status) {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (failure.retryAfter !== undefined) headers['retry-after'] = failure.retryAfter;
        res.writeHead(failure.status, headers);
        res.end(JSON.stringify(failure.body ?? { error: { message: `scripted ${failure.status}`, type: 'scripted' } }));
        return;
      }
      try {
        await route(recorded, res);
      } catch (err) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: String(err) } }));
      }
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    /** The next requests get these answers, in order, before normal answers resume. */
    failNext(...list: ScriptedFailure[]) {
      failures.push(...list);
    },
    reset() {
      requests.length = 0;
      failures.length = 0;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function sendJson(res: http.ServerResponse, body: unknown, status = 200) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export function sendSse(res: http.ServerResponse, events: { event?: string; data: unknown }[]) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const e of events) {
    res.write(`${e.event ? `event: ${e.event}\n` : ''}data: ${typeof e.data === 'string' ? e.data : JSON.stringify(e.data)}\n\n`);
  }
  res.end();
}

/** Splits text into a few deltas, as providers stream. */
export function pieces(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [text];
}
