import { describe, expect, it } from 'vitest';
import { deleteBlockedReason, inUseMessage } from './in-use.ts';

describe('an ingredient in use', () => {
  it('names at most five formulations and counts the rest', () => {
    expect(inUseMessage('Glycerin', ['A (v1)', 'B (v1)'])).toBe(
      '"Glycerin" is used by 2 formulation(s): A (v1), B (v1). Remove it from them first.',
    );
    const seven = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((n) => `${n} (v1)`);
    expect(inUseMessage('Glycerin', seven)).toBe(
      '"Glycerin" is used by 7 formulation(s): A (v1), B (v1), C (v1), D (v1), E (v1) and 2 more. Remove it from them first.',
    );
  });

  it('says why Delete is disabled', () => {
    expect(deleteBlockedReason(3)).toBe('Used in 3 formulation(s): remove it from them before deleting it.');
  });
});
