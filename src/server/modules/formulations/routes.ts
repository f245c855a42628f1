import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type BatchTicket,
  batchTicketQuerySchema,
  batchTicketSchema,
} from '../../../domain/formulation/batch-ticket.ts';
import { FORMULATION_STATUSES, PRODUCT_TYPES } from '../../../domain/formulation/constants.ts';
import {
  FORMULATION_SORTS,
  formulationDetailSchema,
  formulationLineSchema,
  formulationSchema,
} from '../../../domain/formulation/formulation.ts';
import {
  formulationInputSchema,
  formulationLineInputSchema,
  MAX_FORMULATION_LINES,
} from '../../../domain/formulation/formulation-schema.ts';
import {
  compositionResponseSchema,
  labelQuerySchema,
  labelResponseSchema,
} from '../../../domain/substance/content-schema.ts';
import { idParamsSchema, listQuerySchema } from '../../http/list-query.ts';
import { actorOf } from '../../http/request-actor.ts';
import type { BatchTicketService } from './batch-ticket-service.ts';
import type { FormulationService } from './service.ts';

// Every read here answers the same to everyone allowed to read: served from memory until the next change (ADR 007).
const read = { access: { action: 'read', resource: 'formulations' }, cache: true } as const;
const write = { access: { action: 'write', resource: 'formulations' } } as const;

const listQuery = listQuerySchema(FORMULATION_SORTS).extend({
  status: z.enum(FORMULATION_STATUSES).optional(),
  productType: z.enum(PRODUCT_TYPES).optional(),
});

const statusHistorySchema = z.array(
  z.object({
    id: z.string(),
    fromStatus: z.string().nullable(),
    toStatus: z.string(),
    changedBy: z.string().nullable(),
    changedAt: z.string(),
  }),
);

/** "Duplicate as new version": the same lines, or (a reformulation saved as a version) the lines given. */
const duplicateBodySchema = z
  .object({
    ingredients: z
      .array(formulationLineInputSchema, { error: 'At least one ingredient is required' })
      .min(1, 'At least one ingredient is required')
      .max(MAX_FORMULATION_LINES, `A formulation can have at most ${MAX_FORMULATION_LINES} ingredients`)
      .optional(),
  })
  .nullish();

export async function formulationRoutes(
  app: FastifyInstance,
  { formulations, batchTickets }: { formulations: FormulationService; batchTickets: BatchTicketService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/formulations',
    {
      config: { ...read, totalCount: true },
      schema: { querystring: listQuery, response: { 200: z.array(formulationSchema) } },
    },
    async (request, reply) => {
      const { items, total } = await formulations.list(request.query);
      reply.header('x-total-count', String(total));
      return items;
    },
  );

  r.get(
    '/api/formulations/:id',
    { config: read, schema: { params: idParamsSchema, response: { 200: formulationDetailSchema } } },
    async (request) => formulations.get(request.params.id),
  );

  r.get(
    '/api/formulations/:id/ingredients',
    { config: read, schema: { params: idParamsSchema, response: { 200: z.array(formulationLineSchema) } } },
    async (request) => formulations.lines(request.params.id),
  );

  r.get(
    '/api/formulations/:id/composition',
    { config: read, schema: { params: idParamsSchema, response: { 200: compositionResponseSchema } } },
    async (request) => formulations.composition(request.params.id),
  );

  r.get(
    '/api/formulations/:id/label',
    {
      config: read,
      schema: {
        params: idParamsSchema,
        querystring: labelQuerySchema,
        response: { 200: labelResponseSchema },
      },
    },
    async (request) => formulations.label(request.params.id, request.query.market),
  );

  r.get(
    '/api/formulations/:id/versions',
    { config: read, schema: { params: idParamsSchema, response: { 200: z.array(formulationSchema) } } },
    async (request) => formulations.versions(request.params.id),
  );

  r.get(
    '/api/formulations/:id/status-history',
    { config: read, schema: { params: idParamsSchema, response: { 200: statusHistorySchema } } },
    async (request) => formulations.statusHistory(request.params.id),
  );

  // The recipe scaled to a batch in kg, g or oz (ADR 050): JSON for screens, `format=pdf` to print. Not cached:
  // each size is its own answer and a PDF is made when asked for.
  r.get(
    '/api/formulations/:id/batch-ticket',
    {
      config: { access: read.access },
      schema: {
        params: idParamsSchema,
        querystring: batchTicketQuerySchema,
        response: { 200: batchTicketSchema },
      },
    },
    async (request, reply) => {
      const { size, unit, format } = request.query;
      if (format === 'json') return batchTickets.ticket(request.params.id, size, unit);
      const file = await batchTickets.pdf(request.params.id, size, unit);
      return (
        reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          // A Buffer is sent as it is (Fastify serializes objects only); the response schema describes the JSON.
          .send(file.body as unknown as BatchTicket)
      );
    },
  );

  r.post(
    '/api/formulations',
    { config: write, schema: { body: formulationInputSchema, response: { 201: formulationDetailSchema } } },
    async (request, reply) =>
      reply.status(201).send(await formulations.create(request.body, actorOf(request))),
  );

  r.put(
    '/api/formulations/:id',
    {
      config: write,
      schema: {
        params: idParamsSchema,
        body: formulationInputSchema,
        response: { 200: formulationDetailSchema },
      },
    },
    async (request) => formulations.update(request.params.id, request.body, actorOf(request)),
  );

  r.post(
    '/api/formulations/:id/duplicate',
    {
      config: write,
      schema: {
        params: idParamsSchema,
        body: duplicateBodySchema,
        response: { 201: formulationDetailSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await formulations.duplicate(request.params.id, actorOf(request), request.body?.ingredients)),
  );

  r.delete(
    '/api/formulations/:id',
    { config: write, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await formulations.remove(request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );
}
