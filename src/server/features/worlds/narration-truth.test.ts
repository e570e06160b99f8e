/**
 * A relationship's story says only what its findings say (issue 27): never that you wrote
 * to someone you never wrote to, never an exchange without a known owner, the same counts
 * as the relationship page's charts on a Basic account whose world is cut to 1,000 points,
 * each claim about a period with a cited message; a keyed model's story is checked against
 * the findings and set aside (for the offline story, saying so) when it strays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { startFakeOpenAi, type FakeOpenAi } from '../../../../tests/support/fake-openai';
import { anaChat, giuseppeChat } from '../../../../tests/support/relationship-chats';
import { importsApi } from '../../../../tests/support/worlds';
import type { Narration, PeopleResponse, WorldSummary } from '../../../contract/worlds';
import type { Relationship } from '../../../contract/worlds-social';
import { checkStory, citeStory, parseStory, type Finding } from './narration-offline';

const pad = (n: number) => String(n).padStart(2, '0');

/** 1,500 messages between Me and Bo, one every 2 hours from 1 Jan 2024 (UTC). */
function bigChat(): string {
  const lines: string[] = [];
  for (let i = 0; i < 1500; i += 1) {
    const d = new Date(Date.UTC(2024, 0, 1) + i * 2 * 3600_000);
    lines.push(`${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:00 - ${i % 3 === 0 ? 'Me' : 'Bo'}: message ${i}`);
  }
  return lines.join('\n');
}

const FINDINGS: Finding[] = [
  { id: 'F1', text: 'You and Ana exchanged 396 messages: 252 from Ana and 144 from you.', citations: [] },
  {
    id: 'F2',
    text: 'From Jan 2023, the conversation quietened: 3 messages a month, against 30 a month since Jan 2022.',
    citations: [{ kind: 'message', id: '7', at: '2023-01-15T20:00:00.000Z', author: 'Me', text: 'Long time' }],
  },
];

describe('parseStory and checkStory', () => {
  it('reads sentences with their marks and cites their findings’ messages', () => {
    const parsed = parseStory('You and Ana exchanged 396 messages. [F1] From Jan 2023 it grew quieter, 3 a month against 30. [F2]');
    expect(parsed).toEqual([
      { text: 'You and Ana exchanged 396 messages.', marks: ['F1'] },
      { text: 'From Jan 2023 it grew quieter, 3 a month against 30.', marks: ['F2'] },
    ]);
    expect(checkStory(parsed, FINDINGS)).toBeNull();
    expect(citeStory(parsed, FINDINGS).map((s) => s.citations.length)).toEqual([0, 1]);
    expect(parseStory('It held 1.5 messages a day [F1, F2]')).toEqual([{ text: 'It held 1.5 messages a day', marks: ['F1', 'F2'] }]);
  });

  it('refuses a number, a month or a number word its findings do not hold, and a sentence without a finding', () => {
    expect(checkStory(parseStory('You and Ana exchanged 500 messages. [F1]'), FINDINGS)).toMatch(/500/);
    expect(checkStory(parseStory('From March 2023 it grew quieter. [F2]'), FINDINGS)).toMatch(/mar/);
    expect(checkStory(parseStory('You wrote twice as much. [F1]'), FINDINGS)).toMatch(/twice/);
    expect(checkStory(parseStory('You talk every day.'), FINDINGS)).toMatch(/without/);
    expect(checkStory(parseStory('Jan 2023 was quiet. [F9]'), FINDINGS)).toMatch(/without/);
    // A number from another finding than the one named is not this sentence's.
    expect(checkStory(parseStory('You and Ana exchanged 30 messages. [F1]'), FINDINGS)).toMatch(/30/);
  });
});

