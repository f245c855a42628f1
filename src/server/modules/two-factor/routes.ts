import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentPasswordSchema } from '../../../domain/user/reauthentication.ts';
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
    {
      config: enrol,
      schema: {
        body: twoFactorEnableSchema.extend({ currentPassword: currentPasswordSchema.optional() }),
        response: { 200: recoveryCodesSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // The current password first (ADR 030), limited like sign-in; an administrator enrolling at sign-in has
      // just given it (their pending session is ten minutes old at most).
      if (!request.enrolling) {
        await auth.reauthenticate(
          user,
          { password: request.body.currentPassword },
          request.ip,
          securityLogFor(request),
          { withCode: false, sessionToken: request.sessionToken },
        );
      }
      const result = await twoFactor.enable(
        user.id,
        request.body.code,
        actorOf(request),
        securityLogFor(request),
      );
      // Sessions that signed in without the second factor end: only this one goes on (ADR 030).
      await auth.endOtherSessions(user.id, request.sessionToken ?? undefined);
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
      const user = currentUser(request);
      const log = securityLogFor(request);
      // The password and a current code, limited like sign-in (ADR 030).
      await auth.reauthenticate(user, request.body, request.ip, log, {
        field: 'password',
        sessionToken: request.sessionToken,
      });
      await twoFactor.disable(user.id, actorOf(request), log);
      await auth.endOtherSessions(user.id, request.sessionToken ?? undefined);
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
      // Whoever signed in with the lost second factor is signed out everywhere (ADR 030).
      await auth.endOtherSessions(request.params.id);
      return { message: 'Two-factor sign-in was reset.' };
    },
  );
}
