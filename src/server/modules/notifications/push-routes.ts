import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pushKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '../../../domain/account/push-subscription.ts';
import { badRequest, notFound } from '../../errors.ts';
import { currentUser } from '../../http/request-actor.ts';
import { leadsToPrivateAddress } from '../integrations/address-guard.ts';
import type { PushSender } from './push.ts';

const self = { access: 'user', personal: true } as const;

/**
 * This browser's Web Push subscription (ADR 064): the account settings screen asks for the server's key,
 * subscribes the browser and hands the subscription here. A push service is a public https server: anything else
 * is refused (the server would otherwise post to addresses of its own network), unless WEBHOOK_ALLOW_PRIVATE.
 */
export async function pushRoutes(
  app: FastifyInstance,
  { push, allowPrivate }: { push: PushSender; allowPrivate: boolean },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/account/push-key',
    { config: self, schema: { response: { 200: pushKeySchema } } },
    async () => ({ publicKey: await push.publicKey() }),
  );
  r.post(
    '/api/account/push-subscriptions',
    {
      config: self,
      schema: { body: pushSubscriptionSchema, response: { 201: z.object({ ok: z.literal(true) }) } },
    },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      if (!allowPrivate && (!endpoint.startsWith('https://') || (await leadsToPrivateAddress(endpoint)))) {
        throw badRequest('Endpoint must be the https URL of a public push service');
      }
      await push.subscribe(currentUser(request).id, endpoint, keys.p256dh, keys.auth);
      return reply.code(201).send({ ok: true as const });
    },
  );
  r.delete(
    '/api/account/push-subscriptions',
    { config: self, schema: { body: pushUnsubscribeSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      if (!(await push.unsubscribe(currentUser(request).id, request.body.endpoint))) {
        throw notFound('Push subscription');
      }
      return reply.code(204).send(null);
    },
  );
}
