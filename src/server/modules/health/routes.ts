import type { FastifyInstance } from 'fastify';

/** `/healthz`: the process is up. `/readyz`: the database answers (docs/product-rules.md, "API conventions"). */
export async function healthRoutes(app: FastifyInstance, { ping }: { ping: () => Promise<void> }) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await ping();
      return { status: 'ready', database: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });
}
