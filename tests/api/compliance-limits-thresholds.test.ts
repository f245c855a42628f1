import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  alertsOf,
  m,
  openTitles,
  report,
  s,
  scientist,
  startComplianceLimitsApp,
  stopComplianceLimitsApp,
  t,
} from '../support/compliance-limits-app.ts';
import { createFormulation, type LineSpec, uniqueName } from '../support/factories.ts';

/**
 * Limits through the API, computed by hand (docs/product-rules.md, "Compliance"): what counts toward a substance is itself plus every
 * substance that counts as it, times the factor, in % w/w of the recipe's ounces (each recipe here is 1000
 * oz). Here each limit at, just under and just over it, and the compliance report's account of how a figure
 * was counted.
 */
beforeAll(startComplianceLimitsApp);
afterAll(stopComplianceLimitsApp);

type Key = keyof typeof m;
/** A 1000 oz recipe: these raw materials at these % w/w, water for the rest. */
function recipe(parts: [Key, string][]): LineSpec[] {
  const rest = parts.reduce((sum, [, percent]) => sum - Number(percent) * 10, 1000);
  return [
    { ingredientId: m.water, ounces: rest.toFixed(3) },
    ...parts.map(([key, percent]) => ({ ingredientId: m[key], ounces: (Number(percent) * 10).toFixed(3) })),
  ];
}

describe('limits at, just under and just over them', () => {
  const cases: [string, [Key, string][], string, string, string | null][] = [
    // [case, recipe, substance, counted %, alert title (null: passes)]
    ['salicylic acid at 2 %', [['acid', '2']], 'Salicylic Acid', '2.000000', null],
    ['salicylic acid at 1.99 %', [['acid', '1.99']], 'Salicylic Acid', '1.990000', null],
    [
      'salicylic acid at 2.01 %',
      [['acid', '2.01']],
      'Salicylic Acid',
      '2.010000',
      'Salicylic Acid above 2.0 %',
    ],
    // 2.318 x 0.8627 = 1.9997386; 2.319 x 0.8627 = 2.0006013.
    ['sodium salicylate at 2.318 %', [['sodium', '2.318']], 'Salicylic Acid', '1.999739', null],
    [
      'sodium salicylate at 2.319 %',
      [['sodium', '2.319']],
      'Salicylic Acid',
      '2.000601',
      'Salicylic Acid above 2.0 %',
    ],
    // Two raw materials: 1.1 + 1.0 x 0.8627 = 1.9627; 1.2 + 0.8627 = 2.0627.
    [
      'acid 1.1 % with sodium salicylate 1 %',
      [
        ['acid', '1.1'],
        ['sodium', '1'],
      ],
      'Salicylic Acid',
      '1.962700',
      null,
    ],
    [
      'acid 1.2 % with sodium salicylate 1 %',
      [
        ['acid', '1.2'],
        ['sodium', '1'],
      ],
      'Salicylic Acid',
      '2.062700',
      'Salicylic Acid above 2.0 %',
    ],
    ['retinol at 0.3 %', [['retinol', '0.3']], 'Retinol', '0.300000', null],
    // 0.549 x 0.546 = 0.299754; 0.55 x 0.546 = 0.3003; 0.6 x 0.546 = 0.3276.
    ['retinyl palmitate at 0.549 %', [['palmitate', '0.549']], 'Retinol', '0.299754', null],
    ['retinyl palmitate at 0.55 %', [['palmitate', '0.55']], 'Retinol', '0.300300', 'Retinol above 0.3 %'],
    ['retinyl palmitate at 0.6 %', [['palmitate', '0.6']], 'Retinol', '0.327600', 'Retinol above 0.3 %'],
    // A 90/10 blend: 1.05 x 0.9 = 0.945; 1.11 x 0.9 = 0.999; 1.12 x 0.9 = 1.008.
    ['the preservative blend at 1.05 %', [['blend', '1.05']], 'Phenoxyethanol', '0.945000', null],
    ['the preservative blend at 1.11 %', [['blend', '1.11']], 'Phenoxyethanol', '0.999000', null],
    [
      'the preservative blend at 1.12 %',
      [['blend', '1.12']],
      'Phenoxyethanol',
      '1.008000',
      'Phenoxyethanol above 1.0 %',
    ],
    // A range at its maximum: 2 x 100 % = 2 (at the limit); 2.02 x 100 % = 2.02 (its minimum, 1.9796, is under).
    ['the 98-100 % grade at 2 %', [['technical', '2']], 'Salicylic Acid', '2.000000', null],
    [
      'the 98-100 % grade at 2.02 %',
      [['technical', '2.02']],
      'Salicylic Acid',
      '2.020000',
      'Salicylic Acid above 2.0 %',
    ],
  ];

  it.each(cases)('%s', async (_label, parts, substance, percent, title) => {
    const name = uniqueName('Serum');
    const created = await createFormulation(t, scientist, recipe(parts), { name });
    expect(await openTitles(created.id)).toEqual(title ? [`${title} in ${name}`] : []);
    const row = (await report(created.id)).rows.find(
      (item: { substance: string }) => item.substance === substance,
    );
    expect(row).toMatchObject({
      percent,
      status: title ? 'over_limit' : 'within_limit',
      violation: Boolean(title),
    });
  });

  it('says how the figure was counted: the conversion, the raw materials and the basis', async () => {
    const name = uniqueName('Retinol Night Serum');
    const created = await createFormulation(t, scientist, recipe([['palmitate', '0.6']]), { name });
    const [alert] = await alertsOf(created.id);
    const source = (
      await t.call({ method: 'GET', url: `/api/ingredients/${m.palmitate}`, cookie: admin })
    ).json();
    expect(alert!.description).toBe(
      `Retinol at 0.3276 % w/w in ${name}, above the 0.3 % limit. Counted: Retinyl Palmitate 0.6 % x 0.546 = 0.3276 % (from ${source.name}). Annex III/376; Reg. (EU) 2024/996.`,
    );
    const result = await report(created.id);
    expect(result.warnings).toEqual(['Contains Vitamin A. Consider your daily intake before use.']);
    expect(result.rows).toContainEqual(
      expect.objectContaining({
        substanceId: s.retinol.id,
        substance: 'Retinol',
        counted: 'Retinyl Palmitate 0.600000 % x 0.546',
        limit: '0.300000',
        margin: '-0.027600',
        basis: 'Annex III/376; Reg. (EU) 2024/996',
      }),
    );
  });

  it('says when a range was checked at its maximum', async () => {
    const name = uniqueName('BHA Toner');
    const created = await createFormulation(t, scientist, recipe([['technical', '2.02']]), { name });
    const [alert] = await alertsOf(created.id);
    expect(alert!.description).toContain(
      `Salicylic Acid at up to 2.02 % w/w (a range, checked at its maximum) in ${name}, above the 2.0 % limit.`,
    );
    expect((await report(created.id)).rows[0]).toMatchObject({ substance: 'Salicylic Acid', range: true });
  });
});
