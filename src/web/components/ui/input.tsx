import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

export const fieldClasses =
  'w-full min-w-0 rounded-md border border-input bg-surface text-base text-foreground shadow-xs outline-none transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-error-ink aria-invalid:ring-error-ink/20 md:text-sm';

/** A text input; give it a <Label htmlFor> or an aria-label. Set aria-invalid when its value is refused. */
export function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        fieldClasses,
        'h-9 px-3 py-1 file:inline-flex file:h-7 file:border-0 file:bg-transparent file:font-medium file:text-sm',
        className,
      )}
      {...props}
    />
  );
}
