import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUserSchema } from '../../../domain/user/admin-user.ts';
import { sessionParamsSchema, userSessionSchema } from '../../../domain/user/user-sessions.ts';
import { idParamsSchema } from '../../http/list-query.ts';
import { actorOf, securityLogFor } from '../../http/request-actor.ts';
import type { UserService } from './service.ts';

const read = { access: { action: 'read', resource: 'admin' } } as const;
const write = { access: { action: 'write', resource: 'admin' } } as const;

/**
 * A user's sign-in in User Management: their sessions (ADR 030; session-only, never a token, plugins/auth.ts) and
 * their link to single sign-on (ADR 032).
 */
export async function userSecurityRoutes(app: FastifyInstance, { users }: { users: UserService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/admin/users/:id/sso-link',
    { config: write, schema: { params: idParamsSchema, response: { 200: adminUserSchema } } },
    async (request) => users.allowSsoLink(request.params.id, actorOf(request), securityLogFor(request)),
  );

  r.delete(
    '/api/admin/users/:id/sso-link',
    { config: write, schema: { params: idParamsSchema, response: { 200: adminUserSchema } } },
    async (request) => users.unlinkSso(request.params.id, actorOf(request), securityLogFor(request)),
  );

  r.get(
    '/api/admin/users/:id/sessions',
    { config: read, schema: { params: idParamsSchema, response: { 200: z.array(userSessionSchema) } } },
    async (request) => users.sessionsOfUser(request.params.id, request.sessionToken),
  );

  r.delete(
    '/api/admin/users/:id/sessions/:sessionId',
    { config: write, schema: { params: sessionParamsSchema } },
    async (request, reply) => {
      const { id, sessionId } = request.params;
      await users.endUserSession(id, sessionId, actorOf(request), securityLogFor(request));
      return reply.status(204).send();
    },
  );

  r.delete(
    '/api/admin/users/:id/sessions',
    { config: write, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await users.endUserSessions(
        request.params.id,
        actorOf(request),
        securityLogFor(request),
        request.sessionToken,
      );
      return reply.status(204).send();
    },
  );
}
