import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorBodySchema } from '../contract/common';
import { createTestApp, json, type TestApp } from '../../tests/support/create-test-app';
import { testDbKind } from '../../tests/support/test-db';

describe('the app shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/health answers 200 with the database kind and version', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ status: 'ok', database: testDbKind(), version: expect.any(String) });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.app.inject('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(json(res)).toMatchObject({ code: 'not_found' });
  });

  it('sends the API security headers on JSON: a CSP that allows nothing, nosniff, same-origin', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const res = await t.app.inject(url);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it("sends the document security headers, with the app's Content-Security-Policy, outside /api", async () => {
    const res = await t.app.inject('/some/page');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toContain('microphone=(self)');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('refuses a cross-site state-changing request (CSRF) and allows a same-origin one', async () => {
    const payload = { email: 'csrf@example.com' };
    const cross = await t.app.inject({
      method: 'POST',
      url: '/api/subscribe',
      headers: { origin: 'https://evil.example', host: 'localhost:5000' },
      payload,
    });
    expect(cross.statusCode).toBe(403);
    expect(json(cross)).toMatchObject({ code: 'csrf' });
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/subscribe',
      headers: { origin: 'http://localhost:5000', host: 'localhost:5000' },
      payload,
    });
    expect(same.statusCode).toBe(200);
  });

  // Found by the contract fuzz: Fastify answered these itself, in its own body shape
  // ({error, code: 'FST_ERR_BAD_URL', message, statusCode}), outside the error handler.
  it('answers a URL that does not decode, or an over-long path parameter, with the one error body', async () => {
    for (const [url, status, message] of [
      ['/api/business-os/sessions/%E0%A4%A', 400, 'The request address is not valid.'],
      ['/api/business-os/sessions/%zz/events', 400, 'The request address is not valid.'],
      [`/api/business-os/sessions/${'x'.repeat(5000)}`, 414, 'The request address is too long.'],
    ] as const) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(ErrorBodySchema.strict().parse(json(res)), url).toEqual({ code: 'bad_request', message, error: message });
    }
  });

  it('runs background jobs once ready, and stores uploads under DATA_DIR/uploads by default', async () => {
    t.app.jobs.define<{ word: string }>('test.app-wiring', async (data, ctx) => {
      await ctx.reportProgress({ step: 1 });
      return data.word.toUpperCase();
    });
    const id = await t.app.jobs.send('test.app-wiring', { word: 'ready' });
    await vi.waitFor(async () => expect((await t.app.jobs.get(id))?.state).toBe('completed'), { timeout: 20_000 });
    expect(await t.app.jobs.get(id)).toMatchObject({ result: 'READY', progress: { step: 1 }, attempts: 1 });

    expect(t.app.storage.kind).toBe('disk');
    await t.app.storage.put('wiring/check.txt', 'ok');
    expect(fs.readFileSync(path.join(t.config.uploadsDir, 'wiring', 'check.txt'), 'utf8')).toBe('ok');
  });

  it('rejects a body over the size limit with 413, not a crash', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(json(res)).toMatchObject({ code: 'payload_too_large' });
  });
});

describe('the built web app', () => {
  let t: TestApp;
  let webRoot: string;
  const INDEX = '<!doctype html><title>Mnemo</title><div id="root"></div>';
  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-web-'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), INDEX);
    fs.mkdirSync(path.join(webRoot, 'assets'));
    fs.writeFileSync(path.join(webRoot, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
    fs.mkdirSync(path.join(webRoot, 'media'));
    fs.writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ overrides: { webRoot } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers a page path with a dot in it (/julia.ai) with the app and 200, not a plain-text 404', async () => {
    for (const url of ['/julia.ai', '/julia.ai/crm', '/julia.ai?ref=x', '/', '/pricing', '/pricing/']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toBe(INDEX);
    }
  });

  it("answers an unknown page path with the app (its 'Page Not Found') and status 404", async () => {
    for (const url of ['/no-such-page', '/julia.ai/nope', '/report.pdf', '/robots.txt', '/a/b/c.d']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toBe(INDEX);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/no-such-page' });
    expect(head.statusCode).toBe(404);
  });

  it('serves built files, and a missing one under a build folder is a plain 404', async () => {
    const js = await t.app.inject('/assets/app-1a2b3c.js');
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe('console.log(1)');
    expect(js.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject('/favicon.svg')).statusCode).toBe(200);
    for (const url of ['/assets/gone-123.js', '/media/missing.mp4']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/plain/);
    }
  });

  it('keeps the JSON 404 for /api paths and for other methods', async () => {
    const api = await t.app.inject('/api/julia.ai');
    expect(api.statusCode).toBe(404);
    expect(json(api)).toMatchObject({ code: 'not_found' });
    const post = await t.app.inject({ method: 'POST', url: '/pricing', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.headers['content-type']).toMatch(/application\/json/);
  });
});
