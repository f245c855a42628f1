import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { notifyError } from './notify.ts';
import { getToasts } from './toast.ts';

const stale = new ApiError(
  409,
  JSON.stringify({ message: 'This record was changed by someone else. Reload to see the latest version.' }),
  'Conflict',
);

describe('notifyError', () => {
  it('shows the server message in a toast titled "Error" and puts field messages on the form', () => {
    const setError = vi.fn();
    const error = new ApiError(
      400,
      JSON.stringify({
        message: 'Ingredient not found',
        fieldErrors: { 'ingredients.0.ingredientId': ['Ingredient not found'] },
      }),
      'Bad Request',
    );
    // biome-ignore lint/suspicious/noExplicitAny: only setError is used.
    notifyError(error, 'Failed to create formulation', { setError } as any);
    expect(getToasts().at(-1)).toMatchObject({
      title: 'Error',
      description: 'Ingredient not found',
      variant: 'destructive',
    });
    expect(setError).toHaveBeenCalledWith('ingredients.0.ingredientId', { message: 'Ingredient not found' });
  });

  it('falls back to the spec message when the server gives none', () => {
    notifyError(new ApiError(500, '', 'Internal Server Error'), 'Failed to delete formulation');
    expect(getToasts().at(-1)?.description).toBe('Failed to delete formulation');
    notifyError(new TypeError('Failed to fetch'), 'Failed to update formulation');
    expect(getToasts().at(-1)?.description).toBe('Failed to update formulation');
  });

  it('shows the stale-revision message as the server words it', () => {
    expect(notifyError(stale, 'Failed to update formulation')).toBe(
      'This record was changed by someone else. Reload to see the latest version.',
    );
  });

  it('puts only the accepted fields on the form and shows the screen’s own words when given', () => {
    const setError = vi.fn();
    const error = new ApiError(
      400,
      JSON.stringify({
        message: 'Name is required',
        fieldErrors: { name: ['Name is required'], revision: ['Expected number'] },
      }),
      'Bad Request',
    );
    const shown = notifyError(error, 'Failed to update supplier', { setError } as never, {
      fields: (field) => field === 'name',
      description: 'Failed to add supplier. Please try again.',
    });
    expect(shown).toBe('Failed to add supplier. Please try again.');
    expect(getToasts().at(-1)?.description).toBe('Failed to add supplier. Please try again.');
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('name', { message: 'Name is required' });
  });
});
