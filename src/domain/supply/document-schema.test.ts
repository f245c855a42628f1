import { describe, expect, it } from 'vitest';
import { documentDatesRowSchema } from './document-schema.ts';

const row = (overrides: Record<string, string> = {}) => ({
  belongsTo: 'Raw material',
  name: 'Glycerin 99.7',
  type: 'Safety data sheet',
  version: '',
  issuedOn: '2026-01-15',
  expiresOn: '2029-01-15',
  ...overrides,
});

describe('a documents spreadsheet row', () => {
  it('reads the export’s words: owner, label, no version (the current one)', () => {
    expect(documentDatesRowSchema.parse(row())).toEqual({
      belongsTo: 'ingredient',
      name: 'Glycerin 99.7',
      type: 'sds',
      version: null,
      issuedOn: '2026-01-15',
      expiresOn: '2029-01-15',
    });
  });

  it('takes codes, any case, a version, and an empty date as none', () => {
    expect(
      documentDatesRowSchema.parse(
        row({ belongsTo: 'SUPPLIER', type: 'ifra_certificate', version: '3', expiresOn: '' }),
      ),
    ).toMatchObject({ belongsTo: 'supplier', type: 'ifra_certificate', version: 3, expiresOn: null });
  });

  it('refuses what it cannot place, with the reason', () => {
    const errors = (input: Record<string, string>) =>
      documentDatesRowSchema.safeParse(row(input)).error?.issues.map((issue) => issue.message);
    expect(errors({ belongsTo: 'Customer' })).toEqual(['Belongs to is "Raw material" or "Supplier"']);
    expect(errors({ type: 'Invoice' })?.[0]).toMatch(/^Choose a document type/);
    expect(errors({ version: 'two' })).toEqual(['The version is a whole number']);
    expect(errors({ expiresOn: '15/01/2029' })?.[0]).toBe('Dates are written YYYY-MM-DD');
    // Issued the day after it expires: one day too late. On the same day: accepted.
    expect(errors({ issuedOn: '2029-01-16' })).toEqual(['The expiry date cannot be before the issue date']);
    expect(errors({ issuedOn: '2029-01-15' })).toBeUndefined();
  });
});
