import { describe, expect, it } from 'vitest';
import type { CompositionRow } from './composition.ts';
import { substanceContent, upperPercent } from './substance-content.ts';

const exact = (substanceId: string, percent: number | string): CompositionRow => ({
  substanceId,
  percent,
  minPercent: null,
  maxPercent: null,
});
const range = (substanceId: string, minPercent: number, maxPercent: number): CompositionRow => ({
  substanceId,
  percent: null,
  minPercent,
  maxPercent,
});
const names = new Map([
  ['aqua', 'Aqua'],
  ['phenoxy', 'Phenoxyethanol'],
  ['ehg', 'Ethylhexylglycerin'],
  ['parfum', 'Parfum'],
  ['linalool', 'Linalool'],
  ['limonene', 'Limonene'],
  ['lavandula', 'Lavandula Angustifolia Oil'],
  ['glycerin', 'Glycerin'],
]);
const compositions = new Map<string, CompositionRow[]>([
  ['water', [exact('aqua', 100)]],
  ['blend', [exact('phenoxy', 90), exact('ehg', 10)]],
  ['fragrance', [exact('parfum', 85), exact('linalool', 10), exact('limonene', 5)]],
  ['lavender', [range('lavandula', 60, 75), range('linalool', 25, 35), range('limonene', 0.5, 1)]],
  ['linalool', [exact('linalool', 100)]],
  ['glycerin', [exact('glycerin', 100)]],
  ['glycerin-solution', [exact('glycerin', 80), exact('aqua', 20)]],
]);
const text = (value: { toFixed(places: number): string } | null) =>
  value === null ? null : value.toFixed(6);

