import { describe, expect, it } from 'vitest';
import {
  costPerUnitLevel,
  dashboardStatusTone,
  formulationStatusTone,
  newestFirst,
  productTypeAppearance,
} from './tones.ts';

describe('productTypeAppearance', () => {
  it('gives "cleanser" the cleanser icon in green, whatever the case', () => {
    expect(productTypeAppearance('cleanser')).toEqual({ icon: 'cleanser', tone: 'green' });
    expect(productTypeAppearance(' Cleanser ')).toEqual({ icon: 'cleanser', tone: 'green' });
  });

  it('gives text containing "spf" or "sun" the sun icon in purple', () => {
    expect(productTypeAppearance('sunscreen')).toEqual({ icon: 'sun', tone: 'purple' });
    expect(productTypeAppearance('Daily SPF 30')).toEqual({ icon: 'sun', tone: 'purple' });
    expect(productTypeAppearance('after-sun gel')).toEqual({ icon: 'sun', tone: 'purple' });
  });

  it('gives anything else, and no type at all, the default icon in blue', () => {
    for (const type of ['serum', 'moisturizer', 'cleansing balm', '', null, undefined]) {
      expect(productTypeAppearance(type)).toEqual({ icon: 'default', tone: 'blue' });
    }
  });
});

describe('dashboardStatusTone', () => {
  it('uses the dashboard reading of the status colours', () => {
    expect(dashboardStatusTone('approved')).toBe('green');
    expect(dashboardStatusTone('in_development')).toBe('yellow');
    expect(dashboardStatusTone('compliance_review')).toBe('red');
    expect(dashboardStatusTone('testing')).toBe('blue');
  });

  it('shows draft and every other status in gray', () => {
    for (const status of ['draft', 'rejected', 'archived', ''])
      expect(dashboardStatusTone(status)).toBe('gray');
  });
});

describe('formulationStatusTone', () => {
  it('uses the formulations page reading: draft gray, in development blue, testing yellow, review purple, approved green', () => {
    expect(
      ['draft', 'in_development', 'testing', 'compliance_review', 'approved', 'rejected'].map(
        formulationStatusTone,
      ),
    ).toEqual(['gray', 'blue', 'yellow', 'purple', 'green', 'gray']);
  });
});

describe('costPerUnitLevel', () => {
  it('is green and Low below 5, yellow and Medium below 10, red and High from 10', () => {
    expect(costPerUnitLevel('0.1488')).toEqual({ tone: 'green', label: 'Low' });
    expect(costPerUnitLevel('4.9999')).toEqual({ tone: 'green', label: 'Low' });
    expect(costPerUnitLevel('5.0000')).toEqual({ tone: 'yellow', label: 'Medium' });
    expect(costPerUnitLevel(9.99)).toEqual({ tone: 'yellow', label: 'Medium' });
    expect(costPerUnitLevel('10')).toEqual({ tone: 'red', label: 'High' });
    expect(costPerUnitLevel('14.2212')).toEqual({ tone: 'red', label: 'High' });
  });

  it('falls on the right side of a threshold for every stored cost (4 decimals, up to 14 digits before them)', () => {
    expect(costPerUnitLevel('9.9999').tone).toBe('yellow');
    expect(costPerUnitLevel('10.0000').tone).toBe('red');
    expect(costPerUnitLevel('0.0000').tone).toBe('green');
    expect(costPerUnitLevel('99999999999999.9999').tone).toBe('red');
  });
});

describe('newestFirst', () => {
  const item = (id: string, createdAt: string) => ({ id, createdAt });

  it('merges the lists newest first and keeps the first `limit`', () => {
    const testing = [item('t2', '2026-05-03T00:00:00Z'), item('t1', '2026-01-01T00:00:00Z')];
    const inDevelopment = [item('d2', '2026-06-01T00:00:00Z'), item('d1', '2026-02-01T00:00:00Z')];
    expect(newestFirst([testing, inDevelopment], 3).map((f) => f.id)).toEqual(['d2', 't2', 'd1']);
  });

  it('keeps the lists order on a tie and copes with empty lists and a zero limit', () => {
    const a = [item('a', '2026-01-01T00:00:00Z')];
    const b = [item('b', '2026-01-01T00:00:00Z')];
    expect(newestFirst([a, b], 5).map((f) => f.id)).toEqual(['a', 'b']);
    expect(newestFirst([[], []], 5)).toEqual([]);
    expect(newestFirst([a], 0)).toEqual([]);
  });
});
