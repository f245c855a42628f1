/** 32 random bytes: 256 bits, as strong as the HMAC-SHA256 key can use. */
const SECRET_BYTES = 32;

/**
 * A signing secret made in the browser (crypto.getRandomValues), shown once so the admin can copy it to the
 * receiver: the server stores it to sign with and never returns it. The prefix tells people what it is.
 */
export function generateSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SECRET_BYTES));
  return `whsec_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
