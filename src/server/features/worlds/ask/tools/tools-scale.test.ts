/**
 * The Ask tools on bigger worlds, imported through the API: the plan's cut-off (a Basic
 * world of 1,200 messages shows its newest 1,000 and no tool reads the others), and the
 * full-text search using its GIN index (world_messages_fts_idx, migrations 0027, 0031) on a
 * Pro world of 20,000 messages, with and without a period, one statement a search: asserted on
 * the plan of the very statement the tool runs and on the statements counted, not on timing (the import of 20,000 messages refreshed the planner's statistics:
 * imports.service.ts ANALYZE_AFTER_MESSAGES).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../../../../tests/support/create-test-app';
import { importsApi } from '../../../../../../tests/support/worlds';
import { compile, queryFn, type Query } from '../../sql';
import type { FirstLast, MessageCount, Overview, SearchResult, Trend } from './catalogue';
import { createToolContextFactory } from './context';
import { runTool } from './index';
import type { ToolContext, ToolResult } from './types';

const pad = (n: number) => String(n).padStart(2, '0');
const WORDS = ['coffee', 'train', 'dinner', 'movie', 'weekend', 'office', 'call', 'later', 'music', 'garden', 'beach', 'book'];

/** A WhatsApp chat of `n` messages, one every 10 minutes from 1 Jan 2020 (UTC), Me and Ana in turn; `special(i)` replaces the text of some. */
function chat(n: number, special: (i: number) => string | null = () => null): string {
  const start = Date.UTC(2020, 0, 1);
  const lines: string[] = [];
  for (let i = 0; i < n; i++) {
    const d = new Date(start + i * 600_000);
    const when = `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
    const text = special(i) ?? `${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]} ${i}`;
    lines.push(`${when} - ${i % 2 ? 'Ana' : 'Me'}: ${text}`);
  }
  return lines.join('\n');
}

describe('the Ask tools at scale', () => {
  let t: TestApp;
  let query: Query;
  const run = async <D>(ctx: ToolContext, name: string, input: unknown) => (await runTool(ctx, name, input)) as ToolResult<D>;

  beforeAll(async () => {
    t = await createTestApp();
    query = queryFn(t.database);
  });
  afterAll(() => t.close());

  it('a Basic world of 1,200 messages: every tool reads only the newest 1,000', async () => {
    const api = importsApi(t.app);
    const a = await signUpUser(t.app);
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'UTC' })).statusCode).toBe(200);
    // The 50 oldest messages say "oldword"; the 50 newest "newword".
    const content = chat(1200, (i) => (i < 50 ? `oldword ${i}` : i >= 1150 ? `newword ${i}` : null));
    expect((await api.importFile(a.cookie, content, 'WhatsApp Chat with Ana.txt')).status).toBe('done');
    const ctx = await createToolContextFactory(t.database)(a.user.id, { apiBase: '/api/worlds', includeMessages: true });
    expect(ctx.scope).toMatchObject({ plan: 'basic', limit: 1000 });

    const o = (await run<Overview>(ctx, 'overview', {})).data;
    expect(o.messages).toBe(1000);
    expect(o.coverage).toBe('Figures are of your newest 1,000 data points.');
    // The 1,000th newest message is message 200 (0-based), at 200 × 10 minutes.
    const firstShown = new Date(Date.UTC(2020, 0, 1) + 200 * 600_000).toISOString();
    expect(o.first).toBe(firstShown);
    expect((await run<MessageCount>(ctx, 'count_messages', {})).data).toMatchObject({ count: 1000, first: firstShown });
    expect((await run<FirstLast>(ctx, 'first_last', { which: 'first' })).data.at).toBe(firstShown);
    expect((await run<SearchResult>(ctx, 'search_messages', { query: 'oldword' })).data.matched).toBe('none');
    expect((await run<SearchResult>(ctx, 'search_messages', { query: 'newword', limit: 50 })).data.total).toBe(50);
    expect((await run<MessageCount>(ctx, 'count_messages', { text: 'oldword' })).data.count).toBe(0);
    const months = (await run<Trend>(ctx, 'trend', {})).data.months;
    expect(months.reduce((n, m) => n + m.count, 0)).toBe(1000);
  });

  it('search_messages uses the full-text GIN index on a world of 20,000 messages', async () => {
    const api = importsApi(t.app);
    const a = await signUpUser(t.app);
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'UTC' })).statusCode).toBe(200);
    await query(sql`update users set plan = 'pro' where id = ${a.user.id}`);
    // A rare word in 7 messages spread over the newest half.
    const content = chat(20_000, (i) => (i > 10_000 && i % 1_400 === 0 ? `Zanzibar trip ${i}` : null));
    expect((await api.importFile(a.cookie, content, 'WhatsApp Chat with Ana.txt')).status).toBe('done');

    // The statements the tool runs, recorded to be explained on the same database.
    const seen: { text: string; values: unknown[] }[] = [];
    const recording: Query = async (statement, values) => {
      seen.push(compile(statement, values));
      return query(statement, values);
    };
    const ctx = await createToolContextFactory(t.database)(a.user.id, { apiBase: '/api/worlds', includeMessages: true });
    expect(ctx.scope).toMatchObject({ plan: 'pro', limit: 10_000 });
    const result = await run<SearchResult>({ ...ctx, query: recording }, 'search_messages', { query: 'zanzíbar' });
    expect(result.data).toMatchObject({ matched: 'all', total: 7 });
    const search = seen.find((s) => s.text.includes('@@') && s.text.includes('ts_rank'));
    expect(search, 'the search statement').toBeDefined();
    const plan = await query<Record<string, string>>(`explain ${search!.text}`, search!.values);
    const text = plan.map((r) => Object.values(r)[0]).join('\n');
    expect(text).toContain('world_messages_fts_idx');
    // One statement finds the matches, ranks them and counts their authors.
    expect(seen.filter((s) => s.text.includes('to_tsquery'))).toHaveLength(1);

    // With a period (and an author), the words are still found by the GIN index, never by reading every
    // message of the period: the period's (user, at) index would have the tsvector of each computed.
    const period = { from: '2020-03-01T00:00:00Z', to: '2020-05-01T00:00:00Z' };
    for (const [name, input] of [
      ['search_messages', { query: 'zanzibar trip', period, authorId: result.data.authors[0]!.id }],
      ['count_messages', { text: 'zanzibar', period }],
      ['first_last', { which: 'first', text: 'zanzibar', period }],
    ] as const) {
      seen.length = 0;
      await run({ ...ctx, query: recording }, name, input);
      const statements = seen.filter((s) => s.text.includes('to_tsquery'));
      expect(statements, name).toHaveLength(1);
      const planned = await query<Record<string, string>>(`explain ${statements[0]!.text}`, statements[0]!.values);
      expect(planned.map((r) => Object.values(r)[0]).join('\n'), name).toContain('world_messages_fts_idx');
    }
    expect((await run<SearchResult>(ctx, 'search_messages', { query: 'zanzibar', period })).data).toMatchObject({ matched: 'all', total: 5 });
  });
});
