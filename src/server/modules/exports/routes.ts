import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  exportPreviewQuerySchema,
  exportPreviewSchema,
  exportRecordSchema,
  exportRequestSchema,
} from '../../../domain/export/export-schema.ts';
import { idParamsSchema } from '../../http/list-query.ts';
import { currentUser, principalOf } from '../../http/request-actor.ts';
import type { ExportService } from './service.ts';

const access = { access: { action: 'write', resource: 'exports' } } as const;

const templateSchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string(),
  adminOnly: z.boolean(),
  scope: z.enum(['period', 'current']),
  periodNote: z.string(),
});

export async function exportRoutes(
  app: FastifyInstance,
  { exports, rateLimit }: { exports: ExportService; rateLimit: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Exports are heavy: each user may start `rateLimit` an hour, counted in the database for every instance.
  const limited = {
    rateLimit: {
      max: rateLimit,
      timeWindow: 60 * 60 * 1000,
      // A service token counts on its own, not against its administrator (ADR 029).
      keyGenerator: (request: FastifyRequest) =>
        request.apiToken?.kind === 'service'
          ? `token:${request.apiToken.id}`
          : `user:${request.user?.id ?? request.ip}`,
    },
  };

  r.get(
    '/api/exports/templates',
    { config: access, schema: { response: { 200: z.array(templateSchema) } } },
    async (request) => exports.templatesFor(currentUser(request)),
  );

  r.get(
    '/api/exports/preview',
    {
      config: access,
      schema: { querystring: exportPreviewQuerySchema, response: { 200: exportPreviewSchema } },
    },
    async (request) => exports.preview(request.query.dateRange, currentUser(request)),
  );

  r.get(
    '/api/exports',
    { config: access, schema: { response: { 200: z.array(exportRecordSchema) } } },
    async (request) => exports.list(principalOf(request)),
  );

  r.post(
    '/api/exports',
    {
      config: { ...access, ...limited },
      schema: { body: exportRequestSchema, response: { 201: z.array(exportRecordSchema) } },
    },
    async (request, reply) =>
      reply.status(201).send(await exports.create(request.body, currentUser(request), principalOf(request))),
  );

  r.get(
    '/api/exports/:id/download',
    { config: access, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const file = await exports.download(request.params.id, principalOf(request));
      return reply
        .type(file.contentType)
        .header('content-length', file.sizeBytes)
        .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
        .send(file.content);
    },
  );

  r.delete(
    '/api/exports/:id',
    { config: access, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await exports.remove(request.params.id, principalOf(request));
      return reply.status(204).send();
    },
  );
}
