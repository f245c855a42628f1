import { describe, expect, it } from 'vitest';
import { displayName, initials } from './initials.ts';
import { roleLabel } from './roles.ts';

describe('roleLabel', () => {
  it.each([
    ['product_manager', 'Product Manager'],
    ['rd_scientist', 'R&D Formulation Scientist'],
    ['procurement_specialist', 'Procurement Specialist'],
    ['finance_analyst', 'Finance/Cost Analyst'],
    ['quality_regulatory', 'Quality & Regulatory Specialist'],
    ['admin', 'Administrator'],
    ['editor', 'Editor'],
    ['viewer', 'Viewer'],
    ['superuser', 'User'],
    ['', 'User'],
    [null, 'User'],
  ])('%s reads %s', (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });
});

describe('initials', () => {
  it('uses first and last name, then first name, then e-mail, then U', () => {
    expect(initials({ firstName: 'james', lastName: 'Carter', email: 'j@x.com' })).toBe('JC');
    expect(initials({ firstName: 'James', lastName: ' ', email: 'j@x.com' })).toBe('J');
    expect(initials({ firstName: null, lastName: 'Carter', email: 'mike@x.com' })).toBe('M');
    expect(initials({ email: '' })).toBe('U');
    expect(initials(null)).toBe('U');
  });

  it('shows the full name or else the e-mail', () => {
    expect(displayName({ firstName: 'James', lastName: 'Carter', email: 'j@x.com' })).toBe('James Carter');
    expect(displayName({ firstName: '', lastName: null, email: 'j@x.com' })).toBe('j@x.com');
  });
});
