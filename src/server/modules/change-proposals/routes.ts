import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveProposalSchema,
  changeProposalSchema,
  proposalListQuerySchema,
  rejectProposalSchema,
} from '../../../domain/change-proposal/change-proposal-schema.ts';
import { idParamsSchema } from '../../http/list-query.ts';
import { actorOf } from '../../http/request-actor.ts';
import type { ChangeProposalService } from './service.ts';

// Everyone sees what awaits review; the regulatory role and administrators decide (ADR 037).
const read = { access: { action: 'read', resource: 'change_proposals' } } as const;
const decide = { access: { action: 'write', resource: 'change_proposals' } } as const;

export async function changeProposalRoutes(
  app: FastifyInstance,
  { proposals }: { proposals: ChangeProposalService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/change-proposals',
    {
      config: { ...read, totalCount: true },
      schema: { querystring: proposalListQuerySchema, response: { 200: z.array(changeProposalSchema) } },
    },
    async (request, reply) => {
      const { items, total } = await proposals.list(request.query);
      reply.header('x-total-count', String(total));
      return items;
    },
  );

  r.get(
    '/api/change-proposals/:id',
    { config: read, schema: { params: idParamsSchema, response: { 200: changeProposalSchema } } },
    async (request) => proposals.get(request.params.id),
  );

  r.post(
    '/api/change-proposals/:id/approve',
    {
      config: decide,
      schema: {
        params: idParamsSchema,
        body: approveProposalSchema,
        response: { 200: changeProposalSchema },
      },
    },
    async (request) => proposals.approve(request.params.id, request.body.revision, actorOf(request)),
  );

  r.post(
    '/api/change-proposals/:id/reject',
    {
      config: decide,
      schema: { params: idParamsSchema, body: rejectProposalSchema, response: { 200: changeProposalSchema } },
    },
    async (request) => proposals.reject(request.params.id, request.body, actorOf(request)),
  );
}
