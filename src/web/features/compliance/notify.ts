import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { readApiError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';

export function notifySuccess(title: string, description?: string): void {
  toast({ title, description, variant: 'success' });
}

/** Spec §8's pattern: the server's message in a toast titled "Error", else the fallback; field messages inline. */
export function notifyError<T extends FieldValues>(
  error: unknown,
  fallback: string,
  form?: UseFormReturn<T, unknown, unknown>,
): void {
  const { message, fieldErrors } = readApiError(error, fallback);
  if (form) {
    for (const [field, messages] of Object.entries(fieldErrors)) {
      if (messages[0]) form.setError(field as Path<T>, { message: messages[0] });
    }
  }
  toast({ title: 'Error', description: message, variant: 'destructive' });
}
