import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { users } from '../db/schema';
import { openTestDatabase, testDbKind } from '../../../tests/support/test-db';
import { createJobs, sqlExecutor, type Jobs, type JobsOptions, type SqlExecutor } from './jobs';
import { createPubSub, type PubSub } from './pubsub';

const WAIT = { timeout: 25_000, interval: 100 };

/**
 * Two instances' job services on one database: on PostgreSQL each has its own pool, as
 * two processes would; on PGlite they share the one embedded backend.
 */
describe(`jobs on ${testDbKind()}`, () => {
  let database: Database;
  let second: Database;
  let pubsub: PubSub;
  const services: Jobs[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    second = database.kind === 'postgres' ? await openDatabase({ kind: 'postgres', url: database.url!, max: 4 }) : database;
    pubsub = createPubSub(database);
  });
  afterEach(async () => {
    await Promise.all(services.splice(0).map((s) => s.stop()));
  });
  afterAll(async () => {
    await pubsub?.close();
    if (second && second !== database) await second.close();
    await database?.close();
  });

  async function instance(opts: Partial<JobsOptions> & { on?: Database } = {}) {
    const jobs = createJobs({ database: opts.on ?? database, pollIntervalMs: 200, maintenanceIntervalSeconds: 1, ...opts });
    services.push(jobs);
    await jobs.start();
    return jobs;
  }

  it('runs a job, shows its progress, and keeps its result', async () => {
    const jobs = await instance({ pubsub });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    jobs.define<{ n: number }, { doubled: number }>('test.progress', async (data, ctx) => {
      await ctx.reportProgress({ done: 1, total: 2 });
      await gate;
      return { doubled: data.n * 2 };
    });
    const id = await jobs.send('test.progress', { n: 21 });
    await vi.waitFor(async () => {
      const s = await jobs.get(id);
      expect(s).toMatchObject({ state: 'active', progress: { done: 1, total: 2 }, attempts: 1 });
    }, WAIT);
    release();
    await vi.waitFor(async () => expect((await jobs.get(id))?.state).toBe('completed'), WAIT);
    expect(await jobs.get(id)).toMatchObject({
      id,
      name: 'test.progress',
      result: { doubled: 42 },
      error: null,
      attempts: 1,
      progress: { done: 1, total: 2 },
    });
    expect(await jobs.get('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('records the owner a sender names, and tells onOutcome how each attempt ended, after it is recorded', async () => {
    const jobs = await instance({ defaults: { expireInSeconds: 60 } });
    const [owner] = await database.db.insert(users).values({ email: `owner-${Date.now()}@example.com` }).returning();
    const outcomes: { state: string; ownerId: string | null; seen: string | undefined; error?: string }[] = [];
    jobs.define<{ fail: boolean }>(
      'test.outcome',
      async (data) => {
        if (data.fail) throw new Error('no luck');
        return 'ok';
      },
      {
        retryLimit: 1,
        retryDelaySeconds: 0,
        onOutcome: async (o) => {
          outcomes.push({ state: o.state, ownerId: o.ownerId, seen: (await jobs.get(o.id))?.state, error: o.error });
        },
      },
    );
    const ok = await jobs.send('test.outcome', { fail: false }, { ownerId: owner!.id });
    await vi.waitFor(() => expect(outcomes).toHaveLength(1), WAIT);
    expect(outcomes[0]).toEqual({ state: 'completed', ownerId: owner!.id, seen: 'completed', error: undefined });
    expect(await jobs.get(ok)).toMatchObject({ ownerId: owner!.id });

    const failing = await jobs.send('test.outcome', { fail: true });
    await vi.waitFor(() => expect(outcomes).toHaveLength(3), WAIT);
    expect(outcomes.slice(1).map((o) => [o.state, o.ownerId, o.error])).toEqual([
      ['retry', null, 'no luck'],
      ['failed', null, 'no luck'],
    ]);
    expect(await jobs.get(failing)).toMatchObject({ ownerId: null, state: 'failed' });
  });

  it('schedules a failed attempt\'s retry after its back-off', async () => {
    const jobs = await instance();
    jobs.define(
      'test.later',
      () => {
        throw new Error('not yet');
      },
      { retryLimit: 2, retryDelaySeconds: 600, retryBackoff: true },
    );
    const id = await jobs.send('test.later', {});
    await vi.waitFor(async () => expect(await jobs.get(id)).toMatchObject({ state: 'retry', attempts: 1, error: 'not yet' }), WAIT);
    // When the retry is due, as pg-boss scheduled it (JobStatus does not carry it): the
    // first back-off is delay × 2^1 / 2 plus up to as much again in jitter, counted from
    // the failure, which came after the attempt started. Read from the schedule, not timed.
    const { rows } = await sqlExecutor(database).executeSql(
      'SELECT extract(epoch FROM start_after - started_on)::float AS wait FROM pgboss.job WHERE id = $1',
      [id],
    );
    const wait = (rows[0] as { wait: number }).wait;
    expect(wait).toBeGreaterThanOrEqual(600);
    expect(wait).toBeLessThan(1200 + 60);
  });

  it('retries a failed attempt, then gives up after retryLimit', async () => {
    const jobs = await instance();
    jobs.define<{ failTimes: number }>(
      'test.flaky',
      (data, ctx) => {
        if (ctx.attempt <= data.failTimes) throw new Error(`attempt ${ctx.attempt} failed`);
        return `ok after ${ctx.attempt}`;
      },
      { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true },
    );
    const id = await jobs.send('test.flaky', { failTimes: 1 });
    await vi.waitFor(async () => expect((await jobs.get(id))?.state).toBe('completed'), WAIT);
    expect(await jobs.get(id)).toMatchObject({ attempts: 2, result: 'ok after 2' });

    const doomed = await jobs.send('test.flaky', { failTimes: 99 });
    await vi.waitFor(async () => expect((await jobs.get(doomed))?.attempts).toBeGreaterThanOrEqual(1), WAIT);
    await vi.waitFor(async () => expect((await jobs.get(doomed))?.state).toBe('failed'), WAIT);
    expect(await jobs.get(doomed)).toMatchObject({ attempts: 3, error: 'attempt 3 failed', result: null });
  });

  it('claims each job once across two instances', async () => {
    const a = await instance({ pubsub });
    const b = await instance({ on: second });
    const seen: string[] = [];
    const handler = async (data: { i: number }, ctx: { signal: AbortSignal }) => {
      seen.push(String(data.i));
      await new Promise((r) => setTimeout(r, 20));
      return ctx.signal.aborted ? null : data.i;
    };
    a.define('test.once', handler, { concurrency: 3 });
    b.define('test.once', handler, { concurrency: 3 });
    const ids = await Promise.all(Array.from({ length: 24 }, (_, i) => (i % 2 ? a : b).send('test.once', { i })));
    await vi.waitFor(async () => {
      const states = await Promise.all(ids.map(async (id) => (await a.get(id))?.state));
      expect(states.every((s) => s === 'completed')).toBe(true);
    }, WAIT);
    expect(seen).toHaveLength(24);
    expect(new Set(seen).size).toBe(24);
  });

  it('finishes on another instance a job whose instance died mid-run', async () => {
    // Instance A "dies": from then on nothing it sends reaches the database, as after SIGKILL.
    let dead = false;
    const real = sqlExecutor(second);
    const dying: SqlExecutor = {
      executeSql: (text, values) => (dead ? Promise.resolve({ rows: [] }) : real.executeSql(text, values)),
    };
    const a = await instance({ on: second, executor: dying, drainTimeoutMs: 100 });
    const startedOnA = vi.fn();
    a.define(
      'test.resume',
      () => {
        startedOnA();
        return new Promise(() => {}); // never settles: the process is gone
      },
      { expireInSeconds: 2, retryLimit: 1, retryDelaySeconds: 0 },
    );
    const id = await a.send('test.resume', { step: 'import' });
    await vi.waitFor(() => expect(startedOnA).toHaveBeenCalled(), WAIT);
    dead = true;

    const b = await instance();
    b.define('test.resume', async (_data, ctx) => `finished on B (attempt ${ctx.attempt})`, {
      expireInSeconds: 2,
      retryLimit: 1,
      retryDelaySeconds: 0,
    });
    await vi.waitFor(async () => expect((await b.get(id))?.state).toBe('completed'), WAIT);
    expect(await b.get(id)).toMatchObject({ attempts: 2, result: 'finished on B (attempt 2)' });
    expect(startedOnA).toHaveBeenCalledTimes(1);
  });

  it.runIf(testDbKind() === 'postgres')('finishes a job whose process was killed with SIGKILL mid-run', async () => {
    // A real second process (tests/support/jobs-child.ts) claims the job; SIGKILL drops
    // its connections with the job still active, as a crashed server would.
    const outDir = path.resolve('.cache/test-build');
    const outfile = path.join(outDir, `jobs-child-${process.pid}.mjs`);
    await build({
      entryPoints: ['tests/support/jobs-child.ts'],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'error',
    });
    const child = spawn(process.execPath, [outfile], {
      env: { ...process.env, JOBS_CHILD_DB: second.url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    try {
      await vi.waitFor(() => expect(out).toContain('ready'), WAIT);
      const sender = await instance();
      const id = await sender.send('test.crash', { step: 'import' });
      await vi.waitFor(() => expect(out).toContain(`started ${id}`), WAIT);
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));

      sender.define('test.crash', (_data, ctx) => `finished after the crash (attempt ${ctx.attempt})`, {
        expireInSeconds: 3,
        retryLimit: 1,
        retryDelaySeconds: 0,
      });
      await vi.waitFor(async () => expect((await sender.get(id))?.state).toBe('completed'), WAIT);
      expect(await sender.get(id)).toMatchObject({ attempts: 2, result: 'finished after the crash (attempt 2)' });
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      fs.rmSync(outfile, { force: true });
    }
  });

  it('stop() lets a running job finish before it resolves', async () => {
    const jobs = createJobs({ database, pollIntervalMs: 200 });
    await jobs.start();
    const started = vi.fn();
    jobs.define('test.drain', async () => {
      started();
      await new Promise((r) => setTimeout(r, 300));
      return 'drained';
    });
    const id = await jobs.send('test.drain', {});
    await vi.waitFor(() => expect(started).toHaveBeenCalled(), WAIT);
    await jobs.stop();
    const reader = await instance();
    expect(await reader.get(id)).toMatchObject({ state: 'completed', result: 'drained' });
  });

  it('cancelOwnedBy cancels the owner\'s queued and running jobs, aborts and awaits the running handler, leaves others\' alone (#25)', async () => {
    const a = await instance({ pubsub, defaults: { expireInSeconds: 60 } });
    const [owner] = await database.db.insert(users).values({ email: `cancel-${Date.now()}@example.com` }).returning();
    const [other] = await database.db.insert(users).values({ email: `keep-${Date.now()}@example.com` }).returning();
    let returned = false;
    let running!: () => void;
    const started = new Promise<void>((r) => (running = r));
    a.define<{ who: string }>('test.cancel', async (data, ctx) => {
      if (data.who !== 'owner') return 'ok';
      running();
      await new Promise<void>((resolve) => ctx.signal.addEventListener('abort', () => resolve(), { once: true }));
      await new Promise((r) => setTimeout(r, 200)); // a last write after the abort: cancelOwnedBy waits for it
      returned = true;
      throw ctx.signal.reason as Error;
    });
    const runningId = await a.send('test.cancel', { who: 'owner' }, { ownerId: owner!.id });
    await started;
    const queuedId = await a.send('test.cancel', { who: 'owner' }, { ownerId: owner!.id, startAfterSeconds: 3600 });
    const otherId = await a.send('test.cancel', { who: 'other' }, { ownerId: other!.id, startAfterSeconds: 3600 });
    expect(await a.cancelOwnedBy(owner!.id)).toBe(2);
    expect(returned).toBe(true);
    expect((await a.get(runningId))?.state).toBe('cancelled');
    expect((await a.get(queuedId))?.state).toBe('cancelled');
    expect((await a.get(otherId))?.state).toBe('queued');
  });

  it('cancelOwnedBy on one instance aborts the handler running on another (pub/sub hint)', async () => {
    const a = await instance({ pubsub, defaults: { expireInSeconds: 60 } });
    const b = await instance({ pubsub, on: second, defaults: { expireInSeconds: 60 } });
    const [owner] = await database.db.insert(users).values({ email: `cancel2-${Date.now()}@example.com` }).returning();
    let aborted = false;
    let running!: () => void;
    const started = new Promise<void>((r) => (running = r));
    b.define('test.cancel-remote', async (_data, ctx) => {
      running();
      await new Promise<void>((resolve) => ctx.signal.addEventListener('abort', () => resolve(), { once: true }));
      aborted = true;
      throw ctx.signal.reason as Error;
    });
    const id = await a.send('test.cancel-remote', {}, { ownerId: owner!.id });
    await started;
    await a.cancelOwnedBy(owner!.id);
    await vi.waitFor(() => expect(aborted).toBe(true), WAIT);
    expect((await a.get(id))?.state).toBe('cancelled');
  });

  it('refuses bad names and a second definition', async () => {
    const jobs = await instance();
    expect(() => jobs.define('Bad Name', () => null)).toThrow(/Invalid job name/);
    jobs.define('test.twice', () => null);
    expect(() => jobs.define('test.twice', () => null)).toThrow(/already defined/);
    await expect(jobs.send('../x', {})).rejects.toThrow(/Invalid job name/);
  });
});
