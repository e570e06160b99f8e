/**
 * A story says what it covers (#27, ADR 052): in a world cut to the Basic plan's newest
 * 1,000 data points (or to a chosen scope), every story (a person, a period, a world) ends
 * with "Told from your newest 1,000 data points.", so its figures are never read as all
 * imported data; a world drawn from everything says nothing of the kind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { importsApi } from '../../../../tests/support/worlds';
import type { Narration, NarrateBody } from '../../../contract/worlds';
import type { PlanScope } from '../../../contract/worlds-scope';
import type { SocialPeopleResponse } from '../../../contract/worlds-social';

const pad = (v: number) => String(v).padStart(2, '0');
/** `n` messages a minute apart (600 a day, from 08:00) from `day` Jan 2024, the owner and `who` in turn. */
const chat = (who: string, n: number, day = 1) =>
  Array.from(
    { length: n },
    (_, i) => `${pad(day + Math.floor(i / 600))}/01/2024, ${pad(8 + Math.floor((i % 600) / 60))}:${pad(i % 60)} - ${i % 2 ? who : 'Me'}: message ${i}`,
  ).join('\n');

describe('narration says what it covers (#27)', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  let big: string;
  let small: string;
  const narrate = async (cookie: string, subject: NarrateBody['subject']) => {
    const res = await api.send(cookie, 'POST', '/api/worlds/narrate', { subject });
    expect(res.statusCode, res.body).toBe(200);
    return json<Narration>(res);
  };
  const personId = async (cookie: string, name: string) => json<SocialPeopleResponse>(await api.get(cookie, '/api/worlds/people')).people.find((p) => p.name === name)!.id;

  beforeAll(async () => {
    t = await createTestApp();
    api = importsApi(t.app);
    big = (await signUpUser(t.app)).cookie;
    small = (await signUpUser(t.app)).cookie;
    // 1,010 data points on Basic: the worlds (and so the stories) are of the newest 1,000.
    expect((await api.importFile(big, chat('Ana Lopez', 1_000), 'WhatsApp Chat with Ana Lopez.txt')).status).toBe('done');
    expect((await api.importFile(big, chat('Ben Ortiz', 10, 5), 'WhatsApp Chat with Ben Ortiz.txt')).status).toBe('done');
    expect((await api.importFile(small, chat('Ben Ortiz', 10, 5), 'WhatsApp Chat with Ben Ortiz.txt')).status).toBe('done');
  }, 120_000);
  afterAll(() => t.close());

  it('a person, a period and a world of a cut world end with the coverage sentence', async () => {
    const stories = [
      await narrate(big, { kind: 'person', id: await personId(big, 'Ana Lopez') }),
      await narrate(big, { kind: 'period', from: '2024-01-01', to: '2024-02-01' }),
      await narrate(big, { kind: 'world', world: 'timeline' }),
    ];
    // The timeline's story counts the points it is drawn from, not all 1,010 imported.
    expect(stories[2]!.text).toContain('drawn from 1,000 data points');
    expect(stories[2]!.facts).toContainEqual({ label: 'data points', value: 1000 });
    for (const n of stories) {
      expect(n.sentences.at(-1), n.text).toEqual({ text: 'Told from your newest 1,000 data points.', citations: [] });
      expect(n.text.endsWith(' Told from your newest 1,000 data points.')).toBe(true);
    }
  });

  it('a chosen scope names the choice', async () => {
    const ben = json<PlanScope>(await api.get(big, '/api/worlds/scope')).chats.find((c) => c.title.includes('Ben'))!;
    expect((await api.send(big, 'PUT', '/api/worlds/scope', { chatIds: [ben.id] })).statusCode).toBe(200);
    const n = await narrate(big, { kind: 'person', id: await personId(big, 'Ben Ortiz') });
    expect(n.sentences.at(-1)!.text).toBe('Told from the 10 data points from the chats you chose.');
    expect((await api.send(big, 'PUT', '/api/worlds/scope', { chatIds: [] })).statusCode).toBe(200);
  });

  it('a world drawn from everything imported says nothing of coverage', async () => {
    const n = await narrate(small, { kind: 'person', id: await personId(small, 'Ben Ortiz') });
    expect(n.text).not.toContain('Told from');
    expect(n.sentences.length).toBeGreaterThan(0);
  });
});
