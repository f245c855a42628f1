import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appConfigSchema } from '../../../domain/settings/app-config.ts';
import { adminSettingsSchema, settingsUpdateSchema } from '../../../domain/settings/system-settings.ts';
import { actorOf, securityLogFor } from '../../http/request-actor.ts';
import type { SettingsService } from './service.ts';

export interface SettingsRoutesOptions {
  settings: SettingsService;
  /** SMTP_URL is set: e-mail can be sent at all. */
  mailConfigured: boolean;
  /** SMS_* are set: text messages can be sent at all (ADR 064). */
  smsConfigured: boolean;
  /** OIDC_* are set: the sign-in screen offers single sign-on. */
  ssoEnabled: boolean;
}

export async function settingsRoutes(
  app: FastifyInstance,
  { settings, mailConfigured, smsConfigured, ssoEnabled }: SettingsRoutesOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // What the sign-in screen and the shell need before anyone signs in: no security settings here.
  r.get(
    '/api/app-config',
    { config: { access: 'public', maintenanceExempt: true }, schema: { response: { 200: appConfigSchema } } },
    async () => {
      const current = await settings.get();
      return {
        platformName: current.platform.name,
        // Sign-up confirms the address by e-mail (ADR 030): without SMTP it is not offered.
        registrationOpen: mailConfigured && current.platform.registrationOpen,
        maintenance: current.platform.maintenance,
        features: current.features,
        notifications: current.notifications,
        mailConfigured,
        smsConfigured,
        ssoEnabled,
        passwordPolicy: current.security.passwordPolicy,
        maxSessionDays: current.security.maxSessionDays,
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
