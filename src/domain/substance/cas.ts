/**
 * Registry numbers with their check digits, so a typo is refused instead of filed:
 * - CAS: up to 7 digits, 2 digits, 1 check digit; the check digit is the sum of the other digits, each times
 *   its position counted from the right starting at 1, modulo 10 (7732-18-5: 8+2+6+12+35+42 = 105 -> 5).
 * - EC (EINECS/ELINCS): 3-3-1 digits; the check digit is the sum of the first six digits times 1..6, modulo 11
 *   (231-791-2: 2+6+3+28+45+6 = 90 -> 2).
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
  return sum % 11 === Number(match[3]);
}
