import { describe, expect, it } from 'vitest';
import { isVolumeUnit, RAW_MATERIAL_UNITS } from './constants.ts';
import { weightOuncesPerUnit } from './units.ts';

const at = (unit: string, density?: string | number | null, places = 10) =>
  weightOuncesPerUnit(unit, density).toDecimalPlaces(places).toFixed(places);

describe('weightOuncesPerUnit', () => {
  it('converts the weight units by their legal definitions', () => {
    expect(at('oz')).toBe('1.0000000000');
    expect(at('lb')).toBe('16.0000000000');
    // 1 / 28.349523125 and 1000 / 28.349523125.
    expect(at('g')).toBe('0.0352739619');
    expect(at('kg')).toBe('35.2739619496');
  });

  it('weighs the volume units at the assumed 1 g/mL when no density is given', () => {
    // 29.5735295625 mL / 28.349523125 = 1.0431755565 oz; a US gallon is 128 fl oz = 3785.411784 mL.
    expect(at('fl oz')).toBe('1.0431755565');
    expect(at('gal')).toBe('133.5264712323');
    expect(at('mL')).toBe('0.0352739619');
    expect(at('L')).toBe('35.2739619496');
    expect(at('gal', null)).toBe(at('gal', 1));
  });

  it('weighs the volume units by the density', () => {
    // Glycerin, 1.26 g/mL: 3785.411784 x 1.26 = 4769.61884784 g = 168.2433537527 oz (the "about 168 oz").
    expect(at('gal', '1.26')).toBe('168.2433537527');
    // Squalane, 0.81 g/mL: a fluid ounce is 29.5735295625 x 0.81 = 23.9545589456 g = 0.8449722008 oz.
    expect(at('fl oz', '0.81')).toBe('0.8449722008');
    // A litre of 0.9 g/mL oil: 900 g = 31.7465657546 oz; a millilitre of it 0.0317465658 oz.
    expect(at('L', '0.9')).toBe('31.7465657546');
    expect(at('mL', '0.9')).toBe('0.0317465658');
  });

  it('ignores the density for weight units', () => {
    expect(at('kg', '1.26')).toBe(at('kg'));
    expect(at('lb', '0.5')).toBe('16.0000000000');
  });

  it('refuses an unknown unit and a density that is not above 0', () => {
    expect(() => weightOuncesPerUnit('ton')).toThrow(new RangeError('Unknown unit: ton'));
    expect(() => weightOuncesPerUnit('toString')).toThrow(RangeError);
    expect(() => weightOuncesPerUnit('gal', 0)).toThrow(RangeError);
    expect(() => weightOuncesPerUnit('gal', -1)).toThrow(RangeError);
    expect(() => weightOuncesPerUnit('gal', Number.NaN)).toThrow(RangeError);
  });

  it('knows every unit of the inventory', () => {
    for (const unit of RAW_MATERIAL_UNITS) expect(weightOuncesPerUnit(unit).gt(0)).toBe(true);
    expect(RAW_MATERIAL_UNITS.filter(isVolumeUnit)).toEqual(['fl oz', 'gal', 'mL', 'L']);
  });
});
