import { describe, expect, it } from 'vitest';
import { daysLeft, daysLeftText, expiryStatus, isValidOn, sniffContentType } from './documents.ts';

describe('document expiry', () => {
  // Today 2026-03-01. 2026 is not a leap year: March has 31 days, so +29 days is 2026-03-30, +30 is 2026-03-31
  // and +31 is 2026-04-01.
  const today = '2026-03-01';

  it('counts whole days to the expiry date', () => {
    expect(daysLeft(today, '2026-03-30')).toBe(29);
    expect(daysLeft(today, '2026-03-31')).toBe(30);
    expect(daysLeft(today, '2026-04-01')).toBe(31);
    expect(daysLeft(today, today)).toBe(0);
    // February 2026 has 28 days: 2026-02-27 is 2 days before 2026-03-01.
    expect(daysLeft(today, '2026-02-27')).toBe(-2);
  });

  it('puts 29 and 30 days inside a 30-day window and 31 days outside', () => {
    expect(expiryStatus(today, '2026-03-30', 30)).toEqual({ status: 'expiring', daysLeft: 29 });
    expect(expiryStatus(today, '2026-03-31', 30)).toEqual({ status: 'expiring', daysLeft: 30 });
    expect(expiryStatus(today, '2026-04-01', 30)).toEqual({ status: 'valid', daysLeft: 31 });
    // The same 31 days fall inside a 60-day window.
    expect(expiryStatus(today, '2026-04-01', 60)).toEqual({ status: 'expiring', daysLeft: 31 });
  });

  it('keeps a document valid through its expiry day and expired the day after', () => {
    expect(expiryStatus(today, today, 30)).toEqual({ status: 'expiring', daysLeft: 0 });
    expect(expiryStatus(today, '2026-02-28', 30)).toEqual({ status: 'expired', daysLeft: -1 });
    expect(expiryStatus(today, null, 30)).toEqual({ status: 'no_expiry', daysLeft: null });
    expect(isValidOn(today, today)).toBe(true);
    expect(isValidOn(today, '2026-02-28')).toBe(false);
    expect(isValidOn(today, null)).toBe(true);
  });

  it('says the days left in words', () => {
    expect(daysLeftText(30)).toBe('30 days left');
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(0)).toBe('Expires today');
    expect(daysLeftText(-1)).toBe('Expired 1 day ago');
    expect(daysLeftText(-3)).toBe('Expired 3 days ago');
  });
});

describe('document file type', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);

  it('knows a PDF, PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffContentType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffContentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffContentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffContentType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else, whatever it would be called', () => {
    expect(sniffContentType(Buffer.from('Name,Country\n'))).toBeNull();
    expect(sniffContentType(Buffer.from('PK\x03\x04'))).toBeNull();
    expect(sniffContentType(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(sniffContentType(bytes())).toBeNull();
  });
});