describe('the story of a relationship', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  let a: Awaited<ReturnType<typeof signUpUser>>;
  let ids: Record<string, string>;
  const narrate = async (cookie: string, id: string) => {
    const res = await api.send(cookie, 'POST', '/api/worlds/narrate', { subject: { kind: 'person', id } });
    expect(res.statusCode, res.body).toBe(200);
    return json<Narration>(res);
  };
  const peopleOf = async (cookie: string) => Object.fromEntries(json<PeopleResponse>(await api.get(cookie, '/api/worlds/people')).people.map((p) => [p.name, p]));

  beforeAll(async () => {
    t = await createTestApp();
    api = importsApi(t.app);
    a = await signUpUser(t.app);
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'UTC' })).statusCode).toBe(200);
    expect((await api.importFile(a.cookie, anaChat(), 'WhatsApp Chat with Ana.txt')).status).toBe('done');
    expect((await api.importFile(a.cookie, giuseppeChat(), 'WhatsApp Chat with Giuseppe.txt')).status).toBe('done');
    const people = await peopleOf(a.cookie);
    ids = Object.fromEntries(Object.values(people).map((p) => [p.name, p.id]));
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { selfPersonId: ids.Me })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('never says you wrote to someone you never wrote to, and says plainly that you exchanged 0 messages', async () => {
    const n = await narrate(a.cookie, ids.Giuseppe!);
    expect(n.text).not.toMatch(/you wrote most/i);
    expect(n.text).not.toMatch(/\byou (wrote|started|answer)\b(?! no)/i);
    expect(n.text).toContain('you exchanged 0 messages');
    expect(n.text).toContain('Giuseppe wrote 120 messages');
    expect(n.facts).toEqual([
      { label: 'messages from Giuseppe', value: 0 },
      { label: 'messages from you', value: 0 },
    ]);
    expect(n.meta).toMatchObject({ engine: 'offline', fallback: null });
  });

  it('tells a relationship from its findings: counts equal to the page’s, each claim about a period with a cited message', async () => {
    const r = json<Relationship>(await api.get(a.cookie, `/api/worlds/people/${ids.Ana}`));
    const n = await narrate(a.cookie, ids.Ana!);
    expect(n.facts).toEqual([
      { label: 'messages from Ana', value: r.conversation.reduce((t, m) => t + m.fromThem, 0) },
      { label: 'messages from you', value: r.conversation.reduce((t, m) => t + m.fromYou, 0) },
      { label: 'conversations', value: 132 },
    ]);
    expect(n.text).toContain('You and Ana exchanged 396 messages: 252 from Ana and 144 from you.');
    expect(n.text).toContain('Ana started 120 of your 132 conversations and you started 12');
    const change = n.sentences.find((s) => s.text.startsWith('From Jan 2023, the conversation quietened'));
    expect(change, n.text).toBeDefined();
    expect(change!.citations.map((c) => c.at)).toContain('2023-01-15T20:00:00.000Z');
    // Every sentence naming a month or a year cites at least one message.
    for (const s of n.sentences.filter((x) => /\b(19|20)\d\d\b/.test(x.text))) expect(s.citations.length, s.text).toBeGreaterThan(0);
    expect(n.text).toBe(n.sentences.map((s) => s.text).join(' '));
  });

  it('a period’s story cites the period’s first messages, and its busiest month’s', async () => {
    const res = await api.send(a.cookie, 'POST', '/api/worlds/narrate', { subject: { kind: 'period', from: '2022-11-01', to: '2023-03-01' } });
    expect(res.statusCode, res.body).toBe(200);
    const n = json<Narration>(res);
    expect(n.facts[0]).toEqual({ label: 'messages', value: 30 + 30 + 3 + 3 });
    const [whole, busiest] = n.sentences;
    expect(whole!.text).toMatch(/^From 1 Nov 2022 to 28 Feb 2023, your world gathered 66 messages/);
    expect(whole!.citations.map((c) => c.at)).toEqual(['2022-11-01T09:00:00.000Z', '2022-11-01T09:05:00.000Z']);
    expect(busiest!.text).toBe('The busiest month was Nov 2022, with 30 data points.');
    expect(busiest!.citations.map((c) => c.at)).toEqual(['2022-11-01T09:00:00.000Z', '2022-11-01T09:05:00.000Z']);
  });

  it('without a known owner, tells only the person’s side', async () => {
    const b = await signUpUser(t.app);
    const group = ['01/03/2024, 20:00 - Dan created group "Band"', '01/03/2024, 20:00 - Dan: Rehearsal on Friday?', '01/03/2024, 20:05 - Cleo: Yes', '01/03/2024, 20:06 - Eve: See you'].join('\n');
    expect((await api.importFile(b.cookie, group, 'band.txt')).status).toBe('done');
    const people = await peopleOf(b.cookie);
    // Group-only chats leave the owner unknown.
    expect(Object.values(people).some((p) => p.isSelf)).toBe(false);
    const r = json<Relationship>(await api.get(b.cookie, `/api/worlds/people/${people.Dan!.id}`));
    expect(r.insight).toMatchObject({ ownerKnown: false, fromThem: 1, fromYou: null, starts: null, replies: null });
    const n = await narrate(b.cookie, people.Dan!.id);
    expect(n.text).toContain('Mnemo does not know yet which participant is you');
    expect(n.text).not.toMatch(/exchanged/);
    expect(n.facts).toEqual([{ label: 'messages from Dan', value: 1 }]);
  });

  it('on a Basic account with more than 1,000 points, counts what the charts count', async () => {
    const c = await signUpUser(t.app);
    expect((await api.send(c.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'UTC' })).statusCode).toBe(200);
    expect((await api.importFile(c.cookie, bigChat(), 'WhatsApp Chat with Bo.txt')).status).toBe('done');
    let people = await peopleOf(c.cookie);
    expect((await api.send(c.cookie, 'PUT', '/api/worlds/settings', { selfPersonId: people.Me!.id })).statusCode).toBe(200);
    people = await peopleOf(c.cookie);
    const summary = json<WorldSummary>(await api.get(c.cookie, '/api/worlds/summary'));
    expect(summary.dataPoints).toBe(1500);
    const r = json<Relationship>(await api.get(c.cookie, `/api/worlds/people/${people.Bo!.id}`));
    const [fromBo, fromMe] = [r.conversation.reduce((t, m) => t + m.fromThem, 0), r.conversation.reduce((t, m) => t + m.fromYou, 0)];
    expect(fromBo + fromMe).toBe(summary.messages);
    expect(fromBo + fromMe).toBeLessThanOrEqual(1000);
    expect([fromBo, fromMe]).toEqual([people.Bo!.messageCount, people.Me!.messageCount]);
    const n = await narrate(c.cookie, people.Bo!.id);
    expect(n.facts.slice(0, 2)).toEqual([
      { label: 'messages from Bo', value: fromBo },
      { label: 'messages from you', value: fromMe },
    ]);
    expect(n.text).toContain(`exchanged ${(fromBo + fromMe).toLocaleString('en-US')} messages: ${fromBo} from Bo and ${fromMe} from you`);
  });
});

