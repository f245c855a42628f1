import { describe, expect, it } from 'vitest';
import { defaultIfraCategory, ifraFindings } from './ifra.ts';

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
