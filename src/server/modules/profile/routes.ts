import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passwordChangeSchema, profileInputSchema } from '../../../domain/profile/profile-schema.ts';
import { userSchema } from '../../../domain/user/user.ts';
import { actorOf, currentUser, securityLogFor } from '../../http/request-actor.ts';
import { setSessionCookie } from '../../http/session-cookie.ts';
import { sessionContext } from '../../http/sign-in-reply.ts';
import type { ProfileService } from './service.ts';

const self = { access: { action: 'write', resource: 'profile' }, personal: true } as const;

export async function profileRoutes(
  app: FastifyInstance,
  {
    profile,
    cookieName,
    secureCookies,
  }: { profile: ProfileService; cookieName: string; secureCookies: boolean },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.patch(
    '/api/profile',
    { config: self, schema: { body: profileInputSchema, response: { 200: userSchema } } },
    async (request) => profile.update(currentUser(request).id, request.body, actorOf(request)),
  );

  r.patch(
    '/api/profile/password',
    {
      config: self,
      schema: { body: passwordChangeSchema, response: { 200: z.object({ message: z.string() }) } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const started = await profile.changePassword(
        user.id,
        request.body,
        { ...sessionContext(request, cookieName), previousToken: request.sessionToken! },
        actorOf(request),
      );
      securityLogFor(request)('password_change', { actor: user.id });
      setSessionCookie(reply, started.token, { cookieName, secureCookies }, started.lifetimeMs);
      return { message: 'Password Updated' };
    },
  );
}
