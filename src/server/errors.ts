/** Errors a service throws to answer with a status and a message the user may read (docs/product-rules.md, "API conventions"). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const STALE_REVISION_MESSAGE =
  'This record was changed by someone else. Reload to see the latest version.';

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new HttpError(400, message, fieldErrors);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (what = 'Record') => new HttpError(404, `${what} not found`);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new HttpError(409, message, undefined, details);
export const staleRevision = () => new HttpError(409, STALE_REVISION_MESSAGE);

/**
 * Runs a write whose up-front check (name or e-mail free) can lose a race: the unique index then refuses the
 * second writer, and it gets the same answer as if the check had caught it, not a 500.
 */
export async function uniqueConflicts<T>(work: () => Promise<T>, answer: () => HttpError): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw answer();
    throw error;
  }
}

/** A unique index refused the write (that index, when named), raised by pg or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = (error as { code?: string })?.code
    ? (error as { code: string; constraint?: string })
    : (error as { cause?: { code?: string; constraint?: string } })?.cause;
  return pgError?.code === '23505' && (constraint === undefined || pgError.constraint === constraint);
}
