import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobsOverviewSchema } from '../../../domain/jobs/job-schema.ts';
import { actorOf } from '../../http/request-actor.ts';
import type { JobService } from './service.ts';

const read = { access: { action: 'read', resource: 'admin' } } as const;
const write = { access: { action: 'write', resource: 'admin' } } as const;

/** Background jobs for administrators (ADR 039): the queues and the dead-letter list, with retry. */
export async function jobRoutes(app: FastifyInstance, { jobs }: { jobs: JobService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/jobs', { config: read, schema: { response: { 200: jobsOverviewSchema } } }, async () =>
    jobs.overview(),
  );

  r.post(
    '/api/admin/jobs/:id/retry',
    { config: write, schema: { params: z.object({ id: z.string().max(20) }) } },
    async (request, reply) => {
      await jobs.retry(request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );
}
