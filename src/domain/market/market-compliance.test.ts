import { describe, expect, it } from 'vitest';
import { FACTS, rule, subject } from '../compliance/test-subject.ts';
import { librariesOf, type MarketSettings, marketLibrary } from './library.ts';
import { findingsPerMarket, marketVerdicts, marketViolations } from './market-compliance.ts';

/**
 * Markets (ADR 058): a rule reaches only the markets it belongs to, and a following market's own rules replace the
 * followed library's on the same substance. 2.5 oz of salicylic acid in 100 oz is 2.5 % w/w.
 */
const MARKETS: MarketSettings[] = [
  { code: 'EU', name: 'European Union', follows: null, fragranceLabel: 'Parfum' },
  { code: 'UK', name: 'United Kingdom', follows: 'EU', fragranceLabel: 'Parfum' },
  { code: 'US', name: 'United States', follows: null, fragranceLabel: 'Fragrance' },
  { code: 'CN', name: 'China', follows: null, fragranceLabel: 'Parfum' },
];
const EU_LIMIT = rule({
  ruleType: 'max_concentration',
  substanceId: 'salicylic',
  maxPercent: '2',
  market: 'EU',
});
const CN_BAN = rule({ ruleType: 'prohibited', substanceId: 'salicylic', market: 'CN' });
const UK_LIMIT = rule({
  ruleType: 'max_concentration',
  substanceId: 'salicylic',
  maxPercent: '3',
  market: 'UK',
});
const DAY = '2026-11-27';

describe('marketLibrary', () => {
  it('gives each market its own rules only', () => {
    const rules = [EU_LIMIT, CN_BAN];
    expect(marketLibrary(rules, MARKETS, 'EU')).toEqual([EU_LIMIT]);
    expect(marketLibrary(rules, MARKETS, 'CN')).toEqual([CN_BAN]);
    expect(marketLibrary(rules, MARKETS, 'US')).toEqual([]);
  });

  it('gives a following market the followed library, except where it has its own rule on the substance', () => {
    expect(marketLibrary([EU_LIMIT, CN_BAN], MARKETS, 'UK')).toEqual([EU_LIMIT]);
    expect(marketLibrary([EU_LIMIT, UK_LIMIT], MARKETS, 'UK')).toEqual([UK_LIMIT]);
  });

  it('gives the same array for the same library and settings (the engine groups it once)', () => {
    const rules = [EU_LIMIT, CN_BAN];
    expect(marketLibrary(rules, MARKETS, 'EU')).toBe(marketLibrary(rules, MARKETS, 'EU'));
  });

  it('unites the libraries of several markets, each rule once', () => {
    expect(librariesOf([EU_LIMIT, CN_BAN], MARKETS, ['EU', 'UK', 'CN'])).toEqual([EU_LIMIT, CN_BAN]);
  });
});

describe('findings per market', () => {
  const serum = { ...subject({ salicylic: 2.5 }), markets: ['EU', 'US', 'CN'] };

  it('fails the EU (2.5 % over 2 %) and China (prohibited), passes the US (no rule)', () => {
    const perMarket = findingsPerMarket(serum, [EU_LIMIT, CN_BAN], MARKETS, FACTS, DAY);
    expect(marketVerdicts(perMarket).map((cell) => [cell.market, cell.passes, cell.violations])).toEqual([
      ['EU', false, 1],
      ['US', true, 0],
      ['CN', false, 1],
    ]);
    expect(perMarket[0]!.findings[0]!.margin!.toFixed(1)).toBe('-0.5');
  });

  it('never flags a product for a market it does not target', () => {
    const euOnly = { ...serum, markets: ['EU'] };
    const perMarket = findingsPerMarket(euOnly, [CN_BAN], MARKETS, FACTS, DAY);
    expect(marketViolations(perMarket, euOnly)).toEqual([]);
  });

  it('opens one alert for a followed rule broken in the EU and the UK alike', () => {
    const both = { ...serum, markets: ['EU', 'UK'] };
    const perMarket = findingsPerMarket(both, [EU_LIMIT], MARKETS, FACTS, DAY);
    expect(
      marketViolations(perMarket, both).map((violation) => [violation.ruleId, violation.region]),
    ).toEqual([[EU_LIMIT.id, 'EU']]);
  });

  it('targets the EU when the formulation names no market', () => {
    const none = { ...serum, markets: [] };
    expect(findingsPerMarket(none, [EU_LIMIT], MARKETS, FACTS, DAY).map((item) => item.market)).toEqual([
      'EU',
    ]);
  });
});
