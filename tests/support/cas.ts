import { randomInt } from 'node:crypto';

/**
 * A CAS number with its right check digit (the sum of the other digits, each times its position counted from
 * the right, modulo 10), so a test can search for a number no other test uses. `body` is "digits-digits".
 */
export function casNumber(body = `${randomInt(100_000, 9_999_999)}-${randomInt(10, 99)}`): string {
  const digits = body.replace('-', '').split('').reverse();
  const sum = digits.reduce((total, digit, index) => total + Number(digit) * (index + 1), 0);
  return `${body}-${sum % 10}`;
}
