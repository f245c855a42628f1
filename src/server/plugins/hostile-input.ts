import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/** The path of the first string (or key) holding a NUL character, or undefined. */
export function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : undefined;
  if (!value || typeof value !== 'object' || depth > 64) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = findNul(item, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL refuses a NUL character in text; before this a NUL in any field reached the database and answered
 * 500 with a stack trace in the log, even before sign-in (docs/product-rules.md, "Sign-in and permissions"). Every /api request's body, query and path
 * parameters are checked first: a NUL anywhere is a 400 naming the field, and nothing is written.
 */
async function hostileInputPlugin(app: FastifyInstance) {
  // A callback hook: it runs on every request and needs no promise (ADR 025).
  app.addHook('preValidation', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const field =
      findNul(request.params, '') ??
      findNul(request.query, '') ??
      findNul(request.body, '') ??
      (request.url.includes('%00') ? '_' : undefined);
    if (!field) return done();
    // Answered here: the request goes no further (a callback hook that replies does not call done).
    reply.status(400).send({ message: NUL_MESSAGE, fieldErrors: { [field]: [NUL_MESSAGE] } });
  });
}

export default fp(hostileInputPlugin, { name: 'hostile-input' });
