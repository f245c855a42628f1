import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { themeSchema } from '../../../domain/theme/theme.ts';
import { actorOf } from '../../http/request-actor.ts';
import type { ThemeService } from './service.ts';

const themeDtoSchema = themeSchema.extend({ id: z.string().nullable(), revision: z.number().int() });

// Saving always makes the theme current; the client may leave isActive out.
const saveBody = themeSchema.extend({
  isActive: z.boolean().optional(),
  revision: z.int().min(0).optional(),
});

export async function themeRoutes(app: FastifyInstance, { theme }: { theme: ThemeService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Public: the landing and sign-in screens show the brand too, and a theme holds nothing secret.
  r.get(
    '/api/admin/theme/current',
    { config: { access: 'public', maintenanceExempt: true }, schema: { response: { 200: themeDtoSchema } } },
    async () => theme.current(),
  );
  r.post(
    '/api/admin/theme',
    {
      config: { access: { action: 'write', resource: 'admin' } },
      schema: { body: saveBody, response: { 200: themeDtoSchema } },
    },
    async (request) => {
      const { revision, ...values } = request.body;
      return theme.save({ ...values, isActive: true }, revision, actorOf(request));
    },
  );
  r.get(
    '/api/admin/theme/templates',
    {
      config: { access: { action: 'read', resource: 'admin' } },
      schema: { response: { 200: z.array(themeDtoSchema) } },
    },
    async () => theme.templates(),
  );
}
