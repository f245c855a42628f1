import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookInputSchema,
  webhookUpdateSchema,
} from '../../../domain/integrations/webhooks.ts';
import { actorOf } from '../../http/request-actor.ts';
import type { WebhookService } from './webhooks-service.ts';

const read = { access: { action: 'read', resource: 'admin' } } as const;
const write = { access: { action: 'write', resource: 'admin' } } as const;
const idParams = z.object({ id: z.string().max(100) });

/** Administrators register webhook endpoints and read and resend their deliveries (ADR 019). */
export async function webhookRoutes(app: FastifyInstance, { webhooks }: { webhooks: WebhookService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/webhooks',
    { config: read, schema: { response: { 200: z.array(webhookEndpointSchema) } } },
    async () => webhooks.list(),
  );

  r.post(
    '/api/admin/webhooks',
    { config: write, schema: { body: webhookInputSchema, response: { 201: webhookEndpointSchema } } },
    async (request, reply) => reply.status(201).send(await webhooks.create(request.body, actorOf(request))),
  );

  r.get(
    '/api/admin/webhooks/:id',
    { config: read, schema: { params: idParams, response: { 200: webhookEndpointSchema } } },
    async (request) => webhooks.get(request.params.id),
  );

  r.put(
    '/api/admin/webhooks/:id',
    {
      config: write,
      schema: { params: idParams, body: webhookUpdateSchema, response: { 200: webhookEndpointSchema } },
    },
    async (request) => webhooks.update(request.params.id, request.body, actorOf(request)),
  );

  r.delete(
    '/api/admin/webhooks/:id',
    { config: write, schema: { params: idParams } },
    async (request, reply) => {
      await webhooks.remove(request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/admin/webhooks/:id/deliveries',
    { config: read, schema: { params: idParams, response: { 200: z.array(webhookDeliverySchema) } } },
    async (request) => webhooks.deliveries(request.params.id),
  );

  r.post(
    '/api/admin/webhooks/:id/deliveries/:deliveryId/resend',
    {
      config: write,
      schema: {
        params: idParams.extend({ deliveryId: z.string().max(100) }),
        response: { 201: webhookDeliverySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await webhooks.resend(request.params.id, request.params.deliveryId, actorOf(request))),
  );
}
