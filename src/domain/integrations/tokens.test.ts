import { describe, expect, it } from 'vitest';
import { bearerToken, expiryProblem } from './tokens.ts';

describe('expiryProblem', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('accepts a date within a year', () => {
    expect(expiryProblem(new Date('2027-03-01T12:00:00Z'), now)).toBeUndefined();
  });
  it('refuses the past and now', () => {
    expect(expiryProblem(new Date('2026-03-01T12:00:00Z'), now)).toBe('Expiry must be in the future');
  });
  it('refuses more than 366 days ahead', () => {
    expect(expiryProblem(new Date('2027-03-02T12:00:01Z'), now)).toBe('Expiry must be within one year');
  });
});

describe('bearerToken', () => {
  it('reads the token of a Bearer header in any case', () => {
    expect(bearerToken('Bearer fmy_abc')).toBe('fmy_abc');
    expect(bearerToken('bearer fmy_abc ')).toBe('fmy_abc');
  });
  it('ignores other schemes and an empty header', () => {
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
    expect(bearerToken('Bearer ')).toBeUndefined();
  });
});
