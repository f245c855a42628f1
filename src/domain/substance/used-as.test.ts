import { describe, expect, it } from 'vitest';
import { defaultUsedAs, isPerfumeMaterial } from './constants.ts';

describe('function of use and perfume', () => {
  it('defaults a composition row from its raw material category', () => {
    expect(defaultUsedAs('preservative')).toBe('preservative');
    expect(defaultUsedAs('colorant')).toBe('colourant');
    expect(defaultUsedAs('fragrance')).toBe('perfume');
    expect(defaultUsedAs('active')).toBe('other');
    expect(defaultUsedAs('botanical')).toBe('other');
  });

  it('takes a raw material as perfume by its category or its declared-as-Parfum switch', () => {
    expect(isPerfumeMaterial('fragrance', false)).toBe(true);
    expect(isPerfumeMaterial('botanical', true)).toBe(true);
    expect(isPerfumeMaterial('botanical', false)).toBe(false);
  });
});
