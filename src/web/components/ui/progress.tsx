import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

const MAX = 100;

/**
 * A progress bar (role progressbar) from 0 to 100; give it an aria-label or aria-labelledby. The markup is Radix
 * Progress's (its ARIA values and data-state), without its package in the first download (docs/product-rules.md, "Budgets"). A value
 * outside 0-100 counts as unknown, as Radix counts it.
 */
export function Progress({
  className,
  value: given,
  indicatorClassName,
  ...props
}: Omit<React.ComponentProps<'div'>, 'children'> & { value?: number | null; indicatorClassName?: string }) {
  const value = typeof given === 'number' && given >= 0 && given <= MAX ? given : null;
  const state = value === null ? 'indeterminate' : value === MAX ? 'complete' : 'loading';
  const data = { 'data-state': state, 'data-value': value ?? undefined, 'data-max': MAX };
  const percent = Math.max(0, Math.min(100, given ?? 0));
  return (
    <div
      aria-valuemax={MAX}
      aria-valuemin={0}
      aria-valuenow={value ?? undefined}
      aria-valuetext={value === null ? undefined : `${Math.round(value)}%`}
      role="progressbar"
      {...data}
      data-slot="progress"
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/20', className)}
      {...props}
    >
      <div
        {...data}
        data-slot="progress-indicator"
        className={cn('h-full w-full flex-1 bg-primary transition-transform', indicatorClassName)}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </div>
  );
}
