import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountNoticesSchema, noticeReadSchema } from '../../../domain/account/notice-schema.ts';
import { currentUser } from '../../http/request-actor.ts';
import type { NotificationService } from './service.ts';

/** The signed-in user's own notices (sign-in alerts, security changes) for the header's notifications. */
export async function notificationRoutes(
  app: FastifyInstance,
  { notifications }: { notifications: NotificationService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/account-notices',
    { config: { access: 'user', personal: true }, schema: { response: { 200: accountNoticesSchema } } },
    async (request) => notifications.notices(currentUser(request).id),
  );
  r.post(
    '/api/account-notices/read',
    {
      config: { access: 'user', personal: true },
      schema: { body: noticeReadSchema, response: { 200: z.object({ unread: z.number().int() }) } },
    },
    async (request) => notifications.markRead(currentUser(request).id, request.body.ids),
  );
}