describe('substanceContent', () => {
  it('splits a blend by its composition: 1.05 % of a 90/10 blend is 0.945 % phenoxyethanol', () => {
    const { substances } = substanceContent(
      [
        { ingredientId: 'water', ingredientName: 'Water', ounces: '98.95' },
        { ingredientId: 'blend', ingredientName: 'Preservative blend', ounces: '1.05' },
      ],
      compositions,
      names,
    );
    expect(substances.map((s) => [s.inciName, text(s.percent)])).toEqual([
      ['Aqua', '98.950000'],
      ['Phenoxyethanol', '0.945000'],
      ['Ethylhexylglycerin', '0.105000'],
    ]);
  });

  it('adds up a substance that arrives through three raw materials, carrying the range through', () => {
    // 100 oz: fragrance 2 oz (linalool 10 %) = 0.2 %; lavender oil 1 oz (linalool 25-35 %) = 0.25-0.35 %;
    // pure linalool 0.5 oz = 0.5 %. Linalool: 0.95-1.05 %, no exact figure because of the range.
    const { substances } = substanceContent(
      [
        { ingredientId: 'water', ingredientName: 'Water', ounces: '96.5' },
        { ingredientId: 'fragrance', ingredientName: 'Cedar fragrance', ounces: '2' },
        { ingredientId: 'lavender', ingredientName: 'Lavender oil', ounces: '1' },
        { ingredientId: 'linalool', ingredientName: 'Linalool', ounces: '0.5' },
      ],
      compositions,
      names,
    );
    const linalool = substances.find((s) => s.substanceId === 'linalool')!;
    expect([text(linalool.percent), text(linalool.minPercent), text(linalool.maxPercent)]).toEqual([
      null,
      '0.950000',
      '1.050000',
    ]);
    expect(
      linalool.sources.map((s) => [
        s.ingredientName,
        text(s.percent),
        text(s.minPercent),
        text(s.maxPercent),
      ]),
    ).toEqual([
      ['Cedar fragrance', '0.200000', '0.200000', '0.200000'],
      ['Lavender oil', null, '0.250000', '0.350000'],
      ['Linalool', '0.500000', '0.500000', '0.500000'],
    ]);
    expect(upperPercent(linalool).toFixed(6)).toBe('1.050000');
    // Limonene: 2 x 5 % = 0.1 plus 1 x 0.5-1 % = 0.005-0.01: 0.105-0.11 %.
    const limonene = substances.find((s) => s.substanceId === 'limonene')!;
    expect([text(limonene.minPercent), text(limonene.maxPercent)]).toEqual(['0.105000', '0.110000']);
    // Ordered by maximum: aqua 96.5, parfum 1.7, linalool 1.05, lavandula 0.6-0.75, limonene 0.11.
    expect(substances.map((s) => s.inciName)).toEqual([
      'Aqua',
      'Parfum',
      'Linalool',
      'Lavandula Angustifolia Oil',
      'Limonene',
    ]);
  });

  it('keeps an exact figure when every source is exact, over lines that do not add up to 100 oz', () => {
    // 50 oz: glycerin 5 oz (10 %) + 80 % glycerin solution 10 oz (20 % x 0.8 = 16 %) = 26 %; water 35 oz (70 %)
    // + 20 % of the solution (4 %) = 74 %.
    const { substances } = substanceContent(
      [
        { ingredientId: 'water', ingredientName: 'Water', ounces: 35 },
        { ingredientId: 'glycerin', ingredientName: 'Glycerin', ounces: 5 },
        { ingredientId: 'glycerin-solution', ingredientName: 'Glycerin 80 %', ounces: 10 },
      ],
      compositions,
      names,
    );
    expect(substances.map((s) => [s.inciName, text(s.percent)])).toEqual([
      ['Aqua', '74.000000'],
      ['Glycerin', '26.000000'],
    ]);
  });

  it('adds lines of one raw material and reports a raw material without a composition as unassigned', () => {
    const { substances, unassigned } = substanceContent(
      [
        { ingredientId: 'water', ingredientName: 'Water', ounces: 30 },
        { ingredientId: 'mystery', ingredientName: 'Mystery extract', ounces: 20 },
        { ingredientId: 'water', ingredientName: 'Water', ounces: 50 },
      ],
      compositions,
      names,
    );
    expect(substances.map((s) => [s.inciName, text(s.percent), s.sources.length])).toEqual([
      ['Aqua', '80.000000', 1],
    ]);
    expect(unassigned.map((u) => [u.ingredientName, u.percent.toFixed(2)])).toEqual([
      ['Mystery extract', '20.00'],
    ]);
  });

  it('gives an empty recipe no content', () => {
    expect(substanceContent([], compositions, names)).toEqual({ substances: [], unassigned: [] });
  });
});

describe('substanceContent with a shared working-out of recipe shares', () => {
  it('works out a repeated list of quantities once and gives the same figures', () => {
    // 98.95 + 1.05 = 100 oz: water 98.95 %, blend 1.05 % (phenoxyethanol 0.945 %), in both recipes; a third
    // recipe with other quantities (99 + 1) gets its own: blend 1 %, phenoxyethanol 0.9 %.
    const cache = new Map();
    const recipe = (water: string, blend: string) => [
      { ingredientId: 'water', ingredientName: 'Water', ounces: water },
      { ingredientId: 'blend', ingredientName: 'Preservative blend', ounces: blend },
    ];
    const first = substanceContent(recipe('98.95', '1.05'), compositions, names, cache);
    const again = substanceContent(recipe('98.95', '1.05'), compositions, names, cache);
    const other = substanceContent(recipe('99', '1'), compositions, names, cache);
    const alone = substanceContent(recipe('98.95', '1.05'), compositions, names);
    const figures = (content: typeof first) => content.substances.map((s) => [s.inciName, text(s.percent)]);
    expect(figures(first)).toEqual(figures(alone));
    expect(figures(again)).toEqual(figures(alone));
    expect(figures(first)[1]).toEqual(['Phenoxyethanol', '0.945000']);
    expect(figures(other)[1]).toEqual(['Phenoxyethanol', '0.900000']);
    expect(cache.size).toBe(2);
  });
});
