import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsQuerySchema } from '../../../domain/analytics/constants.ts';
import { analyticsReportSchema } from '../../../domain/analytics/report.ts';
import type { AnalyticsService } from './service.ts';

export async function analyticsRoutes(app: FastifyInstance, { analytics }: { analytics: AnalyticsService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/analytics',
    {
      config: { access: { action: 'read', resource: 'analytics' }, feature: 'analytics' },
      schema: { querystring: analyticsQuerySchema, response: { 200: analyticsReportSchema } },
    },
    async (request) => analytics.report(request.query),
  );
}
