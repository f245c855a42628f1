import { describe, expect, it } from 'vitest';
import { toPayload } from './payload.ts';

describe('toPayload', () => {
  it('sends the spec shape: sizes as text, lines with ounces, quantity and cost', () => {
    expect(
      toPayload({
        name: 'Matte Defense',
        description: null,
        productType: 'serum',
        targetSkinType: null,
        status: 'draft',
        batchSize: 1000,
        unitSize: 50,
        targetMargin: 60,
        ingredients: [
          { ingredientId: 'a', ounces: 12.5, cost: '15.000' },
          { ingredientId: 'b', ounces: 1 },
        ],
      }),
    ).toEqual({
      name: 'Matte Defense',
      description: '',
      productType: 'serum',
      targetSkinType: '',
      status: 'draft',
      batchSize: '1000',
      unitSize: '50',
      targetMargin: '60',
      ingredients: [
        { ingredientId: 'a', ounces: '12.5', quantity: '12.5', cost: '15.000' },
        { ingredientId: 'b', ounces: '1', quantity: '1' },
      ],
    });
  });

  it('sends lines entered in % with the q.s. mark and phases, the procedure and the specification', () => {
    const payload = toPayload({
      name: 'Cream',
      description: null,
      productType: 'moisturizer',
      targetSkinType: null,
      status: 'draft',
      batchSize: 100,
      unitSize: 1.7,
      targetMargin: 60,
      entryMode: 'percent',
      ingredients: [
        { ingredientId: 'aqua', ounces: 99.9996, percent: '99.999600', qs: true, phase: 'A' },
        { ingredientId: 'dye', ounces: 0.0004, percent: '0.000400', qs: false, phase: null },
      ],
      phases: [{ code: 'A', name: 'Water phase', steps: [] }],
      specification: null,
    });
    expect(payload.ingredients).toEqual([
      { ingredientId: 'aqua', qs: true, phase: 'A' },
      { ingredientId: 'dye', percent: '0.000400' },
    ]);
    expect(payload).toMatchObject({
      phases: [{ code: 'A', name: 'Water phase', steps: [] }],
      specification: null,
    });
  });
});
