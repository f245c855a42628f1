import { describe, expect, it } from 'vitest';
import { getToasts, toast } from './toast.ts';

describe('toast store', () => {
  it('shows one toast at a time: a new one replaces the previous', () => {
    toast({ title: 'First' });
    const second = toast({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({
      id: second.id,
      title: 'Unauthorized',
      variant: 'destructive',
      open: true,
    });
  });

  it('closes a toast on dismiss', () => {
    const shown = toast({ title: 'Saved', variant: 'success' });
    shown.dismiss();
    expect(getToasts()[0]).toMatchObject({ id: shown.id, open: false });
  });
});
