import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createLabBatchSchema,
  labBatchDetailSchema,
  labBatchLineSchema,
  labBatchSchema,
  recordMeasurementsSchema,
  updateLabBatchSchema,
  weighLineSchema,
} from '../../../domain/lab/lab-batch-schema.ts';
import { idParamsSchema } from '../../http/list-query.ts';
import { actorOf } from '../../http/request-actor.ts';
import { stabilityRoutes } from './routes/stability-routes.ts';
import type { LabService } from './service.ts';
import type { StabilityService } from './stability-service.ts';

const labRead = { access: { action: 'read', resource: 'lab' } } as const;
const labWrite = { access: { action: 'write', resource: 'lab' } } as const;

const lineParamsSchema = z.object({ id: z.string().max(100), lineId: z.string().max(100) });

/** The lab (docs/architecture.md, "The lab"): batches and their weigh-off, then stability and challenge tests. */
export async function labRoutes(
  app: FastifyInstance,
  { lab, stability }: { lab: LabService; stability: StabilityService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/lab/batches',
    { config: labRead, schema: { response: { 200: z.array(labBatchSchema) } } },
    async () => lab.list(),
  );

  r.post(
    '/api/lab/batches',
    { config: labWrite, schema: { body: createLabBatchSchema, response: { 201: labBatchDetailSchema } } },
    async (request, reply) => reply.status(201).send(await lab.create(request.body, actorOf(request))),
  );

  r.get(
    '/api/lab/batches/:id',
    { config: labRead, schema: { params: idParamsSchema, response: { 200: labBatchDetailSchema } } },
    async (request) => lab.get(request.params.id),
  );

  r.patch(
    '/api/lab/batches/:id',
    {
      config: labWrite,
      schema: { params: idParamsSchema, body: updateLabBatchSchema, response: { 200: labBatchDetailSchema } },
    },
    async (request) => lab.update(request.params.id, request.body, actorOf(request)),
  );

  r.delete(
    '/api/lab/batches/:id',
    { config: labWrite, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await lab.remove(request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );

  // The weigh-off's tick: one line's actual weight (and tolerance, lot, acknowledgement).
  r.patch(
    '/api/lab/batches/:id/lines/:lineId',
    {
      config: labWrite,
      schema: { params: lineParamsSchema, body: weighLineSchema, response: { 200: labBatchLineSchema } },
    },
    async (request) =>
      lab.weighLine(request.params.id, request.params.lineId, request.body, actorOf(request)),
  );

  r.put(
    '/api/lab/batches/:id/measurements',
    {
      config: labWrite,
      schema: {
        params: idParamsSchema,
        body: recordMeasurementsSchema,
        response: { 200: labBatchDetailSchema },
      },
    },
    async (request) => lab.recordMeasurements(request.params.id, request.body, actorOf(request)),
  );

  await stabilityRoutes(app, { stability });
}
