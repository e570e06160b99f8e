/**
 * A family of words (every wording of one thing, in every language) is one full-text
 * statement (search_messages' anyOf): on the tool, and per question through the offline
 * planner, where "when did things get tense" once ran a search for every 16 of its ~170
 * words of tension, each twice (all the words, then any). Statements are counted, not timed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../../../tests/support/create-test-app';
import { importsApi } from '../../../../../../tests/support/worlds';
import { compile, type Query } from '../../sql';
import { answerOffline } from '../planner';
import type { SearchResult } from './catalogue';
import { anyOfQueryText, MAX_FAMILY_WORDS } from './common';
import { createToolContextFactory } from './context';
import { runTool } from './index';
import type { ToolContext, ToolResult } from './types';

const line = (d: string, t: string, who: string, text: string) => `${d}, ${t} - ${who}: ${text}`;
// A quarrel about a loan in February 2023 (Portuguese), silence, an apology in September.
const RUI = [
  line('05/01/2023', '10:00', 'Rui Matos', 'bom ano!'),
  line('06/01/2023', '10:00', 'Me', 'igualmente'),
  line('20/01/2023', '10:00', 'Rui Matos', 'café amanhã?'),
  line('17/02/2023', '11:00', 'Me', 'Rui, e o dinheiro que te emprestei?'),
  line('17/02/2023', '13:40', 'Rui Matos', 'A sério? Não é justo dizeres isso'),
  line('17/02/2023', '14:01', 'Me', 'estás a ser egoísta'),
  line('05/03/2023', '10:00', 'Rui Matos', 'ok'),
  line('10/09/2023', '09:00', 'Rui Matos', 'desculpa, fui injusto contigo'),
  line('11/09/2023', '09:30', 'Me', 'obrigada, está tudo bem'),
  line('02/10/2023', '10:00', 'Rui Matos', 'jantar sexta?'),
];
const ANA = [
  line('01/05/2023', '10:00', 'Ana Costa', 'the wedding is in June!'),
  line('02/05/2023', '10:00', 'Me', 'o casamento vai ser lindo'),
  line('03/05/2023', '10:00', 'Ana Costa', 'Hochzeit planning again'),
  line('04/05/2023', '10:00', 'Me', 'see you at the wedding'),
];
const NOW = new Date('2026-11-27T12:00:00Z');

/** The context with its statements counted: all, and full-text ones (to_tsquery). */
function counting(ctx: ToolContext) {
  const ran = { all: 0, fts: 0 };
  const inner = ctx.query;
  const query = Object.assign(
    (statement: Parameters<Query>[0], values?: unknown[]) => {
      ran.all += 1;
      if (compile(statement, values).text.includes('to_tsquery')) ran.fts += 1;
      return inner(statement, values);
    },
    { transaction: inner.transaction },
  ) as Query;
  return { ctx: { ...ctx, query }, ran };
}

describe('a family of words is one search', () => {
  let t: TestApp;
  let ctx: ToolContext;

  beforeAll(async () => {
    t = await createTestApp();
    const api = importsApi(t.app);
    const a = await signUpUser(t.app);
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'UTC' })).statusCode).toBe(200);
    expect((await api.importFile(a.cookie, RUI.join('\n'), 'WhatsApp Chat with Rui Matos.txt')).status).toBe('done');
    expect((await api.importFile(a.cookie, ANA.join('\n'), 'WhatsApp Chat with Ana Costa.txt')).status).toBe('done');
    const people = json<{ people: { id: string; name: string }[] }>(await api.get(a.cookie, '/api/worlds/people')).people;
    const me = people.find((p) => p.name === 'Me')!;
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { selfPersonId: me.id })).statusCode).toBe(200);
    ctx = await createToolContextFactory(t.database)(a.user.id, { apiBase: '/api/worlds', includeMessages: true });
  });
  afterAll(() => t.close());

  it('folds, drops a word a prefix covers, and ORs the rest', () => {
    expect(anyOfQueryText(['moved', 'Move', 'mudança', 'umzug ab'])).toBe("'move':* | 'mudanca':* | 'umzug':* | 'ab'");
    expect(anyOfQueryText(['!', 'a'])).toBeNull();
    const many = Array.from({ length: MAX_FAMILY_WORDS + 50 }, (_, i) => `w${i}x`);
    expect(anyOfQueryText(many)!.split(' | ')).toHaveLength(MAX_FAMILY_WORDS);
  });

  it('search_messages with anyOf: any word matches, each message and author once, in one statement', async () => {
    const { ctx: c, ran } = counting(ctx);
    const r = (await runTool(c, 'search_messages', { query: 'wedding', anyOf: ['casamento', 'hochzeit', 'wedding'], limit: 50 })) as ToolResult<SearchResult>;
    expect(ran).toEqual({ all: 1, fts: 1 });
    expect(r.data.matched).toBe('any');
    expect(r.data.total).toBe(4);
    expect(r.data.messages.map((m) => m.text).sort()).toEqual(ANA.map((l) => l.split(': ').slice(1).join(': ')).sort());
    expect(r.data.authors.map((a) => [a.name, a.messages])).toEqual([
      ['Ana Costa', 2],
      ['Me', 2],
    ]);
    // Nothing matching any word: none, still one statement.
    const { ctx: c2, ran: ran2 } = counting(ctx);
    const none = (await runTool(c2, 'search_messages', { query: 'zzqx', anyOf: ['qqzz'] })) as ToolResult<SearchResult>;
    expect(none.data).toMatchObject({ matched: 'none', total: 0 });
    expect(ran2.fts).toBe(1);
  });

  it('"when did things get tense" runs one full-text statement, and still finds the quarrel', async () => {
    const { ctx: c, ran } = counting(ctx);
    const r = await answerOffline(c, { question: 'When did things get tense with Rui?', state: {}, history: [], now: NOW });
    expect(r.answer).toMatch(/^February 2023/);
    expect(r.citations.some((m) => m.kind === 'message' && m.text === 'A sério? Não é justo dizeres isso')).toBe(true);
    expect(ran.fts).toBe(1);
  });

  it('a topic widened to its words in every language is searched once more, not once per 16 words', async () => {
    const { ctx: c, ran } = counting(ctx);
    const r = await answerOffline(c, { question: 'Who mentioned the wedding?', state: {}, history: [], now: NOW });
    // The four messages in English, Portuguese and German, each counted once.
    expect(r.answer).toContain('4 messages');
    // Its own word, the question's thing, then the widened family (once 8: 16 words a query, all then any).
    expect(ran.fts).toBeLessThanOrEqual(3);
  });
});
