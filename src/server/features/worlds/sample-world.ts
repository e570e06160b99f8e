/**
 * The sample world (docs/decisions/031-sample-world-shares-narration.md): a synthetic
 * dataset (sample-data.ts) owned by a system account that cannot sign in (no password, no
 * linked identity, an address under the reserved `.invalid` domain), on Pro so every world
 * shows all of it. It is stored once, by the same ImportWriter as an upload, as four
 * `done` imports, so the same SQL aggregates answer /api/worlds/sample.
 *
 * Seeding is idempotent and happens once per database, not per request: an instance seeds
 * when it starts listening and, failing that, on the first sample request. On PostgreSQL a
 * session advisory lock makes a second instance wait and then find the world complete;
 * on PGlite one process owns the database (db/lock.ts), so a promise in memory suffices.
 * A seed cut short (a crash) is found incomplete by the next one and written again.
 */
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Storage } from '../../platform/storage';
import { ImportWriter } from './import-writer';
import { TimeReader } from './local-time';
import type { ImportRecord, PhotoRecord } from './parsers/types';
import { sampleDataset, type SamplePhoto, type SampleSource } from './sample-data';
import { compile, executeFn, queryFn } from './sql';

/** The sample world's owner (fixed, so every instance and every seed agree). */
export const SAMPLE_OWNER_ID = '5a3f1e00-0013-4000-8000-00000000a5a1';
export const SAMPLE_OWNER_EMAIL = 'sample-world@system.invalid';
/** Bumped when the dataset changes: an older sample is replaced. */
const SAMPLE_VERSION = 1;
const FILE_PREFIX = `sample-world-v${SAMPLE_VERSION}-`;
const SOURCES: SampleSource[] = ['whatsapp', 'telegram', 'photos', 'google-location'];
/** pg_advisory_lock key: "mnemo sample world". */
const LOCK_KEY = 7_013_013_013;
const TIME_ZONE = 'Europe/London';

/** A small landscape (sky, sun, hills) in the city's colours, as a real JPEG. */
async function photoBytes(p: SamplePhoto): Promise<Buffer> {
  const [sky, ground] = p.palette;
  const sunX = 20 + ((p.seed * 37) % 120);
  const hill = 60 + ((p.seed * 13) % 30);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
    <rect width="160" height="120" fill="url(#s)"/><circle cx="${sunX}" cy="30" r="12" fill="#ffe08a"/>
    <path d="M0 ${hill + 20} Q 50 ${hill} 90 ${hill + 15} T 160 ${hill + 5} V120 H0 Z" fill="${ground}"/></svg>`;
  // Loaded here, not at start-up: libvips is ≈ 10 MB of the server's RSS, needed only
  // while the sample world is first stored (ADR 043).
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

async function photoRecords(photos: SamplePhoto[]): Promise<ImportRecord[]> {
  const out: PhotoRecord[] = [];
  for (const p of photos) {
    const bytes = await photoBytes(p);
    out.push({
      kind: 'photo',
      fileName: p.fileName,
      sha256: createHash('sha256').update(bytes).update(p.fileName).digest('hex'),
      mime: 'image/jpeg',
      bytes: bytes.length,
      takenAt: p.takenAt,
      lat: p.lat,
      lon: p.lon,
      width: 160,
      height: 120,
      thumbnail: new Uint8Array(bytes),
    });
  }
  return out;
}

export interface SampleWorld {
  /** Resolves once the sample world is stored (seeding it if needed); the owner's id. */
  ready(): Promise<string>;
}

export function createSampleWorld(deps: { database: Database; storage: Storage; log?: { warn(obj: object, msg: string): void } }): SampleWorld {
  const { database, storage } = deps;
  const query = queryFn(database);
  let pending: Promise<string> | null = null;

  async function complete(): Promise<boolean> {
    const [row] = await query<{ n: number }>(
      sql`select count(*)::int as n from world_imports where user_id = ${SAMPLE_OWNER_ID} and status = 'done' and file_name like ${`${FILE_PREFIX}%`}`,
    );
    return Number(row?.n ?? 0) === SOURCES.length;
  }

  async function seed() {
    await query(
      sql`insert into users (id, email, provider, name, plan, time_zone, password_hash)
       values (${SAMPLE_OWNER_ID}, ${SAMPLE_OWNER_EMAIL}, 'system', 'Sam Rivera (sample)', 'pro', ${TIME_ZONE}, null)
       on conflict (id) do update set plan = 'pro', password_hash = null, time_zone = excluded.time_zone`,
    );
    if (await complete()) return;
    // Whatever an interrupted or older seed left: imports (their rows cascade), then the rest.
    await query(sql`delete from world_imports where user_id = ${SAMPLE_OWNER_ID}`);
    await query(sql`delete from world_chat_people cp using world_chats c where cp.chat_id = c.id and c.user_id = ${SAMPLE_OWNER_ID}`);
    for (const table of ['world_events', 'world_chats', 'world_people', 'world_places']) await query(sql`delete from ${sql.raw(table)} where user_id = ${SAMPLE_OWNER_ID}`);
    const data = sampleDataset();
    data.records.photos = await photoRecords(data.photos);
    const execute = executeFn(database);
    const importedAt = new Date('2025-01-02T09:00:00Z');
    for (const source of SOURCES) {
      const id = randomUUID();
      await query(
        sql`insert into world_imports (id, user_id, source, file_name, storage_key, size, status, time_zone, created_at, started_at)
         values (${id}, ${SAMPLE_OWNER_ID}, ${source}, ${`${FILE_PREFIX}${source}`}, ${`users/${SAMPLE_OWNER_ID}/imports/${id}`}, 0, 'running', ${TIME_ZONE}, ${importedAt}, now())`,
      );
      const writer = new ImportWriter({ query, execute, storage, userId: SAMPLE_OWNER_ID, importId: id, source, time: new TimeReader(TIME_ZONE), importedAt });
      const records = data.records[source];
      for (let i = 0; i < records.length; i += 500) await writer.write(records.slice(i, i + 500));
      await writer.finish();
      const counts = JSON.stringify(writer.counts);
      const progress = JSON.stringify({ done: records.length, total: records.length, unit: 'entries' });
      await query(sql`update world_imports set status = 'done', counts = ${counts}, finished_at = now(), progress = ${progress} where id = ${id}`);
    }
  }

  async function seedLocked() {
    if (database.kind !== 'postgres' || !database.pool) return seed();
    const client = await database.pool.connect();
    try {
      const lock = compile(sql`select pg_advisory_lock(${LOCK_KEY})`);
      await client.query(lock.text, lock.values);
      try {
        await seed();
      } finally {
        const unlock = compile(sql`select pg_advisory_unlock(${LOCK_KEY})`);
        await client.query(unlock.text, unlock.values);
      }
    } finally {
      client.release();
    }
  }

  return {
    ready() {
      pending ??= seedLocked().then(
        () => SAMPLE_OWNER_ID,
        (err: unknown) => {
          pending = null; // the next request tries again
          throw err;
        },
      );
      return pending;
    },
  };
}
