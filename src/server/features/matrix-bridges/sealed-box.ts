/**
 * Secrets at rest: AES-256-GCM with a key derived (HKDF-SHA256) from the server's
 * session secret (SESSION_SECRET, or the one kept in DATA_DIR/secrets.json; see
 * server/secrets.ts). A sealed value is `v1.<iv>.<tag>.<ciphertext>` in base64url; a
 * changed session secret makes old values unreadable (open() throws), never wrong.
 */
import crypto from 'node:crypto';

export interface SealedBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createSealedBox(secret: string, purpose: string): SealedBox {
  if (!secret || secret.length < 16) throw new Error('a sealed box needs the session secret');
  const key = Buffer.from(crypto.hkdfSync('sha256', secret, 'mnemo-sealed-box', purpose, 32));
  return {
    seal(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, ct] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || ct === undefined) throw new Error('not a sealed value');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
