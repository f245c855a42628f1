import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  featureUsageSchema,
  usageCountedSchema,
  usageEventSchema,
} from '../../../domain/analytics/feature-usage.ts';
import { currentUser } from '../../http/request-actor.ts';
import type { UsageService } from './service.ts';

/** The web reports each screen a user opens; the admin dashboard reads the totals (ADR 065). */
export async function usageRoutes(app: FastifyInstance, { usage }: { usage: UsageService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/usage',
    {
      config: { access: 'user', personal: true },
      schema: { body: usageEventSchema, response: { 200: usageCountedSchema } },
    },
    async (request) => usage.record(currentUser(request).id, request.body.feature),
  );
  r.get(
    '/api/admin/usage',
    {
      config: { access: { action: 'read', resource: 'admin' } },
      schema: { response: { 200: featureUsageSchema } },
    },
    async () => usage.mostUsed(),
  );
}
