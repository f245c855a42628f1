import { describe, expect, it } from 'vitest';
import { type InciLine, inciDeclaration, inciText } from './inci.ts';

const line = (name: string, inciName: string | null | undefined, ounces: number | string): InciLine => ({
  name,
  inciName,
  ounces,
});

describe('inciDeclaration', () => {
  it('lists INCI names by descending concentration', () => {
    const entries = inciDeclaration([
      line('Niacinamide', 'Niacinamide', 100),
      line('Purified water', 'Aqua', 600),
      line('Vegetable glycerin', 'Glycerin', 300),
    ]);
    expect(entries.map((entry) => entry.label)).toEqual(['Aqua', 'Glycerin', 'Niacinamide']);
    expect(entries.map((entry) => entry.concentration.toString())).toEqual(['60', '30', '10']);
    expect(entries[0]).toMatchObject({ inciName: 'Aqua', name: 'Purified water', missingInci: false });
  });

  it('declares an INCI name once, adding the concentrations of its lines', () => {
    const entries = inciDeclaration([
      line('Water (phase A)', 'Aqua', 300),
      line('Glycerin', 'Glycerin', 350),
      line('Water (phase B)', ' aqua ', 300),
      line('Fragrance', 'Parfum', 50),
    ]);
    expect(inciText(entries)).toBe('Aqua, Glycerin, Parfum');
    expect(entries[0]).toMatchObject({ name: 'Water (phase A)', inciName: 'Aqua' });
    expect(entries[0].concentration.toString()).toBe('60');
  });

  it('labels a line without an INCI name by its ingredient name and flags it', () => {
    const entries = inciDeclaration([
      line('Water', 'Aqua', 80),
      line('House botanical blend', null, 15),
      line('Mystery extract', '   ', 5),
    ]);
    expect(entries.slice(1)).toMatchObject([
      { label: 'House botanical blend', inciName: null, missingInci: true },
      { label: 'Mystery extract', inciName: null, missingInci: true },
    ]);
    expect(entries[0].missingInci).toBe(false);
  });

  it('merges lines without an INCI name only with the same ingredient', () => {
    const entries = inciDeclaration([
      line('Blend', undefined, 10),
      line('Aqua', undefined, 20),
      line('Blend', null, 15),
      line('Water', 'Aqua', 55),
    ]);
    expect(entries.map((entry) => [entry.label, entry.concentration.toString()])).toEqual([
      ['Aqua', '55'],
      ['Blend', '25'],
      ['Aqua', '20'],
    ]);
    expect(entries.map((entry) => entry.missingInci)).toEqual([false, true, true]);
  });

  it('keeps the input order on ties', () => {
    const entries = inciDeclaration([
      line('Zinc oxide', 'Zinc Oxide', 10),
      line('Allantoin', 'Allantoin', 10),
      line('Water', 'Aqua', 70),
      line('Menthol', 'Menthol', 10),
    ]);
    expect(inciText(entries)).toBe('Aqua, Zinc Oxide, Allantoin, Menthol');
  });

  it('gives zero concentrations rather than dividing by zero', () => {
    expect(inciDeclaration([])).toEqual([]);
    const entries = inciDeclaration([line('Water', 'Aqua', 0), line('Glycerin', 'Glycerin', '0')]);
    expect(entries.map((entry) => entry.concentration.isZero())).toEqual([true, true]);
    expect(inciText(entries)).toBe('Aqua, Glycerin');
  });

  it('refuses negative ounces', () => {
    expect(() => inciDeclaration([line('Water', 'Aqua', -1)])).toThrow(RangeError);
  });
});

describe('inciText', () => {
  it('joins the labels as stored, without changing their case', () => {
    const entries = inciDeclaration([line('Water', 'Aqua', 2), line('Vitamin E', 'Tocopheryl Acetate', 1)]);
    expect(inciText(entries)).toBe('Aqua, Tocopheryl Acetate');
    expect(inciText([])).toBe('');
  });
});
