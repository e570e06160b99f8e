import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/support/create-test-app';
import { registerErrorHandling } from '../errors';
import { RequestLogController } from './request-log';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  err?: { message?: string };
}

async function appLogging(level: string) {
  const lines: Line[] = [];
  const app = Fastify({
    logger: { level, stream: { write: (l: string) => lines.push(JSON.parse(l) as Line) } },
    logController: new RequestLogController(),
  });
  registerErrorHandling(app);
  app.get('/ok', () => ({ ok: true }));
  app.get('/boom', () => {
    throw new Error('database on fire');
  });
  await app.ready();
  return { app, lines };
}

describe('request logging', () => {
  it('writes no line per successful request at the default level (info)', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ env: { LOG_LEVEL: 'info' }, overrides: { logStream: { write: (l) => lines.push(l) } } });
    try {
      const before = lines.length;
      for (let i = 0; i < 3; i++) expect((await t.app.inject('/api/health')).statusCode).toBe(200);
      expect((await t.app.inject('/api/nope')).statusCode).toBe(404);
      expect(lines.slice(before)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('still logs an unknown error, with the request id, at info', async () => {
    const { app, lines } = await appLogging('info');
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(lines.map((l) => l.msg)).toEqual(['unhandled error']);
    expect(lines[0]).toMatchObject({ level: 50, reqId: expect.any(String), err: { message: 'database on fire' } });
    await app.close();
  });

  it('logs each request and its completion at debug', async () => {
    const { app, lines } = await appLogging('debug');
    await app.inject('/ok');
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [20, 'incoming request'],
      [20, 'request completed'],
    ]);
    expect(lines[0]!.reqId).toBe(lines[1]!.reqId);
    await app.close();
  });
});
