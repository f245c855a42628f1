import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountSettingsSchema } from '../../../domain/account/account-settings.ts';
import { INT4_MAX, REVISION_RANGE } from '../../../domain/common/numeric-input.ts';
import { actorOf, currentUser } from '../../http/request-actor.ts';
import type { AccountSettingsService } from './service.ts';

const self = { access: { action: 'write', resource: 'account_settings' }, personal: true } as const;
const withRevision = accountSettingsSchema.extend({ revision: z.number().int() });

export async function accountSettingsRoutes(
  app: FastifyInstance,
  { accountSettings }: { accountSettings: AccountSettingsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Always the signed-in user's own row: there is no id to ask for someone else's.
  r.get(
    '/api/account-settings',
    { config: self, schema: { response: { 200: withRevision } } },
    async (request) => accountSettings.get(currentUser(request).id),
  );
  r.patch(
    '/api/account-settings',
    {
      config: self,
      schema: {
        body: accountSettingsSchema.extend({
          revision: z.int().min(0).max(INT4_MAX, REVISION_RANGE).optional(),
        }),
        response: { 200: withRevision },
      },
    },
    async (request) => {
      const { revision, ...settings } = request.body;
      return accountSettings.update(currentUser(request).id, settings, revision, actorOf(request));
    },
  );
}
