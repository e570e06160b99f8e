/**
 * A production-shaped deployment on 127.0.0.1 for the scale-out tests (issue 10): a
 * throwaway PostgreSQL database, N instances of the built server (`dist/server/main.js`,
 * what `npm start` runs) sharing it, and a real reverse proxy (Debian's haproxy) that
 * spreads requests round-robin with no sticky sessions, health-checking each instance.
 * With `s3: true`, uploads go to one S3-compatible store (moto on 127.0.0.1, installed by
 * scripts/test-services.sh) shared by every instance, as on several machines. With
 * `redis: true`, a throwaway redis-server (tests/support/redis.ts) is the shared store
 * for rate limits, sign-in throttling and pub/sub (REDIS_URL), as docs/deployment.md
 * draws it; without it they go through PostgreSQL.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { startHaproxy } from '../../support/haproxy';
import { createBucket, findMoto, MOTO_CREDENTIALS, MOTO_MISSING, startMoto } from '../../support/moto';
import { startRedis, type RunningRedis } from '../../support/redis';
import { startServer, type RunningServer } from './server';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The test PostgreSQL server: TEST_DATABASE_URL, else the throwaway one scripts/test-postgres.sh starts. */
export function postgresUrl(): string {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  return execFileSync('bash', [path.join(ROOT, 'scripts/test-postgres.sh')], { encoding: 'utf8' }).trim();
}

export interface Cluster {
  proxyUrl: string;
  databaseUrl: string;
  /** The shared Redis, with `redis: true`. */
  redisUrl?: string;
  instances: RunningServer[];
  /** The environment every instance was started with. */
  env: Record<string, string>;
  /** Runs SQL on the cluster's database (assertions on what was written). */
  query<T extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

export async function startCluster(
  opts: { instances?: number; env?: Record<string, string>; s3?: boolean; redis?: boolean } = {},
): Promise<Cluster> {
  let moto: ChildProcess | undefined;
  const redis: RunningRedis | undefined = opts.redis ? await startRedis() : undefined;
  let s3Env: Record<string, string> = {};
  if (opts.s3) {
    const cmd = findMoto();
    if (!cmd) throw new Error(MOTO_MISSING);
    const started = await startMoto(cmd);
    moto = started.proc;
    await createBucket(started.url, 'mnemo-cluster');
    s3Env = {
      S3_BUCKET: 'mnemo-cluster',
      S3_URL: started.url,
      S3_ACCESS_KEY_ID: MOTO_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: MOTO_CREDENTIALS.secretAccessKey,
    };
  }
  const serverUrl = new URL(postgresUrl());
  const name = `mnemo_cluster_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${name}`;
  const databaseUrl = dbUrl.toString();

  const env = {
    DATABASE_URL: databaseUrl,
    // Every instance must sign and verify the same way.
    SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
    TRUST_PROXY: 'true',
    PRELOAD_ENGINES: 'false',
    ...s3Env,
    ...(redis ? { REDIS_URL: redis.url } : {}),
    ...opts.env,
  };
  // Started together, as a deployment would: migrations must still run once.
  const instances = await Promise.all(Array.from({ length: opts.instances ?? 2 }, () => startServer(env)));

  const proxy = await startHaproxy(instances.map((s) => s.port));
  const proxyUrl = proxy.url;

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', () => undefined);
  return {
    proxyUrl,
    databaseUrl,
    redisUrl: redis?.url,
    instances,
    env,
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    async stop() {
      await proxy.stop();
      await Promise.all(instances.map((s) => s.stop()));
      moto?.kill('SIGTERM');
      await redis?.stop();
      await pool.end();
      const a = new pg.Client({ connectionString: serverUrl.toString() });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
