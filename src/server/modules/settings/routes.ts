import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminSettingsSchema, settingsUpdateSchema } from '../../../domain/settings/system-settings.ts';
import { actorOf, securityLogFor } from '../../http/request-actor.ts';
import type { SettingsService } from './service.ts';

const appConfigSchema = z.object({
  platformName: z.string(),
  registrationOpen: z.boolean(),
  maintenance: z.boolean(),
  features: z.record(z.string(), z.boolean()),
  /** Which notification channels the platform may use (account settings offer only these). */
  notifications: z.object({ emailEnabled: z.boolean(), smsEnabled: z.boolean(), pushEnabled: z.boolean() }),
});

export async function settingsRoutes(app: FastifyInstance, { settings }: { settings: SettingsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // What the sign-in screen and the shell need before anyone signs in: no security settings here.
  r.get(
    '/api/app-config',
    { config: { access: 'public', maintenanceExempt: true }, schema: { response: { 200: appConfigSchema } } },
    async () => {
      const current = await settings.get();
      return {
        platformName: current.platform.name,
        registrationOpen: current.platform.registrationOpen,
        maintenance: current.platform.maintenance,
        features: current.features,
        notifications: current.notifications,
      };
    },
  );

  r.get(
    '/api/admin/settings',
    {
      config: { access: { action: 'read', resource: 'admin' } },
      schema: { response: { 200: adminSettingsSchema } },
    },
    async () => settings.getForAdmin(),
  );

  r.post(
    '/api/admin/settings',
    {
      config: { access: { action: 'write', resource: 'admin' } },
      schema: { body: settingsUpdateSchema, response: { 200: adminSettingsSchema } },
    },
    async (request) => settings.update(request.body, actorOf(request), securityLogFor(request)),
  );
}
