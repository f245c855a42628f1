import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signInResultSchema, twoFactorLoginSchema } from '../../../domain/user/two-factor.ts';
import { signInSchema, userSchema } from '../../../domain/user/user.ts';
import { currentUser, securityLogFor } from '../../http/request-actor.ts';
import { clearSessionCookie } from '../../http/session-cookie.ts';
import { replySignedIn, type SignInReplyOptions, sessionContext } from '../../http/sign-in-reply.ts';
import type { AuthService } from './service.ts';
import { toUserDto } from './user-dto.ts';

export interface AuthRoutesOptions extends SignInReplyOptions {
  auth: AuthService;
  /** Single sign-on is configured: GET /api/login goes to the identity provider. */
  sso: boolean;
}

const errorBody = z.object({ message: z.string() });

export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const { auth, cookieName, secureCookies } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/login', { config: { access: 'public', maintenanceExempt: true } }, async (_request, reply) =>
    reply.redirect(options.sso ? '/api/auth/oidc/start' : '/sign-in'),
  );

  r.post(
    '/api/auth/login',
    {
      config: { access: 'public', maintenanceExempt: true },
      schema: {
        body: signInSchema,
        response: { 200: z.union([userSchema, signInResultSchema]), 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const result = await auth.signIn(
        { ...request.body, ...sessionContext(request, cookieName) },
        securityLogFor(request),
      );
      const pending = result.status !== 'signed_in';
      await replySignedIn(request, reply, { ...result, pending }, options);
      if (result.status === 'two_factor') return { twoFactorRequired: true as const };
      if (result.status === 'enrol') return { twoFactorEnrolmentRequired: true as const };
      return toUserDto(result.user);
    },
  );

  // The second step of a sign-in with two-factor: the pending session's cookie and a code or a recovery code.
  r.post(
    '/api/auth/login/two-factor',
    {
      config: { access: 'public', maintenanceExempt: true },
      schema: { body: twoFactorLoginSchema, response: { 200: userSchema, 401: errorBody, 429: errorBody } },
    },
    async (request, reply) => {
      const signedIn = await auth.completeTwoFactor(
        request.cookies[cookieName] ?? '',
        request.body,
        sessionContext(request, cookieName),
        securityLogFor(request),
      );
      await replySignedIn(request, reply, signedIn, options);
      return toUserDto(signedIn.user);
    },
  );

  // The spec's sign-out is a browser navigation; it only ends the session when it comes from our own pages,
  // so a foreign page cannot sign a user out with a link or an image.
  r.get('/api/logout', { config: { access: 'public', maintenanceExempt: true } }, async (request, reply) => {
    const site = request.headers['sec-fetch-site'];
    if (site !== 'cross-site' && site !== 'same-site') {
      await auth.signOut(request.cookies[cookieName]);
      if (request.user) securityLogFor(request)('sign_out', {});
      clearSessionCookie(reply, { cookieName, secureCookies });
    }
    return reply.redirect('/');
  });

  r.get(
    '/api/auth/user',
    {
      config: { access: 'user', maintenanceExempt: true, personal: true },
      schema: { response: { 200: userSchema } },
    },
    async (request) => toUserDto(currentUser(request)),
  );
}
