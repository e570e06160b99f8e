import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Returns the session secret: the configured one, or one generated once and kept in
 * DATA_DIR/secrets.json (mode 0600) so sessions and signed cookies survive restarts.
 */
export function ensureSessionSecret(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'secrets.json');
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { sessionSecret?: string };
    if (saved.sessionSecret && saved.sessionSecret.length >= 32) return saved.sessionSecret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const sessionSecret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, JSON.stringify({ sessionSecret }, null, 2), { mode: 0o600 });
  return sessionSecret;
}
