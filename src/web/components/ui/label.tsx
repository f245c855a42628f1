import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A form label. What Radix's Label does, without its package (and the primitive it brings) in every form screen's
 * first download (docs/product-rules.md, "Budgets"): a double click on the label does not select its text, but one on a control inside
 * it still does.
 */
export function Label({ className, onMouseDown, ...props }: React.ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the caller links the control (htmlFor or a child).
    <label
      data-slot="label"
      className={cn(
        'flex select-none items-center gap-2 font-medium text-sm leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50 group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50',
        className,
      )}
      onMouseDown={(event) => {
        if ((event.target as HTMLElement).closest('button, input, select, textarea')) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
