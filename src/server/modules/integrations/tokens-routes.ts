import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiTokenSchema,
  createdTokenSchema,
  serviceTokenInputSchema,
  tokenInputSchema,
} from '../../../domain/integrations/tokens.ts';
import { actorOf, currentUser } from '../../http/request-actor.ts';
import type { TokenService } from './tokens-service.ts';

// Session-only (plugins/auth.ts): a token never manages tokens, so a leaked one cannot mint more.
const self = { access: { action: 'write', resource: 'profile' }, personal: true } as const;
const adminRead = { access: { action: 'read', resource: 'admin' } } as const;
const adminWrite = { access: { action: 'write', resource: 'admin' } } as const;
const idParams = z.object({ id: z.string().max(100) });

/** Personal tokens on the profile, and the administrator's view of every token with service tokens (ADR 018). */
export async function tokenRoutes(app: FastifyInstance, { tokens }: { tokens: TokenService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/profile/tokens',
    { config: self, schema: { response: { 200: z.array(apiTokenSchema) } } },
    async (request) => tokens.listOwn(currentUser(request).id),
  );

  r.post(
    '/api/profile/tokens',
    { config: self, schema: { body: tokenInputSchema, response: { 201: createdTokenSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      return reply.status(201).send(await tokens.createOwn(user, request.body, actorOf(request)));
    },
  );

  r.delete(
    '/api/profile/tokens/:id',
    { config: self, schema: { params: idParams } },
    async (request, reply) => {
      await tokens.revokeOwn(currentUser(request).id, request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/admin/tokens',
    { config: adminRead, schema: { response: { 200: z.array(apiTokenSchema) } } },
    async () => tokens.listAll(),
  );

  r.post(
    '/api/admin/tokens',
    { config: adminWrite, schema: { body: serviceTokenInputSchema, response: { 201: createdTokenSchema } } },
    async (request, reply) => {
      const admin = currentUser(request);
      return reply.status(201).send(await tokens.createService(admin, request.body, actorOf(request)));
    },
  );

  r.delete(
    '/api/admin/tokens/:id',
    { config: adminWrite, schema: { params: idParams } },
    async (request, reply) => {
      await tokens.revokeAny(request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );
}
