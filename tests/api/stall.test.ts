/**
 * No user can stall the server with a file or a text (#25, defects 1 and 2; ADR 044).
 * Every parser and user-text endpoint gets pathological input (the issue's and generated
 * ones: long runs of one character, nested brackets, U+2028/U+2029, `\"` runs) on a real
 * listening server, and a `GET /api/health` sent once the server has the whole
 * pathological request must be answered before that request finishes, or the request
 * must fail with the CPU-budget message. A parser that holds the event loop fails this:
 * the health check then waits for it.
 *
 * NOTE: a parser that is fast (the fixed, linear ones) could answer before the health
 * check however it ran, so what is checked is where the parse runs, not how long it takes.
 * The user-text pool is held (`userTextPool.hold()`: no thread takes a call) while each
 * request is sent: the request must reach the pool (its call is seen queued, for this
 * user) before it is answered, the health check must be answered while that call is
 * provably waiting in the pool, and once released the pool must have run the endpoint's
 * operations. A route that parses on the main thread answers without reaching the pool,
 * or without the operation it should have run there: the test fails, whatever the timing.
 * The NLP thread (the assistant) has no such hold: its case keeps the thread busy with
 * ordinary work (a token count) meanwhile, as before.
 */
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nlpThread } from '../../src/server/platform/nlp-thread';
import { PARSE_TOO_SLOW_MESSAGE, userTextPool, type UserTextEvent } from '../../src/server/platform/user-text-thread';
import { signUpUser } from '../support/auth';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { zipOf } from '../support/import-files';
import { multipartBody } from '../support/multipart';

const LS = '\u2028';
const PS = '\u2029';

/** Generated inputs of at most about `n` characters: what backtracking regexes choke on. */
function generated(n: number): string[] {
  return [
    ' '.repeat(n) + LS + 'x',
    '\t'.repeat(n) + PS + 'x',
    'a'.repeat(n),
    '['.repeat(n),
    '[('.repeat(n / 4) + ')]'.repeat(n / 8),
    '[a]('.repeat(n / 4),
    '*'.repeat(n),
    '_a'.repeat(n / 2),
    '1 '.repeat(n / 2) + '!',
    '$ '.repeat(n / 2) + '%',
    '{"' + '\\"'.repeat(n / 2),
    '#'.repeat(6) + ' '.repeat(n) + '#'.repeat(10) + LS,
  ];
}

/** Ordinary work for the NLP thread. */
const ORDINARY_TEXT = 'Revenue grew twelve percent while churn fell, and the team hired two engineers. '.repeat(6_000);

