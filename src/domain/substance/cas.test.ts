import { describe, expect, it } from 'vitest';
import { isValidCas, isValidEc } from './cas.ts';

describe('isValidCas', () => {
  it('accepts real CAS numbers by their check digit', () => {
    // 7732-18-5 water: 8x1 + 1x2 + 2x3 + 3x4 + 7x5 + 7x6 = 105 -> 5.
    expect(isValidCas('7732-18-5')).toBe(true);
    expect(isValidCas('56-81-5')).toBe(true); // glycerin
    expect(isValidCas('68-26-8')).toBe(true); // retinol
    expect(isValidCas('36861-47-9')).toBe(true); // 4-methylbenzylidene camphor
    expect(isValidCas(' 78-70-6 ')).toBe(true); // linalool, spaces trimmed
  });

  it('refuses a wrong check digit or a malformed number', () => {
    expect(isValidCas('7732-18-4')).toBe(false);
    expect(isValidCas('7732185')).toBe(false);
    expect(isValidCas('1-18-5')).toBe(false);
    expect(isValidCas('12345678-18-5')).toBe(false);
    expect(isValidCas('')).toBe(false);
  });
});

describe('isValidEc', () => {
  it('accepts real EC numbers by their check digit', () => {
    // 231-791-2 water: 2x1 + 3x2 + 1x3 + 7x4 + 9x5 + 1x6 = 90; 90 mod 11 = 2.
    expect(isValidEc('231-791-2')).toBe(true);
    expect(isValidEc('200-289-5')).toBe(true); // glycerin
  });

  it('accepts the ELINCS numbers issued with check digit 1 where the remainder is 10, and only those', () => {
    // 418-210-1 (Annex II/1084): 4x1 + 1x2 + 8x3 + 2x4 + 1x5 + 0x6 = 43; 43 mod 11 = 10, written 1.
    expect(isValidEc('418-210-1')).toBe(true);
    expect(isValidEc('418-210-0')).toBe(false);
    // 200-005-x (EINECS): 2 + 0 + 0 + 0 + 0 + 5x6 = 32; 32 mod 11 = 10: a number never issued, not even with 1.
    expect(isValidEc('200-005-1')).toBe(false);
  });

  it('refuses a wrong check digit or a malformed number', () => {
    expect(isValidEc('231-791-3')).toBe(false);
    expect(isValidEc('2317912')).toBe(false);
    expect(isValidEc('231-79-12')).toBe(false);
  });
});
