import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { challengeTestInputSchema, challengeTestSchema } from '../../../../domain/lab/challenge-test.ts';
import {
  createStudySchema,
  dueTimepointSchema,
  recordCellSchema,
  stabilityStudyDetailSchema,
  stabilityStudySchema,
} from '../../../../domain/lab/stability-schema.ts';
import { idParamsSchema } from '../../../http/list-query.ts';
import { actorOf } from '../../../http/request-actor.ts';
import type { StabilityService } from '../stability-service.ts';

const labRead = { access: { action: 'read', resource: 'lab' } } as const;
const labWrite = { access: { action: 'write', resource: 'lab' } } as const;
const cellParamsSchema = z.object({ id: z.string().max(100), cellId: z.string().max(100) });

/** Stability studies and challenge tests of lab batches (ADR 051). */
export async function stabilityRoutes(app: FastifyInstance, { stability }: { stability: StabilityService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/lab/batches/:id/stability',
    {
      config: labWrite,
      schema: {
        params: idParamsSchema,
        body: createStudySchema,
        response: { 201: stabilityStudyDetailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await stability.create(request.params.id, request.body, actorOf(request))),
  );

  routes.get(
    '/api/lab/stability',
    { config: labRead, schema: { response: { 200: z.array(stabilityStudySchema) } } },
    async () => stability.list(),
  );

  // Time points due or overdue today, whoever follows them: the lab screen's list and the reminders' query.
  routes.get(
    '/api/lab/stability/due',
    { config: labRead, schema: { response: { 200: z.array(dueTimepointSchema) } } },
    async () => stability.dueTimepoints(),
  );

  routes.get(
    '/api/lab/stability/:id',
    { config: labRead, schema: { params: idParamsSchema, response: { 200: stabilityStudyDetailSchema } } },
    async (request) => stability.get(request.params.id),
  );

  routes.patch(
    '/api/lab/stability/:id/cells/:cellId',
    {
      config: labWrite,
      schema: {
        params: cellParamsSchema,
        body: recordCellSchema,
        response: { 200: stabilityStudyDetailSchema },
      },
    },
    async (request) =>
      stability.recordCell(request.params.id, request.params.cellId, request.body, actorOf(request)),
  );

  routes.post(
    '/api/lab/batches/:id/challenge-tests',
    {
      config: labWrite,
      schema: {
        params: idParamsSchema,
        body: challengeTestInputSchema,
        response: { 201: challengeTestSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await stability.createChallenge(request.params.id, request.body, actorOf(request))),
  );

  routes.put(
    '/api/lab/challenge-tests/:id',
    {
      config: labWrite,
      schema: {
        params: idParamsSchema,
        body: challengeTestInputSchema,
        response: { 200: challengeTestSchema },
      },
    },
    async (request) => stability.updateChallenge(request.params.id, request.body, actorOf(request)),
  );
}
