import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { fieldClasses } from './input.tsx';

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea data-slot="textarea" className={cn(fieldClasses, 'min-h-16 px-3 py-2', className)} {...props} />
  );
}