describe('a pathological file or text never holds the event loop (#25)', () => {
  let t: TestApp;
  let base: string;
  let cookie: string;
  let owner: string;
  /** Resolves when the server has the whole body of the next request to `path`. */
  let received: (path: string) => Promise<void>;

  beforeAll(async () => {
    t = await createTestApp({ env: { AI_REQUESTS_PER_MINUTE: '1000' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const signedUp = await signUpUser(t.app);
    cookie = signedUp.cookie;
    owner = `user:${signedUp.user.id}`;
    received = (path) =>
      new Promise((resolve) => {
        const onRequest = (req: IncomingMessage) => {
          if (req.url !== path) return;
          t.app.server.off('request', onRequest);
          // A GET's body is never read: it is all there once the request is.
          if (req.method === 'GET') resolve();
          else req.once('end', () => resolve());
        };
        t.app.server.on('request', onRequest);
      });
    // A kept-alive connection for the health checks, and the parser threads started.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
  afterAll(() => t?.close());

  const send = (path: string, init: RequestInit, order: string[]) =>
    fetch(base + path, { ...init, headers: { origin: base, cookie, ...init.headers } }).then(async (r) => {
      const body = await r.text();
      order.push('request');
      return { status: r.status, body };
    });
  const healthCheck = (order: string[]) =>
    fetch(`${base}/api/health`).then(async (r) => {
      await r.arrayBuffer();
      order.push('health');
      return r.status;
    });

  /**
   * Sends the pathological request with the user-text pool held: the request must reach the
   * pool (a call of this user queued) before it is answered, `/api/health` must be answered
   * while that call waits there, and after the release the pool must have run `ops` for
   * this user (a parse past its budget may stop early: then the answer is the budget's 422).
   */
  async function staysResponsive(label: string, path: string, init: RequestInit, ops: string[]): Promise<{ status: number; body: string }> {
    const order: string[] = [];
    const events: UserTextEvent[] = [];
    const stop = userTextPool.observe((e) => e.owner === owner && events.push(e));
    let queued!: () => void;
    const reachedPool = new Promise<'queued'>((resolve) => (queued = () => resolve('queued')));
    const stopQueued = userTextPool.observe((e) => e.owner === owner && e.phase === 'queued' && queued());
    const release = userTextPool.hold();
    try {
      const request = send(path, init, order);
      const first = await Promise.race([reachedPool, request.then(() => 'answered' as const)]);
      if (first === 'answered') {
        const res = await request;
        expect.fail(`${label}: answered ${res.status} without a call in the user-text pool (parsed on the main thread?): ${res.body.slice(0, 200)}`);
      }
      // The parse is provably waiting in the pool: the event loop must be free for others.
      expect(await healthCheck(order)).toBe(200);
      expect(order, `${label}: answered before its parse was let run`).toEqual(['health']);
      release();
      const res = await request;
      expect(res.status, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
      const overBudget = res.status === 422 && res.body.includes(PARSE_TOO_SLOW_MESSAGE);
      const ran = events.filter((e) => e.phase === 'started').map((e) => e.op);
      if (!overBudget) expect(ran, `${label}: the operations run in the pool`).toEqual(ops);
      return res;
    } finally {
      release();
      stop();
      stopQueued();
    }
  }

  /** The NLP thread's case: kept busy with ordinary work meanwhile; the health check must be answered first. */
  async function staysResponsiveNlp(label: string, path: string, init: RequestInit): Promise<{ status: number; body: string }> {
    const order: string[] = [];
    const busy = nlpThread.call('countTokens', [ORDINARY_TEXT]);
    const got = received(path);
    const request = send(path, init, order);
    await got;
    const [res, healthStatus] = await Promise.all([request, healthCheck(order), busy]);
    expect(healthStatus).toBe(200);
    expect(res.status, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
    const overBudget = res.status === 422 && res.body.includes(PARSE_TOO_SLOW_MESSAGE);
    if (!overBudget) expect(order, `${label}: /api/health waited for it (answered ${res.status})`).toEqual(['health', 'request']);
    return res;
  }

  const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it("outline import: the issue's heading ('#' + 400 blanks + U+2028) and generated markdown", async () => {
    const issue = await staysResponsive('issue heading', '/api/outline/import', json({ format: 'markdown', content: '#' + ' '.repeat(400) + LS + 'x' }), ['outlineMarkdown']);
    expect(issue.status).toBe(201);
    const thousand = '#' + ' '.repeat(1_000) + LS + 'x';
    expect(await staysResponsive('1,000 blanks', '/api/outline/import', json({ format: 'markdown', content: thousand }), ['outlineMarkdown'])).toMatchObject({ status: 201 });
    // Every generated run as a paragraph, a bullet, a checkbox item and a heading (each parser's regex).
    const lines = generated(8_000).flatMap((x) => [x, `- ${x}`, `  * [ ] ${x}`, `## ${x}`]);
    const res = await staysResponsive('generated markdown', '/api/outline/import', json({ format: 'markdown', content: lines.join('\n') }), ['outlineMarkdown']);
    expect(res.status).toBe(201);
  });

  it('outline import: OPML with deep nesting and long runs in its attributes', async () => {
    const deep = '<opml version="2.0"><body>' + '<outline text="a">'.repeat(5_000) + '</outline>'.repeat(5_000) + '</body></opml>';
    // Refused by the XML parser's nesting limit (400), in the worker.
    expect([201, 400]).toContain((await staysResponsive('opml deep', '/api/outline/import', json({ format: 'opml', content: deep }), ['outlineOpml'])).status);
    const esc = (x: string) => x.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    const runs = `<opml version="2.0"><body>${generated(8_000).map((x) => `<outline text="${esc(x)}"/>`).join('')}</body></opml>`;
    expect((await staysResponsive('opml runs', '/api/outline/import', json({ format: 'opml', content: runs }), ['outlineOpml'])).status).toBe(201);
  });

  it('imports detection: the 2 KB zip of ten 64 KB `{"\\"\\"…` entries, and a raw JSON head of the same', async () => {
    const head = '{"' + '\\"'.repeat(32 * 1024);
    const zip = await zipOf(Array.from({ length: 10 }, (_, i) => ({ name: `Location History/part-${i}.json`, data: head })));
    expect(zip.length).toBeLessThan(4 * 1024);
    for (const [name, content] of [
      ['takeout.zip', zip],
      ['Records.json', Buffer.from(head)],
      ['chat.txt', Buffer.from(generated(20_000).join('\n'))],
    ] as const) {
      const body = multipartBody([{ field: 'file', filename: name, content }]);
      const res = await staysResponsive(`imports ${name}`, '/api/imports', { method: 'POST', headers: body.headers, body: new Uint8Array(body.payload) }, [
        'detectImportSource',
      ]);
      // Not an import we know: refused with the list of what is expected, not stalled.
      expect([415, 422], res.body).toContain(res.status);
    }
  });

  it('deck coach: pasted deck text', async () => {
    const text = ['Problem', ...generated(3_000), 'Traction', '10% month over month', 'Ask', ...generated(1_500)].join('\n');
    expect(text.length).toBeLessThan(60_000);
    const res = await staysResponsive('deck', '/api/julia/coach/deck/text', json({ title: 'Deck', text }), ['scoreDeck']);
    expect(res.status).toBe(200);
  });

  it('pitch coach: pasted pitch text', async () => {
    const text = `We raise $2M. ${generated(1_400).join(' ')} Um, so.`;
    expect(text.length).toBeLessThan(20_000);
    const res = await staysResponsive('pitch', '/api/pitch/analyze', json({ text }), ['pitchWords', 'pitchAnalysis']);
    expect(res.status).toBe(200);
  });

  it('pitch coach: the list of stored attempts (each analysed again when listed)', async () => {
    // 4,000 words each, the most an attempt holds: listing them is analysis of every one.
    const words = Array.from({ length: 4_000 }, (_, i) => ({ w: i % 7 ? 'um,' : '$1,000,000%', start: i * 0.3, end: i * 0.3 + 0.25 }));
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/pitch/attempts', headers: { cookie }, payload: { title: `Attempt ${i}`, transcript: { source: 'text', words, timesEstimated: true, assumedWpm: 150 } } });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await staysResponsive('pitch attempts list', '/api/pitch/attempts', { method: 'GET' }, ['pitchAttempts']);
    expect(res.status).toBe(200);
    expect((JSON.parse(res.body) as { attempts: unknown[] }).attempts).toHaveLength(30);
  });

  it('Julia CRM: investor CSV preview and import', async () => {
    const quotes = 'name,firm,stage\n"' + '""'.repeat(30_000) + '\n';
    const runs = 'name,firm\n' + generated(4_000).map((x) => `${x.replace(/[",\n]/g, ' ')},${x.replace(/[",\n]/g, ' ')}`).join('\n') + '\n';
    const digits = 'name,firm,check size\n' + `Ann,Fund,${'1'.repeat(30_000)}\nBo,Fund,$${' '.repeat(30_000)}k\n`;
    for (const [what, csv] of [
      ['quote run', quotes],
      ['generated runs', runs],
      ['digit and blank runs', digits],
    ]) {
      const preview = await staysResponsive(`csv preview: ${what}`, '/api/julia-crm/investors/import/preview', json({ csv }), ['investorCsv']);
      expect(preview.status, preview.body).toBe(200);
      await staysResponsive(`csv import: ${what}`, '/api/julia-crm/investors/import', json({ csv }), ['investorCsv']);
    }
  });

  it('Julia files workspace: the tables read when a message is answered', async () => {
    const ws = (await (await fetch(`${base}/api/workspaces/i2sf`, { method: 'POST', headers: { origin: base, cookie } })).json()) as { id: string };
    const files: [string, string][] = [
      ['quotes.csv', 'month,mrr\n"' + '""'.repeat(30_000) + '\n'],
      ['runs.csv', 'month,burn,cash\n' + generated(4_000).map((x) => `${x.replace(/[",\n]/g, ' ')},${'1'.repeat(2_000)},$${' '.repeat(2_000)}k`).join('\n') + '\n'],
      ['runs.md', generated(4_000).flatMap((x) => [`Burn: ${x}`, `| ${x} | ${x} |`, '|---|---|']).join('\n')],
    ];
    for (const [name, content] of files) {
      const body = multipartBody([{ field: 'file', filename: name, content: Buffer.from(content) }]);
      const up = await send(`/api/workspaces/${ws.id}/files`, { method: 'POST', headers: body.headers, body: new Uint8Array(body.payload) }, []);
      expect(up.status, up.body).toBe(201);
    }
    const res = await staysResponsive('julia files', `/api/workspaces/${ws.id}/messages`, json({ message: "what's our runway?" }), ['juliaTables']);
    expect(res.status, res.body).toBe(201);
  });

  it('assistant (the offline advisor, in the NLP thread): pathological messages', async () => {
    const messages = generated(2_000).map((x, i) => ({ id: `m${i}`, role: 'user', content: `Revenue question: ${x}` }));
    const res = await staysResponsiveNlp('assistant', '/api/assistant/chat', json({ messages }));
    expect(res.status, res.body).toBe(200);
  });
});
