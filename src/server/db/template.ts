/**
 * The embedded database's template (ADR 058). Creating a PGlite database (initdb) and
 * running every migration took 4–7 s of a first start on a 2-core machine; the build
 * does it once (src/server/db/template-build.ts) and stores the resulting data directory
 * in dist/server/pglite-template.bin. A first start on an empty DATA_DIR writes that
 * directory out (a few MB of non-zero pages) and opens it as a restart would; the
 * migrations the template lacks are then applied as usual.
 *
 * The file records which migrations it holds (tag, `when` and the SQL's sha256, as
 * drizzle's journal and `__drizzle_migrations` do) and the PGlite version that made it.
 * It is used only when those migrations are, in order and byte for byte, the first ones
 * of the journal being started with and PGlite is the same version; otherwise the
 * server creates the database as before (and says why in its log).
 *
 * Format: `MNEMOPGT1\n`, a 4-byte little-endian length, that many bytes of JSON
 * ({ manifest, entries }), then the non-zero 8 KB pages of every file, in entry order.
 * Zero pages (most of a fresh WAL segment and of new relations) are left as holes.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const MAGIC = Buffer.from('MNEMOPGT1\n');
const PAGE = 8192;

export interface TemplateMigration {
  tag: string;
  when: number;
  hash: string;
}

export interface TemplateManifest {
  pglite: string;
  migrations: TemplateMigration[];
}

interface Entry {
  /** Path relative to the data directory, '/'-separated. */
  p: string;
  /** A directory. */
  d?: true;
  /** File size in bytes. */
  s?: number;
  /** Non-zero extents: [offset, length] pairs, stored one after the other. */
  x?: [number, number][];
}

/** The migrations of a drizzle migrations folder, as its journal lists them, with the SQL's sha256 (drizzle's own hash). */
export function journalMigrations(migrationsFolder: string, upTo?: number): TemplateMigration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.slice(0, upTo).map((e) => ({
    tag: e.tag,
    when: e.when,
    hash: crypto.createHash('sha256').update(fs.readFileSync(path.join(migrationsFolder, `${e.tag}.sql`), 'utf8')).digest('hex'),
  }));
}

/** The installed PGlite's version (a template made by another PGlite is not used). */
export function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    }
    const up = path.dirname(dir);
    if (up === dir) throw new Error('@electric-sql/pglite/package.json not found');
    dir = up;
  }
}

/** Why `manifest` cannot seed a database migrated by `journal` (undefined: it can). */
export function templateMismatch(manifest: TemplateManifest, journal: TemplateMigration[], pglite: string): string | undefined {
  if (manifest.pglite !== pglite) return `it was made by PGlite ${manifest.pglite}, this is ${pglite}`;
  if (manifest.migrations.length > journal.length) return `it has ${manifest.migrations.length} migrations, the journal ${journal.length}`;
  for (const [i, m] of manifest.migrations.entries()) {
    const j = journal[i]!;
    if (m.tag !== j.tag || m.when !== j.when || m.hash !== j.hash) return `its migration ${i} (${m.tag}) differs from the journal's (${j.tag})`;
  }
  return undefined;
}

/** Packs a (closed) PGlite data directory with its manifest. */
export function packDataDir(dataDir: string, manifest: TemplateManifest): Buffer {
  const entries: Entry[] = [];
  const chunks: Buffer[] = [];
  const walk = (rel: string) => {
    for (const d of fs.readdirSync(path.join(dataDir, rel), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = rel ? `${rel}/${d.name}` : d.name;
      if (d.isDirectory()) {
        entries.push({ p, d: true });
        walk(p);
      } else if (d.isFile()) {
        const bytes = fs.readFileSync(path.join(dataDir, p));
        const x: [number, number][] = [];
        for (let off = 0; off < bytes.length; off += PAGE) {
          const page = bytes.subarray(off, Math.min(off + PAGE, bytes.length));
          if (page.every((b) => b === 0)) continue;
          const last = x.at(-1);
          if (last && last[0] + last[1] === off) last[1] += page.length;
          else x.push([off, page.length]);
          chunks.push(page);
        }
        entries.push({ p, s: bytes.length, x });
      }
    }
  };
  walk('');
  const header = Buffer.from(JSON.stringify({ manifest, entries }));
  const len = Buffer.alloc(4);
  len.writeUInt32LE(header.length);
  return Buffer.concat([MAGIC, len, header, ...chunks]);
}

function readHeader(bytes: Buffer): { manifest: TemplateManifest; entries: Entry[]; dataStart: number } {
  if (!bytes.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error('not a database template');
  const len = bytes.readUInt32LE(MAGIC.length);
  const start = MAGIC.length + 4;
  const { manifest, entries } = JSON.parse(bytes.subarray(start, start + len).toString('utf8')) as { manifest: TemplateManifest; entries: Entry[] };
  return { manifest, entries, dataStart: start + len };
}

/** The manifest of a template file. */
export function readTemplateManifest(file: string): TemplateManifest {
  return readHeader(fs.readFileSync(file)).manifest;
}

/** Writes a packed data directory out into `dir` (which must not exist). */
export function unpackDataDir(bytes: Buffer, dir: string): TemplateManifest {
  const { manifest, entries, dataStart } = readHeader(bytes);
  fs.mkdirSync(dir, { mode: 0o700 });
  let at = dataStart;
  for (const e of entries) {
    if (e.p.split('/').some((part) => part === '..' || part === '' || part === '.')) throw new Error(`bad path in database template: ${e.p}`);
    const target = path.join(dir, e.p);
    if (e.d) {
      fs.mkdirSync(target, { mode: 0o700 });
      continue;
    }
    const fd = fs.openSync(target, 'w', 0o600);
    try {
      for (const [off, n] of e.x ?? []) {
        fs.writeSync(fd, bytes, at, n, off);
        at += n;
      }
      fs.ftruncateSync(fd, e.s ?? 0);
    } finally {
      fs.closeSync(fd);
    }
  }
  return manifest;
}

export type SeedResult = { seeded: true; migrations: number } | { seeded: false; reason: string };

/**
 * Seeds an embedded database directory from the template, when the directory holds no
 * database yet (absent or empty) and the template suits `migrationsFolder`'s journal.
 * Written next to `dataDir` first and renamed, so a crash never leaves half a database.
 */
export function seedFromTemplate(dataDir: string, templateFile: string, migrationsFolder: string): SeedResult {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return { seeded: false, reason: 'the database exists' };
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) return { seeded: false, reason: `${dataDir} is not empty` };
  if (!fs.existsSync(templateFile)) return { seeded: false, reason: `no template at ${templateFile}` };
  const bytes = fs.readFileSync(templateFile);
  const { manifest } = readHeader(bytes);
  const why = templateMismatch(manifest, journalMigrations(migrationsFolder), pgliteVersion());
  if (why) return { seeded: false, reason: `the template does not fit: ${why}` };
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const tmp = `${dataDir}.template-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  try {
    unpackDataDir(bytes, tmp);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.renameSync(tmp, dataDir);
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
  return { seeded: true, migrations: manifest.migrations.length };
}
