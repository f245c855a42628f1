import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announcementInputSchema,
  announcementListSchema,
} from '../../../domain/account/announcement-schema.ts';
import { actorOf, principalOf } from '../../http/request-actor.ts';
import type { AnnouncementService } from './service.ts';

const read = { access: { action: 'read', resource: 'admin' } } as const;
const write = { access: { action: 'write', resource: 'admin' } } as const;

/** Product announcements, administrators only (ADR 064). */
export async function announcementRoutes(
  app: FastifyInstance,
  { announcements }: { announcements: AnnouncementService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/announcements',
    { config: read, schema: { response: { 200: announcementListSchema } } },
    async () => announcements.list(),
  );
  r.post(
    '/api/admin/announcements',
    {
      config: write,
      schema: { body: announcementInputSchema, response: { 201: z.object({ id: z.string() }) } },
    },
    async (request, reply) => {
      const sent = await announcements.send(request.body, {
        ...actorOf(request),
        userId: principalOf(request).userId,
      });
      return reply.status(201).send(sent);
    },
  );
}
