/**
 * A real Synapse for the Matrix tests, as installed by scripts/synapse.sh (which
 * `scripts/setup.sh --no-build` runs): started on a free 127.0.0.1 port, SQLite,
 * federation off, registration only through the shared secret, in a temporary folder
 * removed by `stop()`. Users are registered through the admin API (HMAC of the secret).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

const ROOT = path.resolve(import.meta.dirname, '../..');
const VENV_PYTHON = path.join(ROOT, '.cache/synapse-venv/bin/python');

export const SYNAPSE_MISSING = 'Synapse not found: run `bash scripts/synapse.sh`';

/** The python with Synapse installed, or null. */
export function findSynapse(): string | null {
  if (fs.existsSync(VENV_PYTHON) && spawnSync(VENV_PYTHON, ['-c', 'import synapse'], { stdio: 'ignore' }).status === 0) return VENV_PYTHON;
  return null;
}

export interface SynapseUser {
  userId: string;
  accessToken: string;
  localpart: string;
}

export interface Synapse {
  url: string;
  serverName: string;
  port: number;
  /** ms from spawn to /versions answering. */
  startMs: number;
  register(localpart: string, opts?: { admin?: boolean; displayName?: string }): Promise<SynapseUser>;
  /** A client-server call as `user` (throws on non-2xx with the body). */
  api<T = Record<string, unknown>>(user: SynapseUser | null, method: string, urlPath: string, body?: unknown): Promise<T>;
  createRoom(user: SynapseUser, body: Record<string, unknown>): Promise<string>;
  join(user: SynapseUser, roomId: string): Promise<void>;
  send(user: SynapseUser, roomId: string, body: string): Promise<string>;
  /** Stops the process (SIGTERM, then SIGKILL) and keeps the folder (for `restart`). */
  halt(): Promise<void>;
  /** Starts it again on the same port and database. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const RC = { per_second: 10000, burst_count: 10000 };

export async function startSynapse(python: string, serverName = 'localhost'): Promise<Synapse> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-synapse-'));
  const port = await freePort();
  const secret = crypto.randomBytes(16).toString('hex');
  const config = path.join(dir, 'homeserver.yaml');
  const gen = spawnSync(
    python,
    ['-m', 'synapse.app.homeserver', '--server-name', serverName, '--config-path', config, '--data-directory', dir, '--generate-config', '--report-stats=no'],
    { cwd: dir, encoding: 'utf8' },
  );
  if (gen.status !== 0) throw new Error(`synapse --generate-config failed: ${gen.stderr}`);
  const overrides = path.join(dir, 'overrides.yaml');
  // JSON is YAML: no YAML writer needed.
  fs.writeFileSync(
    overrides,
    JSON.stringify({
      listeners: [{ port, bind_addresses: ['127.0.0.1'], type: 'http', tls: false, x_forwarded: false, resources: [{ names: ['client'], compress: false }] }],
      database: { name: 'sqlite3', args: { database: path.join(dir, 'homeserver.db') } },
      enable_registration: false,
      registration_shared_secret: secret,
      trusted_key_servers: [],
      federation_domain_whitelist: [],
      url_preview_enabled: false,
      report_stats: false,
      presence: { enabled: false },
      rc_message: RC,
      rc_registration: RC,
      rc_login: { address: RC, account: RC, failed_attempts: RC },
      rc_joins: { local: RC, remote: RC },
      rc_invites: { per_room: RC, per_user: RC, per_issuer: RC },
      rc_admin_redaction: RC,
      rc_room_creation: RC,
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  let proc: ChildProcess | undefined;
  let stderr = '';

  async function launch(): Promise<number> {
    const t0 = performance.now();
    stderr = '';
    proc = spawn(python, ['-m', 'synapse.app.homeserver', '-c', config, '-c', overrides], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
    proc.stderr!.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-4000);
    });
    for (let i = 0; i < 600; i++) {
      if (proc.exitCode !== null) throw new Error(`Synapse exited with ${proc.exitCode}: ${stderr}`);
      try {
        const res = await fetch(`${url}/_matrix/client/versions`);
        if (res.ok) return Math.round(performance.now() - t0);
      } catch {
        /* not yet */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    proc.kill('SIGKILL');
    throw new Error(`Synapse did not start within 60 s: ${stderr}`);
  }

  async function halt() {
    const p = proc;
    if (!p || p.exitCode !== null) return;
    const exited = new Promise((r) => p.once('exit', r));
    p.kill('SIGTERM');
    const t = setTimeout(() => p.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(t);
  }

  const startMs = await launch();

  async function api<T>(user: SynapseUser | null, method: string, urlPath: string, body?: unknown): Promise<T> {
    const res = await fetch(url + urlPath, {
      method,
      headers: { ...(user ? { authorization: `Bearer ${user.accessToken}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${urlPath}: ${res.status} ${text}`);
    return JSON.parse(text) as T;
  }

  let txn = 0;
  const s: Synapse = {
    url,
    serverName,
    port,
    startMs,
    api,
    async register(localpart, opts = {}) {
      const { nonce } = await api<{ nonce: string }>(null, 'GET', '/_synapse/admin/v1/register');
      const password = crypto.randomBytes(12).toString('hex');
      const admin = opts.admin ? 'admin' : 'notadmin';
      const mac = crypto.createHmac('sha1', secret).update(`${nonce}\0${localpart}\0${password}\0${admin}`).digest('hex');
      const r = await api<{ user_id: string; access_token: string }>(null, 'POST', '/_synapse/admin/v1/register', {
        nonce,
        username: localpart,
        password,
        admin: !!opts.admin,
        mac,
        ...(opts.displayName ? { displayname: opts.displayName } : {}),
      });
      return { userId: r.user_id, accessToken: r.access_token, localpart };
    },
    async createRoom(user, body) {
      return (await api<{ room_id: string }>(user, 'POST', '/_matrix/client/v3/createRoom', body)).room_id;
    },
    async join(user, roomId) {
      await api(user, 'POST', `/_matrix/client/v3/join/${encodeURIComponent(roomId)}`, {});
    },
    async send(user, roomId, body) {
      const r = await api<{ event_id: string }>(
        user,
        'PUT',
        `/_matrix/client/v3/rooms/${encodeURIComponent(roomId)}/send/m.room.message/t${Date.now()}.${++txn}`,
        { msgtype: 'm.text', body },
      );
      return r.event_id;
    },
    halt,
    async restart() {
      await launch();
    },
    async stop() {
      await halt();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return s;
}
