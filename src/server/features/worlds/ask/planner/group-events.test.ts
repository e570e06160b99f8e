/**
 * Group events from a Messenger export (Meta's JSON, every non-ASCII character as its UTF-8
 * bytes escaped): the event sentences ("X added Y to the group.", "X left the group.", "X named
 * the group Z.") land in the one group history, are not counted as messages, and "what did X
 * write when leaving" is X's last message in the group before the notice. Facts, not wording.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askWorld } from '../../../../../../tests/support/ask-world';
import type { TestApp } from '../../../../../../tests/support/create-test-app';
import type { ToolContext } from '../tools/types';
import type { AskOutcome } from '../types';
import { answerOffline } from './index';

const NOW = new Date('2026-11-27T12:00:00Z');

/** JSON as Meta writes it: every non-ASCII character as its UTF-8 bytes, each escaped `\u00XX`. */
const metaJson = (value: unknown) =>
  JSON.stringify(value, null, 2).replace(/[^\x20-\x7e\n]/gu, (ch) => [...Buffer.from(ch, 'utf8')].map((b) => `\\u00${b.toString(16).padStart(2, '0')}`).join(''));

const at = (d: string) => Date.parse(d);
const m = (sender: string, when: string, content: string) => ({ sender_name: sender, timestamp_ms: at(when), content });

const GROUP = {
  participants: [{ name: 'Me' }, { name: 'Łucja Wróbel' }, { name: 'Oskar Dąbek' }, { name: 'Nguyễn Thị Yến' }],
  title: 'Klub górski',
  is_still_participant: true,
  thread_path: 'inbox/klubgorski_998877',
  thread_type: 'RegularGroup',
  magic_words: [],
  messages: [
    m('Łucja Wróbel', '2024-01-05T09:00:00Z', 'Łucja Wróbel named the group Klub górski.'),
    m('Łucja Wróbel', '2024-01-05T09:01:00Z', 'Łucja Wróbel added Oskar Dąbek to the group.'),
    m('Oskar Dąbek', '2024-01-05T09:05:00Z', 'cześć wszystkim, w sobotę Rysy?'),
    m('Me', '2024-01-05T09:06:00Z', 'jasne, jadę'),
    m('Łucja Wróbel', '2024-02-10T18:00:00Z', 'Łucja Wróbel added Nguyễn Thị Yến to the group.'),
    m('Nguyễn Thị Yến', '2024-02-10T18:02:00Z', 'chào mọi người, mình là Yến'),
    m('Oskar Dąbek', '2024-06-30T20:00:00Z', 'przeprowadzam się do Gdańska, trzymajcie się i do zobaczenia na szlaku'),
    m('Oskar Dąbek', '2024-06-30T20:05:00Z', 'Oskar Dąbek left the group.'),
    m('Me', '2024-07-01T08:00:00Z', 'szkoda, powodzenia Oskar'),
  ].reverse(),
};
const ONE = {
  participants: [{ name: 'Me' }, { name: 'Łucja Wróbel' }],
  title: 'Łucja Wróbel',
  is_still_participant: true,
  thread_path: 'inbox/lucja_112233',
  magic_words: [],
  messages: [m('Łucja Wróbel', '2024-01-04T09:00:00Z', 'robię grupę na wyjazdy'), m('Me', '2024-01-04T09:02:00Z', 'super')].reverse(),
};

describe('group events from a Messenger export', () => {
  let t: TestApp;
  let ctx: ToolContext;
  const ask = (question: string): Promise<AskOutcome> => answerOffline(ctx, { question, state: {}, history: [], now: NOW });

  beforeAll(async () => {
    ({ t, ctx } = await askWorld([
      [metaJson(GROUP), 'message_1.json'],
      [metaJson(ONE), 'message_1.json'],
    ]));
  });
  afterAll(() => t.close());

  it('reads who added whom and who left from the notices', async () => {
    const added = await ask('Who added Yến to the Klub górski group?');
    expect(added.answer).toContain('Łucja Wróbel');
    const left = await ask('Who left the Klub górski group?');
    expect(left.answer).toContain('Oskar Dąbek');
    expect(left.answer).toContain('30 June 2024');
  });

  it('quotes the last message before a leave notice for what someone wrote when leaving', async () => {
    const r = await ask('What did Oskar write when he left Klub górski?');
    expect(r.citations.some((c) => c.kind === 'message' && 'text' in c && String(c.text).includes('Gdańska'))).toBe(true);
  });

  it('does not count the notices as messages', async () => {
    const r = await ask('How many messages did Łucja send in Klub górski?');
    expect(r.answer).not.toMatch(/\b[1-9]\d* messages?\b/);
  });
});
