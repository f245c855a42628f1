import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, readApiError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';

/** The server's words when an approved formulation is saved (kept equal to the API's message). */
export const LOCKED_MESSAGE =
  'Approved formulations are locked. Duplicate it as a new version to make changes.';

export function notifySuccess(message: string): void {
  toast({ title: 'Success', description: message, variant: 'success' });
}

/** Spec §8: a failed call shows the server's message in a toast titled "Error", else the fallback. */
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

function conflictBody(error: unknown): { locked?: unknown } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const body: unknown = JSON.parse(error.bodyText);
    return body && typeof body === 'object' ? body : {};
  } catch {
    return {};
  }
}

/** 409 because the formulation is approved (the API adds `locked: true`). */
export const isLockedConflict = (error: unknown) => conflictBody(error)?.locked === true;

/** 409 because someone saved the formulation since it was read. */
export const isStaleConflict = (error: unknown) => {
  const body = conflictBody(error);
  return body !== null && body.locked !== true;
};
