import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SettingsService } from './service.ts';

const appConfigSchema = z.object({
  platformName: z.string(),
  registrationOpen: z.boolean(),
  maintenance: z.boolean(),
  features: z.record(z.string(), z.boolean()),
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
      };
    },
  );
}
