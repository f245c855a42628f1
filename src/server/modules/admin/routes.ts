import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminStatsSchema, backupSchema } from '../../../domain/settings/admin-stats.ts';
import { actorOf } from '../../http/request-actor.ts';
import type { AdminService } from './service.ts';

const read = { access: { action: 'read', resource: 'admin' } } as const;
const write = { access: { action: 'write', resource: 'admin' } } as const;

export async function adminRoutes(app: FastifyInstance, { admin }: { admin: AdminService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/stats', { config: read, schema: { response: { 200: adminStatsSchema } } }, async () =>
    admin.stats(),
  );

  r.get(
    '/api/admin/backups',
    { config: read, schema: { response: { 200: z.array(backupSchema) } } },
    async () => admin.listBackups(),
  );

  r.post(
    '/api/admin/backups',
    { config: write, schema: { response: { 201: backupSchema } } },
    async (request, reply) => reply.status(201).send(await admin.createBackup(actorOf(request))),
  );

  r.get(
    '/api/admin/backups/:fileName',
    { config: read, schema: { params: z.object({ fileName: z.string().max(100) }) } },
    async (request, reply) => {
      const file = await admin.openBackup(request.params.fileName);
      return reply
        .type('application/gzip')
        .header('content-length', file.sizeBytes)
        .header('content-disposition', `attachment; filename="${request.params.fileName}"`)
        .send(file.body);
    },
  );
}
