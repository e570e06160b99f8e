/**
 * Optional start-up work (ADR 058): the speech engines' warm-up and the /demo and sample
 * world seeds begin a moment after the server listens, so its first answers never wait
 * behind them; a request that needs a seed before then writes it itself.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/create-test-app';
import { SAMPLE_OWNER_ID } from './features/worlds/sample-world';

async function sampleImportsDone(t: TestApp): Promise<number> {
  const rows = await t.db.execute(sql`select count(*)::int as n from world_imports where user_id = ${SAMPLE_OWNER_ID} and status = 'done'`);
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

async function demoSeeded(t: TestApp): Promise<boolean> {
  const rows = await t.db.execute(sql`select count(*)::int as n from demo_company`);
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) > 0;
}

describe('optional start-up work', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('has not begun when the server starts answering; a request that needs the sample world stores it first', async () => {
    t = await createTestApp({ overrides: { optionalWorkDelayMs: 3_600_000 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    expect((await fetch(`http://127.0.0.1:${address.port}/api/health`)).status).toBe(200);
    expect(await sampleImportsDone(t)).toBe(0);
    expect(await demoSeeded(t)).toBe(false);

    const summary = await t.app.inject('/api/worlds/sample/summary');
    expect(summary.statusCode).toBe(200);
    expect(await sampleImportsDone(t)).toBeGreaterThan(0);
  });

  it('then writes the sample world and /demo seeds by itself', async () => {
    t = await createTestApp({ overrides: { optionalWorkDelayMs: 0 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await vi.waitFor(async () => {
      expect(await demoSeeded(t!)).toBe(true);
      expect(await sampleImportsDone(t!)).toBeGreaterThan(0);
    }, { timeout: 60_000, interval: 100 });
  });
});
