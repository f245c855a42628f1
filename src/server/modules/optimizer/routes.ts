import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  optimizeRequestSchema,
  optimizeResponseSchema,
  recipeFunctionGroupSchema,
} from '../../../domain/optimizer/schema.ts';
import { idParamsSchema } from '../../http/list-query.ts';
import type { OptimizerService } from './service.ts';

// Anyone who reads formulations may explore a cheaper recipe; saving it as a version needs the write right.
const read = { access: { action: 'read', resource: 'formulations' } } as const;

export async function optimizerRoutes(app: FastifyInstance, { optimizer }: { optimizer: OptimizerService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/formulations/:id/optimize',
    {
      config: read,
      schema: {
        params: idParamsSchema,
        body: optimizeRequestSchema,
        response: { 200: optimizeResponseSchema },
      },
    },
    async (request) => optimizer.optimize(request.params.id, request.body),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/formulations/:id/function-groups',
    {
      config: read,
      schema: { params: idParamsSchema, response: { 200: z.array(recipeFunctionGroupSchema) } },
    },
    async (request) => optimizer.functionGroups(request.params.id),
  );
}
