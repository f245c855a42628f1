/**
 * Database errors as the log may hold them (docs/product-rules.md, "Sign-in and permissions"): Drizzle's "Failed query" message carries every parameter
 * (a password hash, a token hash), and PostgreSQL's detail repeats the values of a violated key. What is kept:
 * the SQL text with its placeholders, the error code, the constraint, table and column, and the stack frames.
 */

const KEPT_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'dataType', 'routine'] as const;

interface Sanitised {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

function isDrizzleQueryError(error: object): error is Error & { query: string; params: unknown[] } {
  return 'query' in error && 'params' in error;
}

/** PostgreSQL quotes the offending value in some messages ("invalid input syntax for type uuid: "…""). */
function withoutValues(message: string): string {
  return message.replace(/"[^"]*"/g, '"…"').replace(/\(([^()]*)\)=\(([^()]*)\)/g, '($1)=(…)');
}

/** Stack frames without the first line, which repeats the message. */
function framesOnly(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

export function sanitiseError(error: unknown, depth = 0): Sanitised {
  if (!error || typeof error !== 'object') {
    return { type: typeof error, message: String(error).slice(0, 200), stack: '' };
  }
  const source = error as Error & Record<string, unknown>;
  const type = source.constructor?.name ?? 'Error';
  const result: Sanitised = { type, message: source.message ?? '', stack: framesOnly(source.stack) };
  if (isDrizzleQueryError(source)) {
    result.message = `Failed query: ${source.query}`;
  } else if (typeof source.code === 'string' && /^[0-9A-Z]{5}$/.test(source.code)) {
    // A PostgreSQL error: keep its code and names, drop the values (message quotes, detail, where).
    result.message = withoutValues(result.message);
    for (const field of KEPT_FIELDS) if (source[field] !== undefined) result[field] = source[field];
  }
  if (source.cause && depth < 3) result.cause = sanitiseError(source.cause, depth + 1);
  return result;
}

/** One line for a plain-text log: the sanitised message and, for a database error, its code. */
export function safeErrorText(error: unknown): string {
  const safe = sanitiseError(error);
  const cause = safe.cause as Sanitised | undefined;
  const code = (safe.code ?? cause?.code) as string | undefined;
  return [safe.message, cause?.message, code && `(${code})`].filter(Boolean).join(': ');
}

/** Deadlocks and serialization failures: the transaction may simply run again (docs/product-rules.md, "Sign-in and permissions"). */
export function isRetryableTransactionError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const code = (error as { code?: unknown }).code;
  if (code === '40001' || code === '40P01') return true;
  return isRetryableTransactionError((error as { cause?: unknown }).cause, depth + 1);
}
