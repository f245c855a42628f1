import { describe, expect, it } from 'vitest';
import { actionBadgeVariant } from './activity-display.ts';

describe('actionBadgeVariant', () => {
  it('colours actions by what they do', () => {
    expect(actionBadgeVariant('user_delete')).toBe('red');
    expect(actionBadgeVariant('user_role_change')).toBe('purple');
    expect(actionBadgeVariant('settings_modified')).toBe('purple');
    expect(actionBadgeVariant('theme_update')).toBe('purple');
    expect(actionBadgeVariant('formulation_create')).toBe('green');
    expect(actionBadgeVariant('supplier_update')).toBe('blue');
    expect(actionBadgeVariant('something_else')).toBe('gray');
  });
});
