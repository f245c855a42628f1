import { describe, expect, it } from 'vitest';
import type { CompositionRow } from './composition.ts';
import { naturalOrigin, type OriginFacts } from './natural-origin.ts';
import { substanceContent } from './substance-content.ts';

const facts = new Map<string, OriginFacts>([
  ['aqua', { naturalOriginIndex: 1, isWater: true }],
  ['glycerin', { naturalOriginIndex: 1, isWater: false }],
  ['cetearyl', { naturalOriginIndex: '0.95', isWater: false }],
  ['phenoxy', { naturalOriginIndex: 0, isWater: false }],
  ['unknown', { naturalOriginIndex: null, isWater: false }],
  ['oil', { naturalOriginIndex: 1, isWater: false }],
]);
const pure = (id: string): [string, CompositionRow[]] => [
  id,
  [{ substanceId: id, percent: 100, minPercent: null, maxPercent: null }],
];
const compositions = new Map<string, CompositionRow[]>([
  ...[...facts.keys()].map(pure),
  [
    'ranged',
    [
      { substanceId: 'oil', percent: null, minPercent: 60, maxPercent: 80 },
      { substanceId: 'phenoxy', percent: null, minPercent: 20, maxPercent: 40 },
    ],
  ],
]);
const origin = (recipe: Record<string, number>) =>
  naturalOrigin(
    substanceContent(
      Object.entries(recipe).map(([id, ounces]) => ({ ingredientId: id, ingredientName: id, ounces })),
      compositions,
      new Map(),
    ),
    facts,
  );

describe('naturalOrigin (ISO 16128)', () => {
  it('counts water with and without', () => {
    // 70 aqua (1) + 20 glycerin (1) + 8 cetearyl (0.95 -> 7.6) + 2 phenoxy (0) = 97.6 % with water;
    // without water: (97.6 - 70) / (100 - 70) = 27.6 / 30 = 92 %.
    const result = origin({ aqua: 70, glycerin: 20, cetearyl: 8, phenoxy: 2 });
    expect(result.withWater?.toFixed(4)).toBe('97.6000');
    expect(result.withoutWater?.toFixed(4)).toBe('92.0000');
    expect(result.coverage.toFixed(2)).toBe('100.00');
  });

  it('counts a substance without an index as 0 and lowers the coverage', () => {
    // 50 aqua + 40 glycerin = 90 %; unknown 10 % uncovered; without water 40 / 50 = 80 %.
    const result = origin({ aqua: 50, glycerin: 40, unknown: 10 });
    expect([
      result.withWater?.toFixed(2),
      result.withoutWater?.toFixed(2),
      result.coverage.toFixed(2),
    ]).toEqual(['90.00', '80.00', '90.00']);
  });

  it('counts a range at its minimum, so a claim is never overstated', () => {
    // 50 aqua + ranged raw material 50 % (oil 60-80 % -> at least 30 %, natural 1): 80 % with water, 60 % without.
    const result = origin({ aqua: 50, ranged: 50 });
    expect([result.withWater?.toFixed(2), result.withoutWater?.toFixed(2)]).toEqual(['80.00', '60.00']);
  });

  it('has no figure without data, and none without water for a product that is all water', () => {
    expect(origin({ unknown: 100 }).withWater).toBeNull();
    expect(origin({ aqua: 100 }).withWater?.toFixed(0)).toBe('100');
    expect(origin({ aqua: 100 }).withoutWater).toBeNull();
  });
});
