import { describe, expect, it } from 'vitest';
import { recordsFromRows } from '../../../../domain/common/csv.ts';
import { type Supplier, supplierInputSchema } from '../../../../domain/supplier/supplier-schema.ts';
import { csvTemplateHref } from '../../../lib/csv-template.ts';
import { SUPPLIER_CSV_COLUMNS } from './csv-columns.ts';
import { supplierFormDefaults, toSupplierPayload } from './supplier-form-values.ts';

const stored: Supplier = {
  id: '0e0f6a57-9d1d-4c51-8c0e-7c5d2b1f9a01',
  name: 'Botanica Naturals Inc.',
  contactEmail: 'orders@botanicanaturals.example',
  contactPhone: '+1 503 555 0142',
  address: '1200 NW Everett St',
  country: 'United States',
  website: 'https://botanicanaturals.example',
  rating: '4.7',
  certifications: ['organic', 'fair_trade'],
  sustainabilityScore: 92,
  leadTimedays: 14,
  minimumOrderValue: '500.00',
  ingredientCount: 7,
  revision: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('toSupplierPayload', () => {
  it("sends the spec's defaults for an untouched form and leaves out empty email and website", () => {
    const payload = toSupplierPayload({ ...supplierFormDefaults(), name: ' Acme Labs ' });
    expect(payload).toEqual({
      name: 'Acme Labs',
      contactPhone: '',
      address: '',
      country: '',
      rating: '0.0',
      certifications: [],
      sustainabilityScore: 0,
      leadTimedays: 0,
      minimumOrderValue: '0.00',
    });
    expect('contactEmail' in payload).toBe(false);
    expect('website' in payload).toBe(false);
  });

  it('sends rating and minimum order as text, the integers as numbers, and the revision on edit', () => {
    const payload = toSupplierPayload(
      { ...supplierFormDefaults(stored), rating: '', minimumOrderValue: ' ', leadTimedays: '21' },
      2,
    );
    expect(payload.rating).toBe('0.0');
    expect(payload.minimumOrderValue).toBe('0.00');
    expect(payload.sustainabilityScore).toBe(92);
    expect(payload.leadTimedays).toBe(21);
    expect(payload.contactEmail).toBe('orders@botanicanaturals.example');
    expect(payload.website).toBe('https://botanicanaturals.example');
    expect(payload.revision).toBe(2);
    expect(supplierInputSchema.safeParse(payload).success).toBe(true);
  });

  it('gives the spec messages for a bad email and URL and a missing name', () => {
    const result = supplierInputSchema.safeParse(
      toSupplierPayload({ ...supplierFormDefaults(), contactEmail: 'not-an-email', website: 'not a url' }),
    );
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      name: 'Name is required',
      contactEmail: 'Invalid email',
      website: 'Invalid URL',
    });
  });

  it('leaves a fractional lead time as text so validation names it', () => {
    const payload = toSupplierPayload({ ...supplierFormDefaults(), name: 'X', leadTimedays: '1.5' });
    expect(payload.leadTimedays).toBe('1.5');
    const result = supplierInputSchema.safeParse(payload);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Lead time must be 0 days or more']);
  });
});

describe('supplierFormDefaults', () => {
  it('fills the form from a stored supplier', () => {
    const values = supplierFormDefaults(stored);
    expect(values.rating).toBe('4.7');
    expect(values.sustainabilityScore).toBe('92');
    expect(values.leadTimedays).toBe('14');
    expect(values.minimumOrderValue).toBe('500.00');
    expect(values.certifications).toEqual(['organic', 'fair_trade']);
  });
});

describe('csvTemplateHref', () => {
  it('is a header-only CSV with the columns the import reads', () => {
    const href = csvTemplateHref(SUPPLIER_CSV_COLUMNS);
    const text = decodeURIComponent(href.slice(href.indexOf(',') + 1));
    expect(text).toBe(`${SUPPLIER_CSV_COLUMNS.join(',')}\r\n`);
    const [record] = recordsFromRows([
      [...SUPPLIER_CSV_COLUMNS],
      'Acme,a@acme.example,,,,,4.5,organic;iso_9001,80,10,250'.split(','),
    ]);
    expect(record?.values).toMatchObject({
      contactemail: 'a@acme.example',
      certifications: 'organic;iso_9001',
      leadtimedays: '10',
      minimumordervalue: '250',
    });
  });
});
