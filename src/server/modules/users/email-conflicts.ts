import { conflict, uniqueConflicts } from '../../errors.ts';

export const EMAIL_IN_USE_MESSAGE = 'This email is already in use.';

/** Two requests racing for one e-mail: the unique index's refusal reads as the same 409. */
export const emailConflicts = <T>(work: () => Promise<T>): Promise<T> =>
  uniqueConflicts(work, () => conflict(EMAIL_IN_USE_MESSAGE));
