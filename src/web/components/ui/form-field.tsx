import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldError } from './field-error.tsx';
import { Label } from './label.tsx';

/** The props that tie a control to its label, its hint and its inline message. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/** The same wiring for a control placed by hand (outside a FormField, or given as a node). */
export function fieldProps(id: string, error: string | undefined, hasHint = false): ControlProps {
  const describedBy = [hasHint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return { id, 'aria-invalid': !!error, 'aria-describedby': describedBy || undefined };
}

/**
 * A label, its control, an optional hint and the field's message, read together by screen readers. Give the
 * control as a function to receive its id and aria attributes (hint included); a node must wire itself with
 * `fieldProps`.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode | ((control: ControlProps) => ReactNode);
}) {
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {typeof children === 'function' ? children(fieldProps(id, error, !!hint)) : children}
      {hint && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      <FieldError id={error ? `${id}-error` : undefined}>{error}</FieldError>
    </div>
  );
}
