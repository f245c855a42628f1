import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROVIDER_FAILED_MESSAGE } from '../../../domain/ideation/constants.ts';
import {
  chatInputSchema,
  chatResponseSchema,
  costReportSchema,
  ideationSessionSchema,
  providerInfoSchema,
  sessionListQuerySchema,
  sessionPatchSchema,
} from '../../../domain/ideation/ideation-schema.ts';
import { ProviderError } from '../../ai/provider.ts';
import { HttpError } from '../../errors.ts';
import { idParamsSchema } from '../../http/list-query.ts';
import { actorOf, currentUser } from '../../http/request-actor.ts';
import type { IdeationService, UserActor } from './service.ts';

// Every role but viewer (docs/product-rules.md, "Sign-in and permissions"); the whole module answers 404 when the aiIdeation feature is off.
const read = { access: { action: 'read', resource: 'ideation' }, feature: 'aiIdeation' } as const;
// A session belongs to the person who asked (only its author rates or deletes it): a service token, which is no
// person, reads them but writes none (ADR 029).
const write = {
  access: { action: 'write', resource: 'ideation' },
  feature: 'aiIdeation',
  personal: true,
} as const;

const userActor = (request: FastifyRequest): UserActor => ({
  ...actorOf(request),
  userId: currentUser(request).id,
});

export async function ideationRoutes(app: FastifyInstance, { ideation }: { ideation: IdeationService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/ideation/provider',
    { config: read, schema: { response: { 200: providerInfoSchema } } },
    async () => ideation.providerInfo(),
  );

  r.post(
    '/api/ideation/chat',
    { config: write, schema: { body: chatInputSchema, response: { 200: chatResponseSchema } } },
    async (request) => {
      try {
        return await ideation.chat(request.body, userActor(request));
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        request.log.warn({ err: error.cause ?? error, event: 'ai_provider_failed' }, error.message);
        throw new HttpError(502, PROVIDER_FAILED_MESSAGE);
      }
    },
  );

  r.get(
    '/api/ideation',
    {
      config: { ...read, totalCount: true },
      schema: { querystring: sessionListQuerySchema, response: { 200: z.array(ideationSessionSchema) } },
    },
    async (request, reply) => {
      const { items, total } = await ideation.list(request.query);
      reply.header('x-total-count', String(total));
      return items;
    },
  );

  r.patch(
    '/api/ideation/:id',
    {
      config: write,
      schema: { params: idParamsSchema, body: sessionPatchSchema, response: { 200: ideationSessionSchema } },
    },
    async (request) => ideation.update(request.params.id, request.body, userActor(request)),
  );

  r.delete(
    '/api/ideation/:id',
    { config: write, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await ideation.remove(request.params.id, userActor(request));
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/ideation/cost-report',
    { config: write, schema: { response: { 200: costReportSchema } } },
    async (request) => ideation.costReport(userActor(request)),
  );
}
