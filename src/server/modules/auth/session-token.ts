import { hash, randomBytes } from 'node:crypto';

/** A 256-bit random session id; the database keeps only its SHA-256. */
export function newSessionToken(): { token: string; idHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, idHash: hashToken(token) };
}

/** Every authenticated request hashes its token: the one-shot `hash` costs a third of a Hash object's chain. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** Activity is written back at most this often, so a busy user does not write on every request. */
export const TOUCH_INTERVAL_MS = 60 * 1000;
