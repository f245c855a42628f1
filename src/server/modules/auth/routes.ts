import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signInSchema, userSchema } from '../../../domain/user/user.ts';
import { currentUser, securityLogFor } from '../../http/request-actor.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie.ts';
import type { AuthService } from './service.ts';
import { toUserDto } from './user-dto.ts';

export interface AuthRoutesOptions {
  auth: AuthService;
  cookieName: string;
  secureCookies: boolean;
}

const errorBody = z.object({ message: z.string() });

export async function authRoutes(
  app: FastifyInstance,
  { auth, cookieName, secureCookies }: AuthRoutesOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/login', { config: { access: 'public', maintenanceExempt: true } }, async (_request, reply) =>
    reply.redirect('/sign-in'),
  );

  r.post(
    '/api/auth/login',
    {
      config: { access: 'public', maintenanceExempt: true },
      schema: { body: signInSchema, response: { 200: userSchema, 401: errorBody, 429: errorBody } },
    },
    async (request, reply) => {
      const { user, token } = await auth.signIn(
        {
          email: request.body.email,
          password: request.body.password,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          previousToken: request.cookies[cookieName],
        },
        securityLogFor(request),
      );
      setSessionCookie(reply, token, { cookieName, secureCookies });
      return toUserDto(user);
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
    { config: { access: 'user', maintenanceExempt: true }, schema: { response: { 200: userSchema } } },
    async (request) => toUserDto(currentUser(request)),
  );
}
