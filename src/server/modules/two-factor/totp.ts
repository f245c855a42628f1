import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { decodeBase32IgnorePadding, encodeBase32NoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';
import QRCode from 'qrcode';
import {
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW_STEPS,
} from '../../../domain/user/two-factor.ts';

/** A new 160-bit secret (RFC 4226's recommended length), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return encodeBase32NoPadding(randomBytes(20));
}

export function otpauthUrl(issuer: string, account: string, secret: string): string {
  return createTOTPKeyURI(
    issuer,
    account,
    decodeBase32IgnorePadding(secret),
    TOTP_PERIOD_SECONDS,
    TOTP_DIGITS,
  );
}

/** The enrolment QR code as an SVG the browser shows inline (no image request, no third party). */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The time step a code belongs to at `nowMs`, or null: the current step and one either side (clock drift). */
export function matchingStep(secret: string, code: string, nowMs = Date.now()): number | null {
  const key = decodeBase32IgnorePadding(secret);
  const current = Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
  const given = Buffer.from(code.padEnd(TOTP_DIGITS, ' ').slice(0, TOTP_DIGITS));
  for (let offset = -TOTP_WINDOW_STEPS; offset <= TOTP_WINDOW_STEPS; offset += 1) {
    const expected = Buffer.from(generateHOTP(key, BigInt(current + offset), TOTP_DIGITS));
    if (timingSafeEqual(expected, given)) return current + offset;
  }
  return null;
}

/** The code an authenticator app shows at `nowMs` (tests and the browser suite sign in with it). */
export function codeAt(secret: string, nowMs = Date.now()): string {
  const step = Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step), TOTP_DIGITS);
}

/** Ten recovery codes of ten characters from an alphabet without look-alikes; only their hash is stored. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join(''),
  );
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
