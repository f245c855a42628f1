import { describe, expect, it } from 'vitest';
import {
  analysable,
  dayAfter,
  decimalText,
  numericDate,
  percentFrom,
  printable,
  wordedDate,
} from './legal-text.ts';

describe('numbers as the annexes write them', () => {
  it('reads a decimal comma and a decimal point alike, exactly', () => {
    expect(decimalText('0,5')).toBe('0.5');
    expect(decimalText('0.5')).toBe('0.5');
    expect(decimalText('7,34')).toBe('7.34');
    expect(decimalText('3.0')).toBe('3');
    expect(decimalText('0,0015')).toBe('0.0015');
  });

  it('refuses what is not one number', () => {
    expect(decimalText('0 15')).toBeNull();
    expect(decimalText('1,2,3')).toBeNull();
    expect(decimalText('')).toBeNull();
  });

  it('turns mg/kg and ppm into percent: 100 mg/kg is 0.01 %, 5 ppm is 0.0005 %', () => {
    // 1 % = 10,000 mg/kg = 10,000 ppm: 100 / 10,000 = 0.01; 5 / 10,000 = 0.0005.
    expect(percentFrom('100', 'mg/kg')).toBe('0.01');
    expect(percentFrom('5', 'ppm')).toBe('0.0005');
    expect(percentFrom('2.5', '%')).toBe('2.5');
  });
});

describe('dates', () => {
  it('reads the export dates (DD/MM/YYYY) and "31.12.2009"', () => {
    expect(numericDate('31/10/2025')).toBe('2025-10-31');
    expect(numericDate('17/10/2010')).toBe('2010-10-17');
    expect(numericDate('31.12.2009')).toBe('2009-12-31');
    expect(numericDate('31/02/2025')).toBeNull();
    expect(numericDate('2025-10-31')).toBeNull();
  });

  it('reads dates in words, doubled spaces included', () => {
    expect(wordedDate('3 September 2017')).toBe('2017-09-03');
    expect(wordedDate('3 September   2017')).toBe('2017-09-03');
    expect(wordedDate('1 May 2027')).toBe('2027-05-01');
    expect(wordedDate('31 June 2027')).toBeNull();
  });

  it('gives the day after a last day allowed, across a month and a year', () => {
    expect(dayAfter('2024-12-31')).toBe('2025-01-01');
    expect(dayAfter('2025-10-31')).toBe('2025-11-01');
    expect(dayAfter('2024-02-28')).toBe('2024-02-29');
  });
});

describe('text', () => {
  it('cleans the typesetting for reading: soft hyphens, odd spaces, typographic quotes, runs of spaces', () => {
    expect(analysable('Hair dye sub\u00adstance  in\u00a0“oxidative” ‘dyes’')).toBe(
      `Hair dye substance in "oxidative" 'dyes'`,
    );
    expect(analysable('a\r\nb')).toBe('a\nb');
  });

  it('keeps label text as written, without the invisible soft hyphens only', () => {
    expect(printable('Hair colourants can cause severe allergic reac\u00adtions. “Read”  it')).toBe(
      'Hair colourants can cause severe allergic reactions. “Read”  it',
    );
  });
});
