/**
 * Registry numbers with their check digits, so a typo is refused instead of filed:
 * - CAS: up to 7 digits, 2 digits, 1 check digit; the check digit is the sum of the other digits, each times
 *   its position counted from the right starting at 1, modulo 10 (7732-18-5: 8+2+6+12+35+42 = 105 -> 5).
 * - EC (EINECS/ELINCS): 3-3-1 digits; the check digit is the sum of the first six digits times 1..6, modulo 11
 *   (231-791-2: 2+6+3+28+45+6 = 90 -> 2). A remainder of 10 is skipped, except for 181 ELINCS numbers (starting
 *   with 4) issued with check digit 1 (418-210-1: 4+2+24+8+5+0 = 43 -> 10, written 1).
 */
const CAS = /^(\d{2,7})-(\d{2})-(\d)$/;
const EC = /^(\d{3})-(\d{3})-(\d)$/;

export function isValidCas(value: string): boolean {
  const match = CAS.exec(value.trim());
  if (!match) return false;
  const digits = `${match[1]}${match[2]}`.split('').reverse();
  const sum = digits.reduce((total, digit, index) => total + Number(digit) * (index + 1), 0);
  return sum % 10 === Number(match[3]);
}

export function isValidEc(value: string): boolean {
  const match = EC.exec(value.trim());
  if (!match) return false;
  const digits = `${match[1]}${match[2]}`.split('');
  const sum = digits.reduce((total, digit, index) => total + Number(digit) * (index + 1), 0);
  const remainder = sum % 11;
  if (remainder === 10) return match[1]!.startsWith('4') && match[3] === '1';
  return remainder === Number(match[3]);
}
