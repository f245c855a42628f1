import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminStatsSchema, backupSchema } from '../../../domain/settings/admin-stats.ts';
import { currentPasswordSchema } from '../../../domain/user/reauthentication.ts';
import { actorOf, currentUser, securityLogFor } from '../../http/request-actor.ts';
import type { AuthService } from '../auth/service.ts';
import type { AdminService } from './service.ts';

const read = { access: { action: 'read', resource: 'admin' } } as const;
const write = { access: { action: 'write', resource: 'admin' } } as const;

export async function adminRoutes(
  app: FastifyInstance,
  { admin, auth }: { admin: AdminService; auth: AuthService },
) {
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

  // A backup holds every account and recipe: an administrator's session only (never a token, plugins/auth.ts)
  // confirms their password for each download (ADR 031), limited as sign-in is.
  r.post(
    '/api/admin/backups/:fileName/download',
    {
      config: write,
      schema: {
        params: z.object({ fileName: z.string().max(100) }),
        body: z.object({ currentPassword: currentPasswordSchema }),
      },
    },
    async (request, reply) => {
      const log = securityLogFor(request);
      await auth.reauthenticate(
        currentUser(request),
        { password: request.body.currentPassword },
        request.ip,
        log,
        {
          withCode: false,
          sessionToken: request.sessionToken,
        },
      );
      const file = await admin.openBackup(request.params.fileName);
      log('backup_download', { fileName: request.params.fileName });
      return reply
        .type('application/gzip')
        .header('content-length', file.sizeBytes)
        .header('content-disposition', `attachment; filename="${request.params.fileName}"`)
        .send(file.body);
    },
  );
}
