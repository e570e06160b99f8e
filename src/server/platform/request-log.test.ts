import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/support/create-test-app';
import { registerErrorHandling } from '../errors';
import pino from 'pino';
import { LazyChildLogger, lazyChildLoggerFactory, RequestLogController } from './request-log';

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
    childLoggerFactory: lazyChildLoggerFactory,
  });
  registerErrorHandling(app);
  app.get('/ok', () => ({ ok: true }));
  app.get('/boom', () => {
    throw new Error('database on fire');
  });
  app.get('/note', (request) => {
    request.log.info({ n: 1 }, 'noted');
    request.log.debug('not at info');
    return { ok: true };
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

  it("a route's own log line carries its request id, and each request's id is its own", async () => {
    const { app, lines } = await appLogging('info');
    const a = await app.inject('/note');
    const b = await app.inject('/note');
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(lines.map((l) => l.msg)).toEqual(['noted', 'noted']);
    expect(lines[0]!.reqId).toEqual(expect.any(String));
    expect(lines[0]!.reqId).not.toBe(lines[1]!.reqId);
    await app.close();
  });
});

describe('the lazy request logger', () => {
  function parent(level: string) {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level }, { write: (l: string) => lines.push(JSON.parse(l) as Record<string, unknown>) });
    let children = 0;
    const child = logger.child;
    logger.child = function (this: typeof logger, ...a: Parameters<typeof child>) {
      children++;
      return child.apply(this, a);
    } as typeof logger.child;
    return { logger, lines, children: () => children };
  }

  it('makes no pino child until a line at an enabled level is written, then writes it with the bindings', () => {
    const p = parent('info');
    const log = new LazyChildLogger(p.logger, { reqId: 'r-1' }, {});
    log.debug('quiet');
    log.trace('quieter');
    expect(p.children()).toBe(0);
    expect(log.level).toBe('info');
    log.warn({ x: 1 }, 'loud');
    log.info('again');
    expect(p.children()).toBe(1);
    expect(p.lines.map((l) => [l.msg, l.reqId, l.level])).toEqual([
      ['loud', 'r-1', 40],
      ['again', 'r-1', 30],
    ]);
    expect(p.lines[0]).toMatchObject({ x: 1 });
  });

  it("honours a route's own log level and passes child() on", () => {
    const p = parent('info');
    const log = new LazyChildLogger(p.logger, { reqId: 'r-2' }, { level: 'debug' });
    expect(log.level).toBe('debug');
    log.debug('route debug');
    log.child({ part: 'x' }).info('from grandchild');
    expect(p.lines.map((l) => [l.msg, l.reqId])).toEqual([
      ['route debug', 'r-2'],
      ['from grandchild', 'r-2'],
    ]);
    expect(p.lines[1]).toMatchObject({ part: 'x' });
  });
});
