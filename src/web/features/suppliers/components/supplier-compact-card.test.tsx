// @vitest-environment jsdom
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Supplier } from '../../../../domain/supplier/supplier-schema.ts';
import { SupplierCompactCard } from './supplier-compact-card.tsx';

const supplier: Supplier = {
  id: '0e0f6a57-9d1d-4c51-8c0e-7c5d2b1f9a01',
  name: 'Alpine Packaging Co',
  contactEmail: null,
  contactPhone: null,
  address: null,
  country: null,
  website: null,
  rating: '3.8',
  certifications: ['organic', 'iso_9001', 'cruelty_free', 'fair_trade', 'sustainable'],
  sustainabilityScore: 87,
  leadTimedays: 21,
  minimumOrderValue: '1500.00',
  ingredientCount: 0,
  revision: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

afterEach(cleanup);

describe('SupplierCompactCard', () => {
  it("shows the compact display of the dashboard's Top Suppliers", () => {
    const view = render(<SupplierCompactCard supplier={supplier} />);
    const card = view.getByRole('article', { name: 'Alpine Packaging Co' });
    const text = card.textContent ?? '';
    expect(within(card).getByRole('heading', { name: 'Alpine Packaging Co' })).toBeTruthy();
    // "pack" in the name: packaging
    expect(text).toContain('Packaging');
    // rating 3.8: 3 full stars, shown as 3.8
    expect(text).toContain('3.8');
    expect(card.querySelectorAll('svg.fill-yellow-400')).toHaveLength(3);
    expect(text).toContain('Not specified');
    expect(text).toContain('21 days');
    // $1500.00 with no decimals
    expect(text).toContain('$1,500');
    // 87 of 100 is 8.7 of 10
    expect(text).toContain('8.7/10');
    const badges = within(card).getByRole('list', { name: 'Certifications' });
    const items = within(badges).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('[data-slot=badge]')?.textContent)).toEqual([
      'Organic',
      'ISO 9001',
      'Cruelty Free',
      '+2 more',
    ]);
    expect(items[0]?.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('green');
    expect(items[1]?.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('blue');
    expect(items[2]?.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('gray');
  });
});
