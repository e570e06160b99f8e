/**
 * The built web app: static files with long caching, and an HTML page for every other
 * GET/HEAD outside /api (client routing). `/` for a visitor is the landing page prerendered
 * at build time (`landing.html`, scripts/prerender-landing.mjs, ADR 060); every other page,
 * and `/` for a request with a session cookie, is the plain SPA shell (`index.html`), so a
 * signed-in person never sees the visitor page flash before their own home.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isPagePath } from '../contract/pages';
import { sendApiNotFound } from './errors';

/** The prerendered visitor landing, beside index.html in the web build. */
export const LANDING_FILE = 'landing.html';
/**
 * Kept in step with SESSION_COOKIE in platform/sessions.ts (not imported: that module loads the
 * database schema; web-app.test.ts checks they agree). Only its presence counts here: a stale
 * cookie gets the shell, which renders whatever /api/auth/user says.
 */
export const SESSION_COOKIE_NAME = 'mnemo_sid';
const SESSION_COOKIE_RE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE_NAME}=`);

export type PageShell = 'landing' | 'app';

/** Which HTML answers a page path: the prerendered landing only for `/` without a session cookie. */
export function pageShellFor(pathname: string, cookieHeader: string | undefined): PageShell {
  return pathname === '/' && !SESSION_COOKIE_RE.test(cookieHeader ?? '') ? 'landing' : 'app';
}

/**
 * Static files with long caching, and the app's HTML for every other GET/HEAD outside /api:
 * 200 for a page of the route table, 404 for any other path, which the app renders as
 * 'Page Not Found'. Only a missing file under one of the build's folders (`/assets/`,
 * `/media/`) is a plain 404: a page path may contain a dot (`/julia.ai`), so an
 * "extension" says nothing.
 */
export async function serveWebApp(app: FastifyInstance, webRoot: string) {
  const indexHtml = fs.readFileSync(path.join(webRoot, 'index.html'));
  const landingFile = path.join(webRoot, LANDING_FILE);
  // A build without the prerender step (or an old one) serves the shell for `/` too.
  const landingHtml = fs.existsSync(landingFile) ? fs.readFileSync(landingFile) : indexHtml;
  const fileFolders = fs
    .readdirSync(webRoot, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `/${d.name}/`);
  const setHeaders = (reply: FastifyReply, filePath: string) => {
    reply.header(
      'cache-control',
      filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    );
  };
  // NOTE: start-up time (ADR 058, second pass). The files at the top of the build get a
  // route each; each folder of it (hundreds of hashed assets) one wildcard route, where a
  // route per file took a noticeable part of a restart. A file missing from a folder falls
  // through to the not-found handler below, as a file without a route did.
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    globIgnore: fileFolders.map((folder) => `${folder.slice(1)}**`),
    // The landing is `/`'s answer for visitors only, never a file of its own.
    allowedPath: (pathname) => pathname !== `/${LANDING_FILE}`,
    setHeaders,
  });
  for (const folder of fileFolders) {
    await app.register(fastifyStatic, {
      root: path.join(webRoot, folder),
      prefix: folder,
      decorateReply: false,
      index: false,
      redirect: false,
      list: false,
      // A folder (`/assets/`, `/media/hero/`) is no file: not found, as before (not 403).
      allowedPath: (pathname) => !pathname.endsWith('/'),
      setHeaders,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendApiNotFound(request, reply);
    }
    // A missing built file is a real 404, not the app shell.
    if (fileFolders.some((folder) => url.startsWith(folder))) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    if (url === '/') reply.header('vary', 'cookie');
    return reply
      .status(isPagePath(decodePath(url)) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(pageShellFor(url, cookieHeader(request)) === 'landing' ? landingHtml : indexHtml);
  });
}

function cookieHeader(request: FastifyRequest): string | undefined {
  const h = request.headers.cookie;
  return Array.isArray(h) ? h.join('; ') : h;
}

function decodePath(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
