import { AlertCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';

/** The server's refusal above a form (wrong password, locked account, taken e-mail...). */
export function ServerAlert({ message }: { message: string }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-error-ink/30 bg-error-subtle px-3 py-2 text-error-ink text-sm"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}

/** A labelled input with its inline message, wired for screen readers. */
export function TextField({
  id,
  label,
  error,
  ...props
}: ComponentProps<'input'> & { id: string; label: string; error?: string }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} {...props} />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
