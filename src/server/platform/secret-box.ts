/**
 * Seals small secrets for storage at rest (a Matrix access token): AES-256-GCM with a
 * fresh 96-bit nonce per value, the key derived (HKDF-SHA256) from the server secret
 * (SESSION_SECRET, or the one generated once in DATA_DIR/secrets.json) and a purpose
 * label, so each use has its own key and every instance sharing the secret can open
 * what another sealed. Format: `v1.<nonce>.<ciphertext+tag>` (base64url).
 *
 * Failure modes: `open()` throws on a value sealed under another secret or altered in
 * any way (the GCM tag). Changing the server secret makes stored values unreadable:
 * callers treat that as "reconnect", never as a crash.
 */
import crypto from 'node:crypto';

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createSecretBox(serverSecret: string | undefined, purpose: string): SecretBox {
  let derived: Buffer | undefined;
  // Derived on first use: an app built without a secret (some tests) fails only if it seals.
  const keyOf = () => {
    if (!serverSecret || serverSecret.length < 16) throw new Error('createSecretBox: the server secret is too short');
    return (derived ??= Buffer.from(crypto.hkdfSync('sha256', serverSecret, 'mnemo secret box', purpose, 32)));
  };
  return {
    seal(plain) {
      const nonce = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(), nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `v1.${nonce.toString('base64url')}.${body.toString('base64url')}`;
    },
    open(sealed) {
      const [v, n, b] = sealed.split('.');
      if (v !== 'v1' || !n || !b) throw new Error('Not a sealed value');
      const nonce = Buffer.from(n, 'base64url');
      const body = Buffer.from(b, 'base64url');
      if (nonce.length !== 12 || body.length < 16) throw new Error('Not a sealed value');
      const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(), nonce);
      decipher.setAuthTag(body.subarray(body.length - 16));
      return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString('utf8');
    },
  };
}
