import { describe, expect, it } from 'vitest';
import { yearlySaving } from './yearly-saving.ts';

describe('yearlySaving', () => {
  it('multiplies the saving per unit by the yearly volume and rounds once to the cent', () => {
    // $0.1459 x 12,000 = $1,750.80; $0.0003 x 25 = $0.0075 -> $0.01 (half up).
    expect(yearlySaving('0.1459', '12000')).toBe('1750.80');
    expect(yearlySaving('0.0003', '25')).toBe('0.01');
    expect(yearlySaving('-0.0500', '100')).toBe('-5.00');
  });

  it('has no figure until the volume is a whole number of at least 1', () => {
    expect(yearlySaving('0.1459', '')).toBeNull();
    expect(yearlySaving('0.1459', '0')).toBeNull();
    expect(yearlySaving('0.1459', '12.5')).toBeNull();
    expect(yearlySaving('0.1459', 'many')).toBeNull();
  });
});
