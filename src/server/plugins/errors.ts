import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.ts';

interface ErrorBody {
  message: string;
  fieldErrors?: Record<string, string[]>;
  requestId?: string;
  [key: string]: unknown;
}

/** PostgreSQL error codes that mean the database is unreachable or restarting. */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
]);

/**
 * Values the database cannot store (a computed cost beyond its column, a character its encoding refuses): the
 * input's fault, so 400, never a 500 (docs/product-rules.md, "Sign-in and permissions"). Every field is bounded by its schema first; this is the net.
 */
const UNSTORABLE_CODES = new Set(['22003', '22021', '22P05', '54000']);

function databaseCode(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 4) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  return databaseCode((error as { cause?: unknown }).cause, depth + 1);
}

/** The database is down or restarting: the error, or what it wraps (Drizzle wraps driver errors as `cause`). */
function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const code = (error as { code?: string }).code;
  const message = (error as Error).message ?? '';
  if (code !== undefined && UNAVAILABLE_CODES.has(code)) return true;
  if (
    /Connection terminated|ECONNREFUSED|timeout exceeded when trying to connect|not queryable/i.test(message)
  )
    return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}

function fieldErrorsFrom(validation: { instancePath: string; message?: string }[]) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fieldErrors[field] ??= [];
    fieldErrors[field].push(issue.message ?? 'Invalid value');
  }
  return fieldErrors;
}

/**
 * One error format for every answer: `{message, fieldErrors?}`; a 5xx says "Internal error" and the request id,
 * never a stack trace or a database message.
 */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ErrorBody;
    if (error instanceof HttpError) {
      status = error.statusCode;
      body = {
        message: error.message,
        ...(error.fieldErrors && { fieldErrors: error.fieldErrors }),
        ...error.details,
      };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const fieldErrors = fieldErrorsFrom(error.validation);
      body = { message: error.validation[0]?.message ?? 'Invalid input', fieldErrors };
    } else if (UNSTORABLE_CODES.has(databaseCode(error) ?? '')) {
      status = 400;
      body = { message: 'A value is too large to store. Use smaller numbers or shorter text.' };
      request.log.warn({ err: error }, 'unstorable value refused');
    } else if (isDatabaseUnavailable(error)) {
      status = 503;
      body = { message: 'The database is unavailable. Please try again in a moment.', requestId: request.id };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      const messages: Record<number, string> = {
        400: 'Invalid request',
        413: 'Request body is too large',
        415: 'Unsupported media type',
        429: 'Too many requests. Please wait and try again.',
      };
      body = {
        message: messages[status] ?? (status === 400 && error.message ? error.message : 'Request refused'),
      };
      if (status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
        body.message = 'Invalid JSON body';
      if (status === 400 && error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') body.message = 'Invalid JSON body';
    } else {
      body = { message: 'Internal error', requestId: request.id };
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: error.code }, body.message);
    if (status === 429 && !reply.getHeader('retry-after')) reply.header('retry-after', '60');
    return reply.status(status).send(body);
  });
}

export default fp(errorsPlugin, { name: 'errors' });
