import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  recoveryCodesSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorSetupSchema,
} from '../../../domain/user/two-factor.ts';
import { idParamsSchema, messageSchema } from '../../http/list-query.ts';
import { actorOf, currentUser, securityLogFor } from '../../http/request-actor.ts';
import { replySignedIn, type SignInReplyOptions, sessionContext } from '../../http/sign-in-reply.ts';
import type { AuthService } from '../auth/service.ts';
import type { TwoFactorService } from './service.ts';

export interface TwoFactorRoutesOptions extends SignInReplyOptions {
  twoFactor: TwoFactorService;
  auth: AuthService;
}

// Setup and enable are also reached by an administrator whose sign-in waits for enrolment.
const enrol = { access: { action: 'write', resource: 'profile' }, enrolment: true, personal: true } as const;
const self = { access: { action: 'write', resource: 'profile' }, personal: true } as const;

/** Two-factor sign-in on the user's own account, and the administrator's reset of someone else's. */
export async function twoFactorRoutes(app: FastifyInstance, options: TwoFactorRoutesOptions) {
  const { twoFactor, auth, cookieName } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/profile/two-factor/setup',
    { config: enrol, schema: { response: { 200: twoFactorSetupSchema } } },
    async (request) => twoFactor.setup(currentUser(request).id),
  );

  r.post(
    '/api/profile/two-factor/enable',
    { config: enrol, schema: { body: twoFactorEnableSchema, response: { 200: recoveryCodesSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      const result = await twoFactor.enable(
        user.id,
        request.body.code,
        actorOf(request),
        securityLogFor(request),
      );
      if (request.enrolling) {
        // The administrator's pending sign-in becomes a signed-in session now that the second factor exists.
        const started = await auth.completeEnrolment(
          request.sessionToken!,
          sessionContext(request, cookieName),
        );
        await replySignedIn(request, reply, { user, ...started }, options);
      }
      return result;
    },
  );

  r.post(
    '/api/profile/two-factor/disable',
    { config: self, schema: { body: twoFactorDisableSchema, response: { 200: messageSchema } } },
    async (request) => {
      await twoFactor.disable(
        currentUser(request).id,
        request.body,
        actorOf(request),
        securityLogFor(request),
      );
      return { message: 'Two-factor sign-in is off.' };
    },
  );

  r.post(
    '/api/admin/users/:id/two-factor/reset',
    {
      config: { access: { action: 'write', resource: 'admin' } },
      schema: { params: idParamsSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await twoFactor.adminReset(request.params.id, actorOf(request), securityLogFor(request));
      return { message: 'Two-factor sign-in was reset.' };
    },
  );
}
