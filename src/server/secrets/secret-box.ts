import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (TOTP secrets, webhook signing secrets) are stored sealed with AES-256-GCM
 * (ADR 031): `fsk1.<key id>.<iv>.<tag>.<ciphertext>`, base64url parts. The key id names which key sealed a value,
 * so a rotated key can still open what its predecessor sealed; the additional data binds a value to its column and
 * row, so a sealed secret copied into another row does not open there.
 */
const VERSION = 'fsk1';
const KEY_BYTES = 32;
const IV_BYTES = 12;

export class SecretBoxError extends Error {}

/** A short, public name of a key: the first 12 hex digits of a hash of it (reveals nothing usable). */
export function keyId(key: Buffer): string {
  return createHash('sha256').update('formulary-secret-key-id').update(key).digest('hex').slice(0, 12);
}

export function isSealed(value: string): boolean {
  return value.startsWith(`${VERSION}.`);
}

export interface SecretBox {
  /** The id of the key new values are sealed with. */
  readonly currentKeyId: string;
  seal(plain: string, context: string): string;
  /** The plain text, or SecretBoxError when no known key opens it (a lost or wrong key, or a tampered value). */
  open(sealed: string, context: string): string;
  /** Whether a sealed value was sealed with the current key (else a rotation re-seals it). */
  sealedWithCurrentKey(sealed: string): boolean;
}

export function createSecretBox(current: Buffer, previous: Buffer[] = []): SecretBox {
  for (const key of [current, ...previous]) {
    if (key.length !== KEY_BYTES) throw new SecretBoxError('A secrets key must be 32 bytes.');
  }
  const keys = new Map([current, ...previous].map((key) => [keyId(key), key]));
  const currentKeyId = keyId(current);
  return {
    currentKeyId,
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [VERSION, currentKeyId, ...parts].join('.');
    },
    open(sealed, context) {
      const [version, id, iv, tag, body, ...rest] = sealed.split('.');
      if (
        version !== VERSION ||
        !id ||
        iv === undefined ||
        tag === undefined ||
        body === undefined ||
        rest.length
      )
        throw new SecretBoxError('The value is not a sealed secret.');
      const key = keys.get(id);
      if (!key) throw new SecretBoxError(`No configured secrets key has the id ${id}.`);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new SecretBoxError(
          'The sealed secret does not open with its key (tampered, or another row’s).',
        );
      }
    },
    sealedWithCurrentKey: (sealed) => sealed.startsWith(`${VERSION}.${currentKeyId}.`),
  };
}

/** What each sealed column binds its values to (the additional data of the seal). */
export const SEALED = {
  totpSecret: (userId: string) => `users.totp_secret:${userId}`,
  webhookSecret: (endpointId: string) => `webhook_endpoints.secret:${endpointId}`,
  vapidPrivateKey: () => 'vapid_keys.private_key:1',
};

/**
 * A key from the environment: 32 bytes as 64 hex digits or as base64/base64url (`openssl rand -base64 32`).
 * Anything else is refused, so a typo never becomes a weak key.
 */
export function parseKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed.replace(/\+/g, '-').replace(/\//g, '_').replace(/=$/, ''), 'base64url');
  return key.length === KEY_BYTES ? key : undefined;
}

/**
 * Outside production, without SECRETS_KEY: a fixed key derived from a public phrase, the same on every developer's
 * machine and in every test (a restored development backup opens anywhere). It hides nothing from someone who
 * reads this file: production refuses to start without a key of its own (config.ts).
 */
export const DEVELOPMENT_KEY = createHash('sha256')
  .update('formulary development secrets key: public, never for production')
  .digest();
