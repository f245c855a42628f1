import { describe, expect, it } from 'vitest';
import { defaultIfraCategory, ifraFindings, ifraMessage, ifraViolations, perfumeLines } from './ifra.ts';

const accord = (percent: string) => ({
  ingredientId: 'p1',
  name: 'Vetiver accord',
  percent,
  limits: [
    { category: '5B', maxPercent: '0.8' },
    { category: '9', maxPercent: '2.5' },
  ],
});

describe('the IFRA level of a perfume raw material', () => {
  it('passes under and at the certificate level for the category', () => {
    expect(ifraFindings('5B', [accord('0.79')])).toEqual([]);
    expect(ifraFindings('5B', [accord('0.8')])).toEqual([]);
  });
  it('is a high finding over it', () => {
    expect(ifraFindings('5B', [accord('0.81')])).toEqual([
      {
        ingredientId: 'p1',
        name: 'Vetiver accord',
        category: '5B',
        percent: '0.81',
        maxPercent: '0.8',
        severity: 'high',
        certificate: null,
      },
    ]);
  });
  it('reads the level of the product category only', () => {
    // 2 % is over the face moisturizer's 0.8 % but within the rinse-off 2.5 %.
    expect(ifraFindings('9', [accord('2')])).toEqual([]);
    expect(ifraFindings('4', [accord('20')])).toEqual([]);
  });
});

describe('the default IFRA category', () => {
  it('follows the area and exposure', () => {
    expect(defaultIfraCategory('moisturizer', 'face', 'leave_on')).toBe('5B');
    expect(defaultIfraCategory('balm', 'face', 'leave_on')).toBe('3');
    expect(defaultIfraCategory('cleanser', 'face', 'rinse_off')).toBe('9');
    expect(defaultIfraCategory('treatment', 'hair', 'rinse_off')).toBe('7A');
    expect(defaultIfraCategory('moisturizer', 'body', 'leave_on')).toBe('5A');
    expect(defaultIfraCategory('balm', 'lips', 'leave_on')).toBe('1');
  });
});

describe('the % of each perfume raw material in the product', () => {
  const limits = new Map([['p1', [{ category: '5B', maxPercent: '0.8' }]]]);
  it('is its ounces over the batch, lines of one raw material added, to 4 decimals', () => {
    // 0.45 + 0.45 = 0.9 oz of 100 oz = 0.9 %; water has no limits and is left out.
    const lines = [
      { ingredientId: 'w', ingredientName: 'Water', ounces: '99.1' },
      { ingredientId: 'p1', ingredientName: 'Vetiver accord', ounces: '0.45' },
      { ingredientId: 'p1', ingredientName: 'Vetiver accord', ounces: '0.45' },
    ];
    expect(perfumeLines(lines, limits)).toEqual([
      { ingredientId: 'p1', name: 'Vetiver accord', percent: '0.9', limits: limits.get('p1') },
    ]);
    // 1 oz of 3 oz = 33.33333... % -> 33.3333.
    expect(
      perfumeLines(
        [
          { ingredientId: 'w', ingredientName: 'Water', ounces: '2' },
          { ingredientId: 'p1', ingredientName: 'Vetiver accord', ounces: '1' },
        ],
        limits,
      )[0]!.percent,
    ).toBe('33.3333');
  });
  it('is nothing for an empty batch', () => {
    expect(perfumeLines([{ ingredientId: 'p1', ingredientName: 'V', ounces: '0' }], limits)).toEqual([]);
  });
});

describe('the IFRA alert', () => {
  it('names the perfume, its %, the category and the certificate level', () => {
    const [finding] = ifraFindings('5B', [accord('0.9')]);
    expect(ifraMessage(finding!)).toBe(
      'Vetiver accord is used at 0.9 % in an IFRA category 5B product; its IFRA certificate allows at most 0.8 %.',
    );
    const [violation] = ifraViolations({ id: 'f1', name: 'Face balm' }, [finding!]);
    expect(violation).toMatchObject({
      autoKey: 'ifra:f1:p1:5B',
      severity: 'high',
      region: 'IFRA',
      ingredientId: 'p1',
      title: 'Vetiver accord above its IFRA level in Face balm',
    });
  });
});
