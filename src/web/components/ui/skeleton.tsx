import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

/** A loading placeholder; hidden from screen readers (mark the loading region aria-busy instead). */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted-foreground/15', className)}
      {...props}
    />
  );
}
