import { describe, expect, it } from 'vitest';
import { matchesSubstance, words } from './substance-match.ts';

const ingredient = (name: string, inciName: string | null = null) => ({ name, inciName });

describe('matchesSubstance', () => {
  it('matches the INCI name or the trade name, ignoring case and punctuation', () => {
    expect(matchesSubstance('Salicylic Acid', ingredient('BHA', 'Salicylic Acid'))).toBe(true);
    expect(matchesSubstance('salicylic acid', ingredient('Salicylic Acid (BHA)'))).toBe(true);
    expect(matchesSubstance('Limonene', ingredient('d-Limonene', null))).toBe(true);
    expect(matchesSubstance('Alpha-Arbutin', ingredient('Brightener', 'alpha arbutin'))).toBe(true);
    expect(
      matchesSubstance('4-Methylbenzylidene Camphor', ingredient('4-MBC', '4-Methylbenzylidene Camphor')),
    ).toBe(true);
  });

  it('matches whole words only', () => {
    expect(matchesSubstance('Eugenol', ingredient('Isoeugenol', 'Isoeugenol'))).toBe(false);
    expect(matchesSubstance('Kojic Acid', ingredient('Kojic Dipalmitate', 'Kojic Dipalmitate'))).toBe(false);
    expect(matchesSubstance('Retinol', ingredient('Retinyl Palmitate', 'Retinyl Palmitate'))).toBe(false);
    expect(matchesSubstance('Benzyl Alcohol', ingredient('Cetearyl Alcohol', 'Cetearyl Alcohol'))).toBe(
      false,
    );
    expect(matchesSubstance('Acid Salicylic', ingredient('Salicylic Acid'))).toBe(false);
  });

  it('never matches an empty substance', () => {
    expect(matchesSubstance('', ingredient('Water', 'Aqua'))).toBe(false);
    expect(matchesSubstance(null, ingredient('Water', 'Aqua'))).toBe(false);
    expect(matchesSubstance(' - ', ingredient('Water', 'Aqua'))).toBe(false);
  });

  it('splits text into lower-case words without accents', () => {
    expect(words('Crème (Hydrating) Base-2')).toEqual(['creme', 'hydrating', 'base', '2']);
  });
});
