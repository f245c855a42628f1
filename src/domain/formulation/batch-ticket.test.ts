import { describe, expect, it } from 'vitest';
import { scaleRecipe, type TicketSourceLine } from './batch-ticket.ts';
import { D } from './cost.ts';
import { formulationInputSchema } from './formulation-schema.ts';

/**
 * A ten-line cream entered in % w/w with aqua q.s. on a 100 oz pilot batch (so each line's ounces equal its %):
 * glycerin 5, niacinamide 4, cetearyl alcohol 3, caprylic/capric triglyceride 6, shea butter 2.5, panthenol 1,
 * phenoxyethanol 0.9, xanthan gum 0.3, dye 0.0004; aqua = 100 - 22.7004 = 77.2996 %.
 */
const RECIPE: [string, string | null][] = [
  ['Aqua', null],
  ['Glycerin', '5'],
  ['Niacinamide', '4'],
  ['Cetearyl Alcohol', '3'],
  ['Caprylic/Capric Triglyceride', '6'],
  ['Shea Butter', '2.5'],
  ['Panthenol', '1'],
  ['Phenoxyethanol', '0.9'],
  ['Xanthan Gum', '0.3'],
  ['CI 19140 dye', '0.0004'],
];

function recipeLines(): TicketSourceLine[] {
  const parsed = formulationInputSchema.parse({
    name: 'Ten-line cream',
    productType: 'moisturizer',
    batchSize: '100',
    unitSize: '1.7',
    ingredients: RECIPE.map(([, percent], index) => ({
      ingredientId: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      ...(percent === null ? { qs: true } : { percent }),
    })),
  });
  return parsed.ingredients.map((line, index) => ({
    ingredientId: line.ingredientId,
    name: RECIPE[index]![0],
    phase: index < 3 ? 'A' : 'B',
    ounces: line.ounces,
    qs: line.qs ?? false,
  }));
}

const weights = (result: ReturnType<typeof scaleRecipe>) => result.lines.map((line) => line.weight);

describe('scaleRecipe', () => {
  it('scales a 2.5 kg batch to 0.001 kg, the q.s. line taking the rest', () => {
    // 2.5 kg x %: glycerin 0.125, niacinamide 0.100, cetearyl 0.075, CCT 0.150, shea 0.0625 -> 0.063 (half up),
    // panthenol 0.025, phenoxyethanol 0.0225 -> 0.023, xanthan 0.0075 -> 0.008, dye 0.00001 -> 0.000.
    // Those add up to 0.569 kg; aqua q.s. = 2.5 - 0.569 = 1.931 kg (77.2996 % would be 1.93249).
    const ticket = scaleRecipe(recipeLines(), '2.5', 'kg');
    expect(weights(ticket)).toEqual([
      '1.931',
      '0.125',
      '0.100',
      '0.075',
      '0.150',
      '0.063',
      '0.025',
      '0.023',
      '0.008',
      '0.000',
    ]);
    expect(ticket.total).toBe('2.500');
    expect(ticket.lines[0]).toMatchObject({ name: 'Aqua', phase: 'A', percent: '77.299600' });
    expect(ticket.lines[9]!.percent).toBe('0.000400');
  });

  it('scales the same batch in grams to 0.01 g, where the dye weighs 0.01 g', () => {
    // 2500 g x %: 125.00, 100.00, 75.00, 150.00, 62.50, 25.00, 22.50, 7.50, dye 2500 x 0.000004 = 0.01;
    // others 567.51 g, aqua 2500 - 567.51 = 1932.49 g.
    const ticket = scaleRecipe(recipeLines(), '2500', 'g');
    expect(weights(ticket)).toEqual([
      '1932.49',
      '125.00',
      '100.00',
      '75.00',
      '150.00',
      '62.50',
      '25.00',
      '22.50',
      '7.50',
      '0.01',
    ]);
    expect(ticket.total).toBe('2500.00');
  });

  it('scales an 88 oz batch to 0.001 oz', () => {
    // 88 oz x %: glycerin 4.400, niacinamide 3.520, cetearyl 2.640, CCT 5.280, shea 2.200, panthenol 0.880,
    // phenoxyethanol 0.792, xanthan 0.264, dye 88 x 0.000004 = 0.000352 -> 0.000; others 19.976 oz,
    // aqua 88 - 19.976 = 68.024 oz.
    const ticket = scaleRecipe(recipeLines(), 88, 'oz');
    expect(weights(ticket)).toEqual([
      '68.024',
      '4.400',
      '3.520',
      '2.640',
      '5.280',
      '2.200',
      '0.880',
      '0.792',
      '0.264',
      '0.000',
    ]);
    expect(ticket.total).toBe('88.000');
  });

  it('scales by each line\u2019s share of the recipe when there is no q.s. line (a pilot recipe in ounces)', () => {
    // 600 + 300 + 100 = 1000 oz recipe to 2.5 kg: 1.5, 0.75, 0.25 kg.
    const lines = [600, 300, 100].map((ounces, index) => ({
      ingredientId: String(index),
      name: `Line ${index}`,
      phase: null,
      ounces,
      qs: false,
    }));
    const ticket = scaleRecipe(lines, '2.5', 'kg');
    expect(weights(ticket)).toEqual(['1.500', '0.750', '0.250']);
    expect(ticket.lines.map((line) => line.percent)).toEqual(['60.000000', '30.000000', '10.000000']);
    // Thirds of 1 kg round to 0.333 each: the total shows the rounding.
    const thirds = scaleRecipe(
      lines.map((line) => ({ ...line, ounces: 1 })),
      1,
      'kg',
    );
    expect(weights(thirds)).toEqual(['0.333', '0.333', '0.333']);
    expect(D(thirds.total).toFixed()).toBe('0.999');
  });
});
