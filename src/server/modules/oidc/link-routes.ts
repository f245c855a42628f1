import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPasswordSchema } from '../../../domain/user/reauthentication.ts';
import { signInResultSchema } from '../../../domain/user/two-factor.ts';
import { userSchema } from '../../../domain/user/user.ts';
import { HttpError } from '../../errors.ts';
import { securityLogFor } from '../../http/request-actor.ts';
import { replySignedIn, sessionContext } from '../../http/sign-in-reply.ts';
import { toUserDto } from '../auth/user-dto.ts';
import { clearPendingLink, pendingLink } from './link-cookie.ts';
import type { OidcRoutesOptions } from './routes.ts';

export const LINK_EXPIRED_MESSAGE = 'This single sign-on has expired. Sign in with single sign-on again.';
export const NO_PASSWORD_TO_LINK_MESSAGE =
  'This account has no password yet: ask an administrator to allow single sign-on to link it.';

/**
 * Linking a local account to single sign-on (ADR 032): the identity provider vouched for an e-mail that a local
 * account has; its owner proves it with that account's password (limited like sign-in), then the sign-in goes on
 * as any other (the two-factor code, or enrolment, when due).
 */
export async function oidcLinkRoutes(app: FastifyInstance, options: OidcRoutesOptions) {
  const { oidc, auth, cookieName, secureCookies, secrets } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The sign-in screen asks which account waits: only its e-mail, which the person just gave their provider.
  r.get(
    '/api/auth/oidc/link',
    {
      config: { access: 'public', maintenanceExempt: true },
      schema: { response: { 200: z.object({ email: z.string() }) } },
    },
    async (request) => {
      const pending = pendingLink(request, secrets);
      if (!oidc.enabled || !pending) throw new HttpError(404, LINK_EXPIRED_MESSAGE);
      return { email: pending.email };
    },
  );

  r.post(
    '/api/auth/oidc/link',
    {
      config: { access: 'public', maintenanceExempt: true },
      schema: {
        body: z.object({ currentPassword: currentPasswordSchema }),
        response: { 200: z.union([userSchema, signInResultSchema]) },
      },
    },
    async (request, reply) => {
      const pending = pendingLink(request, secrets);
      if (!oidc.enabled || !pending) throw new HttpError(404, LINK_EXPIRED_MESSAGE);
      const log = securityLogFor(request);
      const account = await oidc.account(pending.userId);
      // An invited account that never set a password cannot prove itself here: an administrator links it.
      if (!account.passwordHash) throw new HttpError(403, NO_PASSWORD_TO_LINK_MESSAGE);
      await auth.reauthenticate(account, { password: request.body.currentPassword }, request.ip, log, {
        withCode: false,
      });
      const linked = await oidc.confirmLink(pending);
      clearPendingLink(reply, secureCookies);
      log('sso_link', { target: linked.id });
      const result = await auth.signInExternal(linked, sessionContext(request, cookieName), log);
      await replySignedIn(request, reply, { ...result, pending: result.status !== 'signed_in' }, options);
      if (result.status === 'two_factor') return { twoFactorRequired: true as const };
      if (result.status === 'enrol') return { twoFactorEnrolmentRequired: true as const };
      return toUserDto(result.user);
    },
  );
}
