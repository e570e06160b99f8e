import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { defaultSessionState, SessionStateSchema, type SessionState } from '../../../contract/business-os';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { activityEntries, businessSessionBackups, businessSessions, users } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import { createActivityLog } from '../../../../tests/support/activity-log';
import { createBusinessOsService, restoreState, type BusinessOsService } from './business-os.service';

describe('business OS session service', () => {
  let t: TestApp;
  let service: BusinessOsService;
  let ada: string;
  let bob: string;

  beforeAll(async () => {
    t = await createTestApp();
    service = createBusinessOsService(t.db, createActivityLog({ db: t.db }));
    const rows = await t.db
      .insert(users)
      .values([{ email: 'ada@example.com' }, { email: 'bob@example.com' }])
      .returning({ id: users.id });
    ada = rows[0]!.id;
    bob = rows[1]!.id;
  });
  afterAll(() => t.close());

  const withTranscript = (text: string): SessionState => ({ ...defaultSessionState(), transcript: text });

  it('creates a session with the default document: three blocks that cannot be closed and the conversation', async () => {
    const s = await service.create(ada, {});
    expect(s.title).toBe('Untitled session');
    expect(s.revision).toBe(0);
    expect(s.state.blocks.map((b) => [b.title, b.size.width, b.size.height, b.closeable])).toEqual([
      ['Live Transcript', 300, 200, false],
      ['Current Summary', 300, 200, false],
      ['AI Metrics', 280, 200, false],
      ['Conversation', 624, 340, true],
    ]);
    expect(s.state.tokenUsage).toEqual({ used: 0, limit: 10000, cost: 0, inputTokens: 0, outputTokens: 0, estimatedTokens: 0 });
    expect(s.state.settings).toEqual({ voice: 'rachel', style: 'business', voiceOutput: true });
  });

  it('lists only the caller’s sessions, most recently changed first', async () => {
    const first = await service.create(ada, { title: 'First' });
    const second = await service.create(ada, { title: 'Second' });
    await service.create(bob, { title: 'Bob’s' });
    await service.update(ada, first.id, { revision: 0, state: withTranscript('touched') });
    const list = await service.list(ada);
    expect(list.map((s) => s.title)).not.toContain('Bob’s');
    const titles = list.map((s) => s.title);
    expect(titles.indexOf('First')).toBeLessThan(titles.indexOf('Second'));
    expect(list.find((s) => s.id === second.id)?.revision).toBe(0);
  });

  it('saves the whole document and bumps the revision on every write', async () => {
    const s = await service.create(ada, {});
    const moved = withTranscript('hello there');
    moved.blocks[0]!.position = { x: 500, y: 320 };
    const r1 = await service.update(ada, s.id, { revision: 0, state: moved, title: 'Pitch prep' });
    expect(r1.revision).toBe(1);
    expect(r1.title).toBe('Pitch prep');
    const again = await service.get(ada, s.id);
    expect(again.state.blocks[0]!.position).toEqual({ x: 500, y: 320 });
    expect(again.state.transcript).toBe('hello there');
    const r2 = await service.update(ada, s.id, { revision: 1, state: withTranscript('more') });
    expect(r2.revision).toBe(2);
    expect(r2.title).toBe('Pitch prep');
  });

  it('refuses a write based on a stale revision and keeps the newer data', async () => {
    const s = await service.create(ada, {});
    await service.update(ada, s.id, { revision: 0, state: withTranscript('tab A') });
    await expect(service.update(ada, s.id, { revision: 0, state: withTranscript('tab B') })).rejects.toMatchObject({
      statusCode: 409,
      code: 'stale_revision',
    });
    await expect(service.update(ada, s.id, { revision: 0, state: withTranscript('tab B') })).rejects.toBeInstanceOf(ConflictError);
    expect((await service.get(ada, s.id)).state.transcript).toBe('tab A');
  });

  it('treats another user’s session as not found for every operation', async () => {
    const s = await service.create(ada, {});
    await expect(service.get(bob, s.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(service.update(bob, s.id, { revision: 0, state: withTranscript('x') })).rejects.toBeInstanceOf(NotFoundError);
    await expect(service.remove(bob, s.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(service.recordEvent(bob, s.id, { type: 'voice', message: 'hi' })).rejects.toBeInstanceOf(NotFoundError);
    expect((await service.get(ada, s.id)).revision).toBe(0);
  });

  it('deletes a session', async () => {
    const s = await service.create(ada, {});
    await service.remove(ada, s.id);
    await expect(service.get(ada, s.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(service.remove(ada, s.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('records voice, file and typed activity entries for the activity dashboard', async () => {
    const s = await service.create(ada, { title: 'Board prep' });
    await service.recordEvent(ada, s.id, { type: 'voice', message: 'We need a seed round', metadata: { duration: 4.2 } });
    await service.recordEvent(ada, s.id, { type: 'file', message: 'Uploaded plan.md', metadata: { fileSize: 2048 } });
    const rows = await t.db.select().from(activityEntries).where(eq(activityEntries.userId, ada));
    const mine = rows.filter((r) => r.metadata.sessionId === s.id);
    expect(mine.map((r) => [r.type, r.message])).toEqual(
      expect.arrayContaining([
        ['voice', 'We need a seed round'],
        ['file', 'Uploaded plan.md'],
      ]),
    );
    expect(mine.find((r) => r.type === 'voice')?.metadata).toMatchObject({ duration: 4.2, source: 'business-os', sessionTitle: 'Board prep' });
    expect(mine.find((r) => r.type === 'file')?.metadata).toMatchObject({ fileSize: 2048 });
  });

  it('opens a document saved before newer fields existed, filling them from the defaults', () => {
    const old = { ...defaultSessionState(), transcript: 'kept' } as Partial<SessionState>;
    delete old.stats;
    delete old.goal;
    const restored = restoreState(old);
    expect(restored.status).toBe('migrated');
    expect(restored.dropped).toEqual([]);
    expect(restored.state.transcript).toBe('kept');
    expect(restored.state.stats).toEqual({ events: 0, aiResponses: 0, voiceSeconds: 0 });
    expect(restored.state.goal).toBeNull();
    expect(restoreState(defaultSessionState()).status).toBe('ok');
    expect(restoreState('garbage')).toMatchObject({ status: 'unreadable', state: defaultSessionState() });
    expect(restoreState({ version: 7, document: { pages: [] } }).status).toBe('unreadable');
  });

  /** A document an older version wrote: one block of a type since removed, epoch timestamps, numbers as text. */
  const legacyDoc = () => {
    const base = defaultSessionState();
    return {
      ...base,
      transcript: 'we discussed churn',
      businessOkrs: 'Objective: raise a seed round',
      blocks: [
        // Saved before the conversation block existed: the three pinned blocks.
        ...base.blocks.slice(0, 3),
        { id: 'embed-1', type: 'iframe', title: 'Embed', content: 'https://example.com', position: { x: 10, y: 300 }, size: { width: 300, height: 200 }, closeable: true },
        { id: 'note-1', type: 'custom', title: 'Plan', content: 'Hire a head of sales', position: { x: 400, y: 300 }, size: { width: 280, height: 180 } },
      ],
      events: [{ id: 'e1', type: 'action', content: 'How do we price?', timestamp: 1_700_000_000_000, aiResponse: 'Price on value.' }],
      tokenUsage: { used: '120', limit: 10000, cost: 0.0024, inputTokens: 100, outputTokens: 20 },
    } as unknown as Record<string, unknown>;
  };

  it('salvages what still parses from a document the stricter schema refuses: one bad block is dropped, not all', () => {
    const r = restoreState(legacyDoc());
    expect(r.status).toBe('salvaged');
    expect(r.state.transcript).toBe('we discussed churn');
    expect(r.state.businessOkrs).toBe('Objective: raise a seed round');
    expect(r.state.blocks.map((b) => b.id)).toEqual(['live-transcript', 'current-summary', 'ai-metrics', 'note-1']);
    expect(r.state.blocks.at(-1)).toMatchObject({ content: 'Hire a head of sales', closeable: true });
    expect(r.state.events[0]).toMatchObject({ content: 'How do we price?', timestamp: new Date(1_700_000_000_000).toISOString() });
    expect(r.state.tokenUsage.used).toBe(120);
    expect(r.dropped).toEqual(['1 of 5 blocks']);
    expect(SessionStateSchema.safeParse(r.state).success).toBe(true);
  });

  it('answers read-only, with what could be read, when a whole part of the document cannot be read', () => {
    const r = restoreState({ ...legacyDoc(), blocks: { kind: 'canvas-v0' }, transcript: 'still here' });
    expect(r.status).toBe('unreadable');
    expect(r.dropped).toEqual(['the blocks']);
    expect(r.state.transcript).toBe('still here');
    expect(r.state.blocks).toEqual(defaultSessionState().blocks);
  });

  it('cuts an over-long text to fit and says so', () => {
    const r = restoreState({ ...defaultSessionState(), commentary: 'x'.repeat(30_000) });
    expect(r).toMatchObject({ status: 'salvaged', dropped: ['part of the AI commentary'] });
    expect(r.state.commentary).toHaveLength(20_000);
  });

  it('answers a session whose document cannot be read as read-only, keeps the row untouched and refuses saves over it (423)', async () => {
    const raw = { version: 7, document: { pages: [{ text: 'my notes from the old app' }] } };
    const [row] = await t.db.insert(businessSessions).values({ userId: ada, title: 'Old one', state: raw }).returning();
    const s = await service.get(ada, row!.id);
    expect(s.readOnly).toBe(true);
    expect(s.recovery).toMatchObject({ status: 'unreadable' });
    expect(s.recovery!.message).toMatch(/read-only/);
    await expect(service.update(ada, row!.id, { revision: 0, state: defaultSessionState() })).rejects.toMatchObject({
      statusCode: 423,
      code: 'session_read_only',
    });
    const [stored] = await t.db.select().from(businessSessions).where(eq(businessSessions.id, row!.id));
    expect(stored!.state).toEqual(raw);
    expect(stored!.revision).toBe(0);
  });

  it('opens a salvaged session editable, says what was dropped, and backs up the raw original before the first save over it', async () => {
    const raw = legacyDoc();
    const [row] = await t.db.insert(businessSessions).values({ userId: ada, title: 'Legacy', state: raw }).returning();
    const s = await service.get(ada, row!.id);
    expect(s.readOnly).toBe(false);
    expect(s.recovery).toMatchObject({ status: 'salvaged', dropped: ['1 of 5 blocks'] });
    // Reading changes nothing.
    const [untouched] = await t.db.select().from(businessSessions).where(eq(businessSessions.id, row!.id));
    expect(untouched!.state).toEqual(raw);
    expect(await t.db.select().from(businessSessionBackups).where(eq(businessSessionBackups.sessionId, row!.id))).toHaveLength(0);

    const saved = await service.update(ada, row!.id, { revision: 0, state: { ...s.state, transcript: 'we discussed churn and pricing' } });
    expect(saved.revision).toBe(1);
    expect(saved.recovery).toBeNull();
    const backups = await t.db.select().from(businessSessionBackups).where(eq(businessSessionBackups.sessionId, row!.id));
    expect(backups).toHaveLength(1);
    expect(backups[0]!.state).toEqual(raw);
    expect(backups[0]).toMatchObject({ userId: ada, revision: 0 });
    // Later saves are over a document this version wrote: no further backups.
    await service.update(ada, row!.id, { revision: 1, state: saved.state });
    expect(await t.db.select().from(businessSessionBackups).where(eq(businessSessionBackups.sessionId, row!.id))).toHaveLength(1);
  });

  it('caps the document: too many events, an oversized preview or an unknown block type are refused', () => {
    const base = defaultSessionState();
    const event = { id: 'e', type: 'action' as const, content: 'x', timestamp: new Date().toISOString() };
    expect(SessionStateSchema.safeParse({ ...base, events: Array.from({ length: 21 }, () => event) }).success).toBe(false);
    expect(SessionStateSchema.safeParse({ ...base, events: Array.from({ length: 20 }, () => event) }).success).toBe(true);
    const file = { name: 'a.md', size: 1, type: 'text/markdown', preview: 'x'.repeat(301), excerpt: '' };
    expect(SessionStateSchema.safeParse({ ...base, files: [file] }).success).toBe(false);
    const block = { ...base.blocks[0]!, type: 'iframe' };
    expect(SessionStateSchema.safeParse({ ...base, blocks: [block] }).success).toBe(false);
  });
});

describe('business OS routes without a session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/business-os/sessions'],
    ['POST', '/api/business-os/sessions'],
    ['GET', '/api/business-os/sessions/00000000-0000-4000-8000-000000000000'],
    ['PUT', '/api/business-os/sessions/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/business-os/sessions/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/business-os/sessions/00000000-0000-4000-8000-000000000000/events'],
  ] as const)('%s %s answers 401 to a signed-out caller', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toMatchObject({ code: 'unauthorized' });
  });
});
