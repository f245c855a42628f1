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
});
