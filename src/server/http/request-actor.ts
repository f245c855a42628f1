import type { FastifyRequest } from 'fastify';
import type { Actor } from '../modules/activity/record-activity.ts';
import type { SecurityLog } from '../modules/auth/auth-types.ts';

/** The acting user and request, as services and the activity log need them. */
export function actorOf(request: FastifyRequest): Actor {
  return { userId: request.user?.id ?? null, ip: request.ip, requestId: request.id };
}

/**
 * Security events go to the log with time (pino), actor, IP and request id (bound to `request.log`, so not repeated
 * here: pino would write the key twice); never a password or a token.
 */
export function securityLogFor(request: FastifyRequest): SecurityLog {
  return (event, fields) =>
    request.log.warn({ event, actor: request.user?.id, ip: request.ip, ...fields }, 'security event');
}

/**
 * Whose things a request reaches (ADR 029): a person (a session or their personal token), or a service token on
 * its own. `userId` is the person, or the administrator behind the service token (kept for foreign keys only).
 */
export interface Principal {
  userId: string;
  tokenId: string | null;
}

export function principalOf(request: FastifyRequest): Principal {
  const token = request.apiToken;
  return { userId: currentUser(request).id, tokenId: token?.kind === 'service' ? token.id : null };
}

/** The signed-in user of a route whose access rule requires one. */
export function currentUser(request: FastifyRequest) {
  if (!request.user) throw new Error('currentUser() on a route without a signed-in user');
  return request.user;
}
