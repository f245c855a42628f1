import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardStatsSchema } from '../../../domain/dashboard/stats.ts';
import type { DashboardService } from './service.ts';

export async function dashboardRoutes(app: FastifyInstance, { dashboard }: { dashboard: DashboardService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dashboard/stats',
    {
      config: { access: { action: 'read', resource: 'dashboard' }, cache: true },
      schema: { response: { 200: dashboardStatsSchema } },
    },
    async () => dashboard.stats(),
  );
}