describe('a keyed model’s story of a relationship', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  let a: Awaited<ReturnType<typeof signUpUser>>;
  let ana: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url, AI_MODEL: 'gpt-4o-mini' } });
    api = importsApi(t.app);
    a = await signUpUser(t.app);
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'UTC' })).statusCode).toBe(200);
    expect((await api.importFile(a.cookie, anaChat(), 'WhatsApp Chat with Ana.txt')).status).toBe('done');
    const people = json<PeopleResponse>(await api.get(a.cookie, '/api/worlds/people')).people;
    ana = people.find((p) => p.name === 'Ana')!.id;
    const me = people.find((p) => p.name === 'Me')!.id;
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { selfPersonId: me })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  const narrate = async () => {
    const res = await api.send(a.cookie, 'POST', '/api/worlds/narrate', { subject: { kind: 'person', id: ana } });
    expect(res.statusCode, res.body).toBe(200);
    return json<Narration>(res);
  };

  it('keeps a story that tells only its findings, with their citations', async () => {
    fake.state.text = 'You and Ana shared 396 messages, 252 of them hers. [F1] From Jan 2023, things got quieter: 3 messages a month instead of 30. [F5]';
    const n = await narrate();
    expect(n.meta).toMatchObject({ engine: 'openai', fallback: null });
    expect(n.sentences).toHaveLength(2);
    expect(n.sentences[1]!.citations.length).toBeGreaterThan(0);
    expect(n.text).not.toContain('[F');
  });

  it('sets aside a story with a figure the findings do not hold, tells the offline story and says so', async () => {
    fake.state.text = 'You and Ana exchanged 5,000 messages and you wrote most in May 2021. [F1]';
    const n = await narrate();
    expect(n.meta.engine).toBe('offline');
    expect(n.meta.engineLabel).toBe('Offline analyst');
    expect(n.meta.fallback).toMatch(/5000/);
    expect(n.text).toContain('You and Ana exchanged 396 messages');
    expect(n.text).not.toContain('5,000');
  });
});
