import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * `X-Formulary-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (ADR 019). The time is
 * signed with the body, so a receiver that checks it can refuse a replayed delivery.
 */
export function signatureHeader(secret: string, body: string, at = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/** What a receiver does: true when the header signs this body with this secret (constant-time comparison). */
export function verifySignature(secret: string, body: string, header: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
