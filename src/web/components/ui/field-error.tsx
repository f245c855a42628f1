import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A field's validation message, shown under it. Give it an id and point the field's aria-describedby at it
 * (with aria-invalid on the field) so screen readers read the message with the field.
 */
export function FieldError({ className, children, ...props }: React.ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p data-slot="field-error" className={cn('text-error-ink text-sm', className)} {...props}>
      {children}
    </p>
  );
}
