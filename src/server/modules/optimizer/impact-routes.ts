import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { impactQuerySchema, impactResponseSchema } from '../../../domain/compliance/impact-schema.ts';
import type { ImpactService } from './impact-service.ts';

// Whoever reads compliance may ask what a date changes (ADR 071): it reads, it saves no recipe.
const read = { access: { action: 'read', resource: 'compliance' }, feature: 'compliance' } as const;

export async function impactRoutes(app: FastifyInstance, { impact }: { impact: ImpactService }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/compliance/impact',
      { config: read, schema: { querystring: impactQuerySchema, response: { 200: impactResponseSchema } } },
      async (request) => impact.impact(request.query),
    );
}
