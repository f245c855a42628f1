import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { isLockedConflict, isStaleConflict, LOCKED_MESSAGE } from './notify.ts';

const stale = new ApiError(
  409,
  JSON.stringify({ message: 'This record was changed by someone else. Reload to see the latest version.' }),
  'Conflict',
);
const locked = new ApiError(409, JSON.stringify({ message: LOCKED_MESSAGE, locked: true }), 'Conflict');

describe('conflicts', () => {
  it('tells a locked formulation from a stale revision', () => {
    expect(isLockedConflict(locked)).toBe(true);
    expect(isStaleConflict(locked)).toBe(false);
    expect(isStaleConflict(stale)).toBe(true);
    expect(isLockedConflict(stale)).toBe(false);
    expect(isStaleConflict(new ApiError(400, '{}', 'Bad Request'))).toBe(false);
    expect(isStaleConflict(new Error('offline'))).toBe(false);
  });
});
