import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scenarioInputSchema, scenarioSchema } from '../../../domain/scenario/scenario-schema.ts';
import { idParamsSchema } from '../../http/list-query.ts';
import { actorOf } from '../../http/request-actor.ts';
import type { ScenarioService } from './service.ts';

const read = { access: { action: 'read', resource: 'scenarios' } } as const;
const write = { access: { action: 'write', resource: 'scenarios' } } as const;
const one = { 200: scenarioSchema };

export async function scenarioRoutes(app: FastifyInstance, { scenarios }: { scenarios: ScenarioService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Runs a stopped server left behind go back to draft, at boot and then hourly.
  let recovery: NodeJS.Timeout | undefined;
  const recover = () =>
    scenarios.recoverStaleRuns().catch((error: Error) => app.log.warn(`scenario recovery: ${error.message}`));
  app.addHook('onReady', async () => {
    await recover();
    recovery = setInterval(recover, 60 * 60 * 1000);
    recovery.unref();
  });
  app.addHook('onClose', async () => clearInterval(recovery));

  r.get(
    '/api/scenarios',
    { config: read, schema: { response: { 200: z.array(scenarioSchema) } } },
    async () => scenarios.list(),
  );

  r.get(
    '/api/scenarios/:id',
    { config: read, schema: { params: idParamsSchema, response: one } },
    async (request) => scenarios.get(request.params.id),
  );

  r.post(
    '/api/scenarios',
    { config: write, schema: { body: scenarioInputSchema, response: { 201: scenarioSchema } } },
    async (request, reply) => reply.status(201).send(await scenarios.create(request.body, actorOf(request))),
  );

  r.put(
    '/api/scenarios/:id',
    { config: write, schema: { params: idParamsSchema, body: scenarioInputSchema, response: one } },
    async (request) => scenarios.update(request.params.id, request.body, actorOf(request)),
  );

  r.delete(
    '/api/scenarios/:id',
    { config: write, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await scenarios.remove(request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/scenarios/:id/run',
    { config: write, schema: { params: idParamsSchema, response: one } },
    async (request) => scenarios.run(request.params.id, actorOf(request)),
  );

  r.post(
    '/api/scenarios/:id/copy',
    { config: write, schema: { params: idParamsSchema, response: { 201: scenarioSchema } } },
    async (request, reply) =>
      reply.status(201).send(await scenarios.copy(request.params.id, actorOf(request))),
  );

  r.post(
    '/api/scenarios/:id/archive',
    { config: write, schema: { params: idParamsSchema, response: one } },
    async (request) => scenarios.archive(request.params.id, actorOf(request)),
  );
}
