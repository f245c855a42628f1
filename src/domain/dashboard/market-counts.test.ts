import { describe, expect, it } from 'vitest';
import { marketCountsText } from './market-counts.ts';

describe('marketCountsText', () => {
  it('names each market with its count, in the order given', () => {
    expect(
      marketCountsText([
        { market: 'EU', count: 3 },
        { market: 'US', count: 1 },
      ]),
    ).toBe('EU 3 · US 1');
  });

  it('reads issues without a region as Other', () => {
    expect(marketCountsText([{ market: null, count: 2 }])).toBe('Other 2');
  });

  it('names three markets and sums the rest', () => {
    // 5 + 4 + 2 named; CN 1 + ASEAN 1 = 2 more.
    const five = [
      { market: 'EU', count: 5 },
      { market: 'UK', count: 4 },
      { market: 'US', count: 2 },
      { market: 'CN', count: 1 },
      { market: 'ASEAN', count: 1 },
    ];
    expect(marketCountsText(five)).toBe('EU 5 · UK 4 · US 2 · +2 more');
  });

  it('is empty with no issues', () => {
    expect(marketCountsText([])).toBe('');
  });
});
