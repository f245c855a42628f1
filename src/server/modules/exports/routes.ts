import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportRecordSchema, exportRequestSchema } from '../../../domain/export/export-schema.ts';
import { idParamsSchema } from '../../http/list-query.ts';
import { actorOf, currentUser } from '../../http/request-actor.ts';
import type { ExportService } from './service.ts';

const access = { access: { action: 'write', resource: 'exports' } } as const;

const templateSchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string(),
  adminOnly: z.boolean(),
});

export async function exportRoutes(app: FastifyInstance, { exports }: { exports: ExportService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/exports/templates',
    { config: access, schema: { response: { 200: z.array(templateSchema) } } },
    async (request) => exports.templatesFor(currentUser(request)),
  );

  r.get(
    '/api/exports',
    { config: access, schema: { response: { 200: z.array(exportRecordSchema) } } },
    async (request) => exports.list(currentUser(request).id),
  );

  r.post(
    '/api/exports',
    { config: access, schema: { body: exportRequestSchema, response: { 201: z.array(exportRecordSchema) } } },
    async (request, reply) =>
      reply.status(201).send(await exports.create(request.body, currentUser(request), actorOf(request))),
  );

  r.get(
    '/api/exports/:id/download',
    { config: access, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const file = await exports.download(request.params.id, currentUser(request).id);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
        .send(file.content);
    },
  );

  r.delete(
    '/api/exports/:id',
    { config: access, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await exports.remove(request.params.id, currentUser(request).id);
      return reply.status(204).send();
    },
  );
}
