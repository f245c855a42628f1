import { ApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';

/** The server's words when an approved formulation is saved (kept equal to the API's message). */
export const LOCKED_MESSAGE =
  'Approved formulations are locked. Duplicate it as a new version to make changes.';

export function notifySuccess(message: string): void {
  toast({ title: 'Success', description: message, variant: 'success' });
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
