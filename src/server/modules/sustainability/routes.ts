import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { goalInputSchema, goalSchema } from '../../../domain/sustainability/goals.ts';
import { sustainabilityOverviewSchema } from '../../../domain/sustainability/overview.ts';
import { idParamsSchema } from '../../http/list-query.ts';
import { actorOf } from '../../http/request-actor.ts';
import type { SustainabilityService } from './service.ts';

const read = { access: { action: 'read', resource: 'sustainability' }, feature: 'sustainability' } as const;
const write = { access: { action: 'write', resource: 'sustainability' }, feature: 'sustainability' } as const;

export async function sustainabilityRoutes(
  app: FastifyInstance,
  { sustainability }: { sustainability: SustainabilityService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/sustainability/overview',
    { config: read, schema: { response: { 200: sustainabilityOverviewSchema } } },
    async () => sustainability.overview(),
  );

  r.get(
    '/api/sustainability/goals',
    { config: read, schema: { response: { 200: z.array(goalSchema) } } },
    async () => sustainability.goals(),
  );

  r.post(
    '/api/sustainability/goals',
    { config: write, schema: { body: goalInputSchema, response: { 201: goalSchema } } },
    async (request, reply) =>
      reply.status(201).send(await sustainability.createGoal(request.body, actorOf(request))),
  );

  r.put(
    '/api/sustainability/goals/:id',
    {
      config: write,
      schema: { params: idParamsSchema, body: goalInputSchema, response: { 200: goalSchema } },
    },
    async (request) => sustainability.updateGoal(request.params.id, request.body, actorOf(request)),
  );

  r.delete(
    '/api/sustainability/goals/:id',
    { config: write, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await sustainability.removeGoal(request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );
}
