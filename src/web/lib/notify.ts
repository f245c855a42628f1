import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { readApiError } from './api.ts';
import { toast } from './toast.ts';

/** How a form's dialog narrows what `notifyError` does with the server's answer. */
export interface NotifyErrorOptions {
  /** The server's field messages put on the form are only those this accepts (by default, every one). */
  fields?: (field: string) => boolean;
  /** The toast's text instead of the server's reason, where the screen words the failure itself. */
  description?: string;
}

/**
 * A failed call (docs/product-rules.md, "API conventions") shows the server's message in a toast titled "Error", else the screen's fallback; with a
 * form, the server's field messages go under their fields. Returns the message shown.
 */
export function notifyError<T extends FieldValues>(
  error: unknown,
  fallback: string,
  form?: UseFormReturn<T, unknown, unknown>,
  options: NotifyErrorOptions = {},
): string {
  const { message, fieldErrors } = readApiError(error, fallback);
  if (form) {
    for (const [field, messages] of Object.entries(fieldErrors)) {
      if (messages[0] && (options.fields?.(field) ?? true))
        form.setError(field as Path<T>, { message: messages[0] });
    }
  }
  const description = options.description ?? message;
  toast({ title: 'Error', description, variant: 'destructive' });
  return description;
}
