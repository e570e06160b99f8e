/**
 * Round trip (#28): every format's public sample imported through the API, then the
 * account export holds exactly what the parser read — messages per author, events and
 * location points — for each source. A format whose rows the writer loses, doubles or
 * files under the wrong person fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { importsApi } from '../../../../tests/support/worlds';
import { parseRecords } from './parsers/parse-records';
import { detectImportSource } from './parsers/detect-import-source';
import { personKey } from './person-key';

const root = path.resolve(import.meta.dirname, '../../../../tests/samples');
const fixtures = path.resolve(import.meta.dirname, '../../../../../shared/fixtures/chat-exports');

/** One public sample per format and layout (tests/samples/*\/SOURCE.md; ../shared/fixtures for WhatsApp and Telegram). */
const CASES: { file: string; name?: string }[] = [
  { file: path.join(fixtures, 'chat-analytics/whatsapp_4A_11M.txt'), name: 'WhatsApp Chat with Some cool group.txt' },
  { file: path.join(fixtures, 'chat-analytics/whatsapp_4A_11M.zip') },
  { file: path.join(fixtures, 'whatstk/whatsapp_lorem.txt') },
  { file: path.join(fixtures, 'chat-analytics/telegram_DM_2A_7M.json') },
  ...fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => !/(^|\/)SOURCE\.md$/.test(f) && fs.statSync(path.join(root, f)).isFile())
    .sort()
    .map((f) => ({ file: path.join(root, f) })),
];

interface Tally {
  source: string;
  byAuthor: Record<string, number>;
  events: number;
  points: number;
}

/** What the parser reads from the file, counted as the writer stores it (identical events and points once). */
async function parsed(file: string, fileName: string): Promise<Tally> {
  const source = await detectImportSource(file, fileName);
  const byAuthor: Record<string, number> = {};
  const events = new Set<string>();
  const points = new Set<string>();
  // Authors a reader keys by the source's stable id (PersonRecord: Discord), as the writer keys them.
  const byId = new Map<string, string>();
  for await (const batch of parseRecords(file, { fileName, source })) {
    for (const r of batch.records) {
      if (r.kind === 'person') byId.set(r.author, `id:${r.key}`);
      else if (r.kind === 'message') {
        const key = byId.get(r.author) ?? personKey(r.author).key;
        byAuthor[key] = (byAuthor[key] ?? 0) + 1;
      } else if (r.kind === 'event') events.add(`${r.at}\u0000${r.chatKey ?? ''}\u0000${r.text}`);
      else if (r.kind === 'place' && r.via !== 'photo') points.add(`${r.at}\u0000${r.via}\u0000${r.lat}\u0000${r.lon}`);
    }
  }
  return { source, byAuthor, events: events.size, points: points.size };
}

interface ExportDoc {
  worlds: {
    imports: { source: string; status: string }[];
    people: { id: string; key: string }[];
    messages: { personId: string }[];
    events: unknown[];
    locationPoints: unknown[];
  };
}

describe('import → account export round trip, every format', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  beforeAll(async () => {
    t = await createTestApp();
    api = importsApi(t.app);
  });
  afterAll(() => t.close());

  it('has a sample of every chat and track format', async () => {
    const sources = new Set<string>();
    for (const c of CASES) sources.add(await detectImportSource(c.file, c.name ?? path.basename(c.file)));
    expect([...sources].sort()).toEqual(['discord', 'gps-track', 'imessage', 'instagram', 'messenger', 'signal', 'telegram', 'whatsapp']);
  });

  it.each(CASES.map((c) => [path.relative(path.resolve(root, '../..'), c.file), c] as const))('%s', async (_label, c) => {
    const fileName = c.name ?? path.basename(c.file);
    const expected = await parsed(c.file, fileName);
    const user = await signUpUser(t.app);
    const imported = await api.importFile(user.cookie, fs.readFileSync(c.file), fileName);
    expect(imported.status, imported.error ?? '').toBe('done');
    expect(imported.source).toBe(expected.source);
    const doc = json<ExportDoc>(await t.app.inject({ method: 'GET', url: '/api/auth/export', headers: { cookie: user.cookie } }));
    const keyOf = new Map(doc.worlds.people.map((p) => [p.id, p.key]));
    const byAuthor: Record<string, number> = {};
    for (const m of doc.worlds.messages) {
      const key = keyOf.get(m.personId)!;
      byAuthor[key] = (byAuthor[key] ?? 0) + 1;
    }
    expect(byAuthor).toEqual(expected.byAuthor);
    expect(doc.worlds.events).toHaveLength(expected.events);
    expect(doc.worlds.locationPoints).toHaveLength(expected.points);
    expect(imported.counts.messages).toBe(doc.worlds.messages.length);
  });
});
