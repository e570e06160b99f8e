import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './platform/sessions';
import { LANDING_FILE, pageShellFor, SESSION_COOKIE_NAME, serveWebApp } from './web-app';

const SHELL = '<!doctype html><div id="root"></div>';
const LANDING = '<!doctype html><div id="root" data-prerendered="visitor"><h1>Your life’s data</h1></div>';

describe('which HTML answers a page (ADR 060)', () => {
  it('is the prerendered landing for / without a session cookie, the shell otherwise', () => {
    expect(pageShellFor('/', undefined)).toBe('landing');
    expect(pageShellFor('/', '')).toBe('landing');
    expect(pageShellFor('/', 'theme=dark; other_sid=1')).toBe('landing');
    expect(pageShellFor('/', 'mnemo_sid=abc.def')).toBe('app');
    expect(pageShellFor('/', 'theme=dark; mnemo_sid=abc')).toBe('app');
    expect(pageShellFor('/', 'theme=dark;mnemo_sid=')).toBe('app');
    for (const page of ['/pricing', '/dashboard', '/login', '/no-such-page']) expect(pageShellFor(page, undefined)).toBe('app');
  });

  it('knows the session cookie by the name the sessions module sets', () => {
    expect(SESSION_COOKIE_NAME).toBe(SESSION_COOKIE);
  });
});

describe('serveWebApp', () => {
  let app: FastifyInstance;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-web-'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), SHELL);
    fs.writeFileSync(path.join(webRoot, LANDING_FILE), LANDING);
    fs.mkdirSync(path.join(webRoot, 'assets'));
    fs.writeFileSync(path.join(webRoot, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
    app = Fastify();
    await serveWebApp(app, webRoot);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers / for a visitor with the prerendered landing, and says the answer depends on the cookie', async () => {
    for (const url of ['/', '/?ref=x']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers.vary, url).toBe('cookie');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(LANDING);
    }
    expect((await app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
  });

  it('answers / with a session cookie (even a stale one) with the plain shell, which renders client-side', async () => {
    const res = await app.inject({ url: '/', headers: { cookie: 'mnemo_sid=stale-or-valid' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBe('cookie');
    expect(res.body).toBe(SHELL);
  });

  it('answers every other page with the shell, cookie or not', async () => {
    for (const url of ['/pricing', '/dashboard', '/julia.ai']) {
      expect((await app.inject(url)).body, url).toBe(SHELL);
    }
    const unknown = await app.inject('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(SHELL);
  });

  it('never serves the landing file under its own name', async () => {
    const res = await app.inject(`/${LANDING_FILE}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(SHELL);
    expect((await app.inject('/assets/app-1a2b3c.js')).body).toBe('console.log(1)');
  });
});

describe('serveWebApp: the files of the build', () => {
  let app: FastifyInstance;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-web-'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), SHELL);
    fs.writeFileSync(path.join(webRoot, LANDING_FILE), LANDING);
    fs.writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg/>');
    fs.mkdirSync(path.join(webRoot, 'assets'));
    fs.writeFileSync(path.join(webRoot, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
    fs.mkdirSync(path.join(webRoot, 'media', 'hero'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'media', 'hero', 'sky.webp'), 'webp');
    app = Fastify();
    await serveWebApp(app, webRoot);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves hashed assets for a year, other files for an hour, to GET and HEAD', async () => {
    const asset = await app.inject('/assets/app-1a2b3c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.body).toBe('console.log(1)');
    const head = await app.inject({ method: 'HEAD', url: '/assets/app-1a2b3c.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String('console.log(1)'.length));
    for (const [url, body] of [
      ['/favicon.svg', '<svg/>'],
      ['/media/hero/sky.webp', 'webp'],
      ['/index.html', SHELL],
    ]) {
      const res = await app.inject(url!);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=3600');
      expect(res.body, url).toBe(body);
    }
  });

  it('answers a missing file under a build folder with a plain 404, not the shell', async () => {
    for (const url of ['/assets/gone-9z8y7x.js', '/media/hero/gone.webp', '/media/nothing-here', '/assets/', '/media/hero/']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/plain/);
      expect(res.body, url).toBe('Not found');
    }
  });

  it('answers other methods on a file as an unknown API route', async () => {
    const res = await app.inject({ method: 'POST', url: '/assets/app-1a2b3c.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('serveWebApp without a prerendered landing (a build without the step)', () => {
  it('answers / with the shell', async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-web-'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), SHELL);
    const app = Fastify();
    try {
      await serveWebApp(app, webRoot);
      expect((await app.inject('/')).body).toBe(SHELL);
    } finally {
      await app.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
