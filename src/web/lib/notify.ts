import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { readApiError } from './api.ts';
import { toast } from './toast.ts';

/**
 * A failed call (docs/product-rules.md, "API conventions") shows the server's message in a toast titled "Error", else the screen's fallback; with a
 * form, the server's field messages go under their fields. Returns the message shown.
 */
export function notifyError<T extends FieldValues>(
  error: unknown,
  fallback: string,
  form?: UseFormReturn<T, unknown, unknown>,
): string {
  const { message, fieldErrors } = readApiError(error, fallback);
  if (form) {
    for (const [field, messages] of Object.entries(fieldErrors)) {
      if (messages[0]) form.setError(field as Path<T>, { message: messages[0] });
    }
  }
  toast({ title: 'Error', description: message, variant: 'destructive' });
  return message;
}
