import { describe, expect, it } from 'vitest';
import {
  certificationBadges,
  certificationLabel,
  certificationTone,
  fullStars,
  supplierKind,
  sustainabilityOutOfTen,
} from './supplier-display.ts';

describe('compact supplier display', () => {
  it('reads the kind from the name', () => {
    expect(supplierKind('Nordic Botanical Labs')).toBe('laboratory');
    expect(supplierKind('EcoPack Solutions')).toBe('packaging');
    expect(supplierKind('Atlas Chemicals')).toBe('ingredient');
  });

  it('shows floor(rating) stars', () => {
    expect(fullStars(4.7)).toBe(4);
    expect(fullStars(0)).toBe(0);
    expect(fullStars(5)).toBe(5);
  });

  it('colours certifications green, blue or gray', () => {
    expect(certificationTone('organic')).toBe('green');
    expect(certificationTone('fair_trade')).toBe('green');
    expect(certificationTone('sustainable')).toBe('green');
    expect(certificationTone('iso_9001')).toBe('blue');
    expect(certificationTone('cruelty_free')).toBe('gray');
  });

  it('shows three badges then +N more', () => {
    expect(certificationBadges(['a', 'b', 'c', 'd', 'e'])).toEqual({ visible: ['a', 'b', 'c'], more: 2 });
    expect(certificationBadges(['a'])).toEqual({ visible: ['a'], more: 0 });
  });

  it('labels certifications and scales sustainability to 10', () => {
    expect(certificationLabel('iso_14001')).toBe('ISO 14001');
    expect(certificationLabel('fair_trade')).toBe('Fair Trade');
    expect(sustainabilityOutOfTen(87)).toBe('8.7');
  });
});
