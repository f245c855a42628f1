import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, DEVELOPMENT_KEY, isSealed, keyId, parseKey, SecretBoxError } from './secret-box.ts';

describe('secret box (AES-256-GCM, ADR 031)', () => {
  const key = randomBytes(32);
  const box = createSecretBox(key);

  it('seals to a value that holds no trace of the secret and opens it again', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'users.totp_secret:1');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealed.split('.')[1]).toBe(keyId(key));
    expect(box.open(sealed, 'users.totp_secret:1')).toBe('JBSWY3DPEHPK3PXP');
    // A fresh IV each time: the same secret never seals to the same text.
    expect(box.seal('JBSWY3DPEHPK3PXP', 'users.totp_secret:1')).not.toBe(sealed);
  });

  it('refuses a value moved to another row, a tampered value and an unknown key', () => {
    const sealed = box.seal('secret', 'users.totp_secret:1');
    expect(() => box.open(sealed, 'users.totp_secret:2')).toThrow(SecretBoxError);
    const parts = sealed.split('.');
    const body = Buffer.from(parts[4]!, 'base64url');
    body[0]! ^= 1;
    parts[4] = body.toString('base64url');
    expect(() => box.open(parts.join('.'), 'users.totp_secret:1')).toThrow(SecretBoxError);
    expect(() => createSecretBox(randomBytes(32)).open(sealed, 'users.totp_secret:1')).toThrow(
      /No configured/,
    );
    expect(() => box.open('JBSWY3DPEHPK3PXP', 'users.totp_secret:1')).toThrow(/not a sealed secret/);
  });

  it('opens what a previous key sealed after a rotation, and says it is not sealed with the current one', () => {
    const next = createSecretBox(randomBytes(32), [key]);
    const old = box.seal('whsec', 'webhook_endpoints.secret:9');
    expect(next.open(old, 'webhook_endpoints.secret:9')).toBe('whsec');
    expect(next.sealedWithCurrentKey(old)).toBe(false);
    expect(next.sealedWithCurrentKey(next.seal('whsec', 'x'))).toBe(true);
  });

  it('reads a key as 64 hex digits or base64 of 32 bytes, nothing shorter or malformed', () => {
    const raw = randomBytes(32);
    expect(parseKey(raw.toString('hex'))?.equals(raw)).toBe(true);
    expect(parseKey(raw.toString('base64'))?.equals(raw)).toBe(true);
    expect(parseKey(raw.toString('base64url'))?.equals(raw)).toBe(true);
    expect(parseKey(randomBytes(16).toString('base64'))).toBeUndefined();
    expect(parseKey('correct horse battery staple')).toBeUndefined();
    expect(DEVELOPMENT_KEY).toHaveLength(32);
  });
});
