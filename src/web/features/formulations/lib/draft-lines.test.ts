import { describe, expect, it } from 'vitest';
import { draftOunces } from './draft-lines.ts';
import { emptyLine } from './form-values.ts';

const line = (values: object) => ({ ...emptyLine(), ...values });

describe('draftOunces', () => {
  it('takes ounces as typed in ounce entry', () => {
    expect(
      draftOunces({
        entryMode: 'ounces',
        batchSize: '1000',
        ingredients: [line({ ounces: '600' }), line({ ounces: 'x' })],
      }),
    ).toEqual({ ounces: ['600', 'x'], qsPercent: null });
  });

  it('works out % entry for the batch, the q.s. line taking the rest', () => {
    // 1000 oz: glycerin 5 % = 50 oz, dye 0.0004 % = 0.004 oz, aqua q.s. = 100 - 5.0004 = 94.9996 % = 949.996 oz.
    expect(
      draftOunces({
        entryMode: 'percent',
        batchSize: '1000',
        ingredients: [
          line({ qs: true }),
          line({ percent: '5' }),
          line({ percent: '0.0004' }),
          line({ percent: '' }),
        ],
      }),
    ).toEqual({ ounces: ['949.996000', '50.000000', '0.004000', ''], qsPercent: '94.999600' });
  });

  it('leaves the q.s. line empty while nothing is left for it', () => {
    expect(
      draftOunces({
        entryMode: 'percent',
        batchSize: '100',
        ingredients: [line({ qs: true }), line({ percent: '100' })],
      }),
    ).toEqual({ ounces: ['', ''], qsPercent: null });
  });
});
