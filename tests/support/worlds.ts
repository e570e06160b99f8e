/**
 * Data-world imports from API tests: upload a file to POST /api/imports and wait for its
 * job, on `app.inject()`.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Import } from '../../src/contract/worlds';
import { sameOrigin } from './auth';
import { chatExports } from './import-files';
import { multipartBody } from './multipart';

/** A public sample (../shared/fixtures/chat-exports/README.md), read in place, never copied. */
export const sample = (name: string) => fs.readFileSync(path.join(chatExports, name));

type Inject = { statusCode: number; body: string };

export function importsApi(app: FastifyInstance) {
  const parse = <T>(res: Inject) => JSON.parse(res.body) as T;
  const api = {
    upload: (cookie: string | undefined, content: Buffer | string, filename: string, query = '') => {
      const body = multipartBody([{ field: 'file', filename, content }]);
      return app.inject({
        method: 'POST',
        url: `/api/imports${query}`,
        payload: body.payload,
        headers: { ...body.headers, ...(cookie ? sameOrigin(cookie) : {}) },
      });
    },
    get: (cookie: string | undefined, url: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} }),
    del: (cookie: string | undefined, url: string) => app.inject({ method: 'DELETE', url, headers: cookie ? sameOrigin(cookie) : {} }),
    send: (cookie: string, method: 'POST' | 'PUT', url: string, payload?: unknown) =>
      app.inject({ method, url, headers: sameOrigin(cookie), ...(payload === undefined ? {} : { payload: payload as object }) }),
    json: parse,
    /** Polls GET /api/imports/:id until the import is done or failed. */
    async settle(cookie: string, id: string): Promise<Import> {
      let last: Import | undefined;
      await vi.waitFor(
        async () => {
          const res = await api.get(cookie, `/api/imports/${id}`);
          expect(res.statusCode).toBe(200);
          last = parse<Import>(res);
          expect(['done', 'failed'], JSON.stringify(last)).toContain(last.status);
        },
        { timeout: 60_000, interval: 100 },
      );
      return last!;
    },
    /** Uploads and waits: the finished import. */
    async importFile(cookie: string, content: Buffer | string, filename: string): Promise<Import> {
      const res = await api.upload(cookie, content, filename);
      expect(res.statusCode, res.body).toBe(202);
      return api.settle(cookie, parse<Import>(res).id);
    },
  };
  return api;
}

const gps = (lat: number, lon: number) => {
  const dms = (v: number) => {
    const a = Math.abs(v);
    const d = Math.floor(a);
    const m = Math.floor((a - d) * 60);
    const s = Math.round(((a - d) * 60 - m) * 60 * 100);
    return `${d}/1 ${m}/1 ${s}/100`;
  };
  return { GPSLatitudeRef: lat >= 0 ? 'N' : 'S', GPSLatitude: dms(lat), GPSLongitudeRef: lon >= 0 ? 'E' : 'W', GPSLongitude: dms(lon) };
};

/** A small JPEG with an EXIF taken-at time (local, "YYYY:MM:DD HH:MM:SS") and optionally a GPS position. */
export function jpeg(opts: { color: string; takenAt?: string; at?: [number, number] }): Promise<Buffer> {
  const exif: Record<string, Record<string, string>> = {};
  if (opts.takenAt) exif.IFD2 = { DateTimeOriginal: opts.takenAt };
  if (opts.at) exif.IFD3 = gps(opts.at[0], opts.at[1]);
  const s = sharp({ create: { width: 64, height: 48, channels: 3, background: opts.color } });
  return (Object.keys(exif).length ? s.withExif(exif) : s).jpeg().toBuffer();
}
