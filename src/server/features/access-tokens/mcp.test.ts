/**
 * The MCP endpoint over real HTTP on 127.0.0.1 (#29), driven by the official SDK's own
 * Client and Streamable HTTP transport, as an assistant would: the tools listed, the Ask
 * tools' figures over a world imported here (three small WhatsApp chats whose counts are
 * worked out by hand), `ask`, bad arguments answered as tool errors, a revoked or unknown
 * token refused (401, JSON-RPC body, WWW-Authenticate), another user's world never read,
 * the per-token limit, the activity history and the token's last use.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin, signUpUser } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { importsApi } from '../../../../tests/support/worlds';
import { McpErrorBodySchema, type AccessToken, type CreatedAccessToken } from '../../../contract/access-tokens';
import type { Citation } from '../../../contract/worlds-ask';
import { activityEntries } from '../../db/schema';

const WITH_CLEO = [
  '10/01/2024, 09:00 - Me: Good morning Cleo, lovely sunny day for the beach',
  '10/01/2024, 09:20 - Cleo: Wonderful! I love the beach, happy happy',
  '10/01/2024, 09:50 - Me: Great, the beach at noon then',
  '11/01/2024, 21:00 - Cleo: The concert was amazing, best night',
  '12/02/2024, 18:00 - Cleo: This is awful, I hate this terrible traffic',
  '12/02/2024, 18:30 - Me: That is bad, sorry about the traffic',
  '12/02/2024, 18:40 - Cleo: Angry and furious, worst commute ever',
].join('\n');
const WITH_DAN = ['01/03/2024, 12:00 - Dan: Lunch?', '01/03/2024, 12:03 - Me: Yes please'].join('\n');
const BAND = [
  '05/03/2024, 20:00 - Dan created group "Band"',
  '05/03/2024, 20:00 - Dan: Rehearsal on Friday?',
  '05/03/2024, 20:05 - Cleo: Yes, rehearsal works',
  '05/03/2024, 20:06 - Me: See you at rehearsal',
].join('\n');

const MCP_PER_MINUTE = 12;

interface ToolAnswer<D = unknown> {
  data: D;
  citations: Citation[];
}

describe('the MCP endpoint', () => {
  let t: TestApp;
  let base: string;
  let a: Awaited<ReturnType<typeof signUpUser>>;
  let b: Awaited<ReturnType<typeof signUpUser>>;
  const clients: Client[] = [];

  const createToken = async (cookie: string, name: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/access-tokens', headers: sameOrigin(cookie), payload: { name } });
    expect(res.statusCode, res.body).toBe(201);
    return json<CreatedAccessToken>(res);
  };
  const connect = async (secret: string) => {
    const client = new Client({ name: 'mnemo-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`), { requestInit: { headers: { authorization: `Bearer ${secret}` } } });
    await client.connect(transport);
    clients.push(client);
    return client;
  };
  const textOf = (result: Awaited<ReturnType<Client['callTool']>>) => {
    const content = result.content as { type: string; text?: string }[];
    expect(content[0]?.type).toBe('text');
    return content[0]!.text!;
  };
  const call = async <D>(client: Client, name: string, args: Record<string, unknown>): Promise<ToolAnswer<D>> => {
    const result = await client.callTool({ name, arguments: args });
    expect(result.isError, textOf(result)).toBeFalsy();
    return JSON.parse(textOf(result)) as ToolAnswer<D>;
  };
  const post = (secret: string | null, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...(secret ? { authorization: `Bearer ${secret}` } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    });
  const LIST = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} };

  beforeAll(async () => {
    t = await createTestApp({ limits: { mcpPerMinute: MCP_PER_MINUTE } });
    a = await signUpUser(t.app);
    b = await signUpUser(t.app);
    const api = importsApi(t.app);
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'UTC' })).statusCode).toBe(200);
    for (const [content, name] of [
      [WITH_CLEO, 'WhatsApp Chat with Cleo.txt'],
      [WITH_DAN, 'WhatsApp Chat with Dan.txt'],
      [BAND, 'WhatsApp Chat with Band.txt'],
    ] as const) {
      expect((await api.importFile(a.cookie, content, name)).status).toBe('done');
    }
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await t.close();
  });

  it('lists the Ask tools and ask, each with a JSON Schema of its arguments, read-only', async () => {
    const client = await connect((await createToken(a.cookie, 'Lister')).secret);
    expect(client.getServerVersion()?.name).toBe('mnemo');
    const { tools } = await client.listTools();
    const names = tools.map((x) => x.name);
    expect(names).toEqual(expect.arrayContaining(['ask', 'overview', 'find_people', 'find_chats', 'rank_people', 'count_messages', 'first_last', 'search_messages']));
    for (const tool of tools) {
      expect(tool.description, tool.name).toEqual(expect.any(String));
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
    }
    expect(tools.find((x) => x.name === 'ask')?.inputSchema.required).toEqual(['question']);
  });

  it('answers the tools with the world’s figures and their citations', async () => {
    const { secret, token } = await createToken(a.cookie, 'Test assistant');
    const client = await connect(secret);
    const found = await call<{ id: string; name: string; messages: number }[]>(client, 'find_people', { name: 'Cleo' });
    const cleo = found.data.find((p) => p.name === 'Cleo');
    expect(cleo, JSON.stringify(found.data)).toBeDefined();
    expect(cleo!.messages).toBe(5);

    // Cleo wrote 4 messages in our chat and 1 in the band; our one-to-one chat holds 7.
    const wrote = await call<{ count: number }>(client, 'count_messages', { authorId: cleo!.id });
    expect(wrote.data.count).toBe(5);
    const between = await call<{ count: number }>(client, 'count_messages', { withPersonId: cleo!.id });
    expect(between.data.count).toBe(7);
    const cited = between.citations.filter((c) => c.kind === 'message');
    expect(cited.length).toBeGreaterThan(0);
    // A cited message opens for its owner's session.
    const opened = await t.app.inject({ method: 'GET', url: `/api/worlds/messages/${cited[0]!.id}`, headers: { cookie: a.cookie } });
    expect(opened.statusCode, opened.body).toBe(200);

    // Each call is in the owner's activity history, named by the token.
    const entries = await t.db
      .select({ message: activityEntries.message })
      .from(activityEntries)
      .where(and(eq(activityEntries.userId, a.user.id), like(activityEntries.message, 'Asked your world through Test assistant:%')));
    expect(entries.map((e) => e.message)).toEqual(expect.arrayContaining(['Asked your world through Test assistant: find_people', 'Asked your world through Test assistant: count_messages']));
    // And the token shows when it was last used.
    const listed = await t.app.inject({ method: 'GET', url: '/api/access-tokens', headers: { cookie: a.cookie } });
    expect(json<{ tokens: AccessToken[] }>(listed).tokens.find((x) => x.id === token.id)?.lastUsedAt).toEqual(expect.any(String));
  });

  it('ask answers a question with the offline engine, the fact and its citations', async () => {
    const client = await connect((await createToken(a.cookie, 'Asker')).secret);
    const result = await client.callTool({ name: 'ask', arguments: { question: 'How many messages did Cleo send?' } });
    expect(result.isError, textOf(result)).toBeFalsy();
    const answer = JSON.parse(textOf(result)) as { answer: string; answered: boolean; citations: Citation[]; engine: string };
    expect(answer.engine).toBe('offline');
    expect(answer.answered).toBe(true);
    expect(answer.answer).toMatch(/\b5\b/);
    expect(answer.citations.length).toBeGreaterThan(0);
    expect(result.structuredContent).toEqual(answer);

    const empty = await client.callTool({ name: 'ask', arguments: { question: '' } });
    expect(empty.isError).toBe(true);
    expect(textOf(empty)).toMatch(/question/);
  });

  it('answers bad arguments and unknown tools as tool errors the caller can fix', async () => {
    const client = await connect((await createToken(a.cookie, 'Clumsy')).secret);
    const wrongType = await client.callTool({ name: 'count_messages', arguments: { authorId: 5 } });
    expect(wrongType.isError).toBe(true);
    expect(textOf(wrongType)).toMatch(/authorId/);
    const invented = await client.callTool({ name: 'count_messages', arguments: { mood: 'happy' } });
    expect(invented.isError).toBe(true);
    expect(textOf(invented)).toMatch(/mood/);
    const unknown = await client.callTool({ name: 'delete_everything', arguments: {} });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toMatch(/no tool "delete_everything"/);
  });

  it('never reads another user’s world: their token sees only their own (empty) world', async () => {
    const mine = await connect((await createToken(a.cookie, 'Mine')).secret);
    const cleoId = (await call<{ id: string; name: string }[]>(mine, 'find_people', { name: 'Cleo' })).data[0]!.id;
    const theirs = await connect((await createToken(b.cookie, 'Theirs')).secret);
    expect((await call<unknown[]>(theirs, 'find_people', { name: 'Cleo' })).data).toEqual([]);
    const counted = await call<{ count: number }>(theirs, 'count_messages', { authorId: cleoId });
    expect(counted.data.count).toBe(0);
    expect(counted.citations).toEqual([]);
    const searched = await call<unknown>(theirs, 'search_messages', { query: 'beach' });
    expect(JSON.stringify(searched)).not.toContain('beach');
  });

  it('refuses a missing, unknown or revoked token: 401, a JSON-RPC error and WWW-Authenticate', async () => {
    const { secret, token } = await createToken(a.cookie, 'Soon revoked');
    expect((await post(secret, LIST)).status).not.toBe(401);
    const revoked = await t.app.inject({ method: 'POST', url: `/api/access-tokens/${token.id}/revoke`, headers: sameOrigin(a.cookie) });
    expect(revoked.statusCode).toBe(200);

    for (const [what, s] of [
      ['revoked', secret],
      ['unknown', `mnemo_pat_${'A'.repeat(43)}`],
      ['malformed', 'not-a-token'],
      ['missing', null],
    ] as const) {
      const res = await post(s, LIST);
      expect(res.status, what).toBe(401);
      expect(res.headers.get('www-authenticate'), what).toMatch(/^Bearer /);
      const body = McpErrorBodySchema.parse(await res.json());
      expect(body.error.data?.status).toBe(401);
    }
    // The SDK's client is refused too.
    const error = await connect(secret).then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(StreamableHTTPError);
    expect((error as StreamableHTTPError).code).toBe(401);
    // A session cookie does not open it either.
    expect((await post(null, LIST, { cookie: a.cookie })).status).toBe(401);
  });

  it('answers GET and DELETE with 405 (stateless: no stream, no session), after the token', async () => {
    const { secret } = await createToken(a.cookie, 'Methods');
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(`${base}/api/mcp`, { method, headers: { authorization: `Bearer ${secret}`, accept: 'text/event-stream' } });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(McpErrorBodySchema.parse(await res.json()).error.data?.status).toBe(405);
      expect((await fetch(`${base}/api/mcp`, { method })).status, `${method} without a token`).toBe(401);
    }
  });

  it(`limits each token to ${MCP_PER_MINUTE} requests a minute: then 429 as a JSON-RPC error, other tokens unaffected`, async () => {
    const busy = await createToken(a.cookie, 'Busy');
    for (let i = 0; i < MCP_PER_MINUTE; i++) expect((await post(busy.secret, LIST)).status).toBe(200);
    const over = await post(busy.secret, LIST);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(McpErrorBodySchema.parse(await over.json()).error.data?.status).toBe(429);
    const other = await createToken(a.cookie, 'Calm');
    expect((await post(other.secret, LIST)).status).toBe(200);
  });

  it('counts each tool call of a JSON-RPC batch against the same limit', async () => {
    const { secret } = await createToken(a.cookie, 'Batcher');
    const batch = Array.from({ length: MCP_PER_MINUTE + 3 }, (_, i) => ({ jsonrpc: '2.0', id: i + 1, method: 'tools/call', params: { name: 'overview', arguments: {} } }));
    const res = await post(secret, batch);
    expect(res.status).toBe(200);
    const answers = (await res.json()) as { id: number; result?: unknown; error?: { code: number; data?: { status?: number } } }[];
    expect(answers).toHaveLength(batch.length);
    // The request counts once and pays for its first call; every further call counts again.
    expect(answers.filter((x) => x.result)).toHaveLength(MCP_PER_MINUTE);
    const refused = answers.filter((x) => x.error);
    expect(refused).toHaveLength(3);
    for (const r of refused) expect(r.error?.data?.status).toBe(429);
    expect((await post(secret, LIST)).status).toBe(429);
  });

  it('counts each tools/list of a JSON-RPC batch against the same limit', async () => {
    const { secret } = await createToken(a.cookie, 'Lister');
    const batch = Array.from({ length: MCP_PER_MINUTE + 2 }, (_, i) => ({ ...LIST, id: i + 1 }));
    const res = await post(secret, batch);
    expect(res.status).toBe(200);
    const answers = (await res.json()) as { result?: unknown; error?: { data?: { status?: number } } }[];
    expect(answers.filter((x) => x.result)).toHaveLength(MCP_PER_MINUTE);
    expect(answers.filter((x) => x.error?.data?.status === 429)).toHaveLength(2);
  });

  it('refuses a cross-site browser page (Origin of another site), as every other POST', async () => {
    const { secret } = await createToken(a.cookie, 'Cross-site');
    expect((await post(secret, LIST, { origin: 'https://evil.example' })).status).toBe(403);
  });
});
