import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passwordChangeSchema, profileUpdateSchema } from '../../../domain/profile/profile-schema.ts';
import { emailStateSchema } from '../../../domain/user/email-confirmation.ts';
import { userSchema } from '../../../domain/user/user.ts';
import { HttpError } from '../../errors.ts';
import { actorOf, currentUser, securityLogFor } from '../../http/request-actor.ts';
import { setSessionCookie } from '../../http/session-cookie.ts';
import { sessionContext } from '../../http/sign-in-reply.ts';
import { TOKEN_REFUSED_MESSAGE } from '../../plugins/auth.ts';
import type { ProfileService, RequestContext } from './service.ts';

const self = { access: { action: 'write', resource: 'profile' }, personal: true } as const;

export async function profileRoutes(
  app: FastifyInstance,
  {
    profile,
    cookieName,
    secureCookies,
    publicOrigin,
  }: { profile: ProfileService; cookieName: string; secureCookies: boolean; publicOrigin?: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const contextOf = (request: FastifyRequest): RequestContext => ({
    actor: actorOf(request),
    ip: request.ip,
    log: securityLogFor(request),
    origin: publicOrigin ?? `${request.protocol}://${request.host}`,
    sessionToken: request.sessionToken,
  });

  r.patch(
    '/api/profile',
    {
      config: self,
      schema: {
        body: profileUpdateSchema,
        response: { 200: userSchema.extend({ pendingEmail: z.string().nullable() }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      // The sign-in e-mail changes only in a session (ADR 030): a token keeps to the other fields.
      if (request.apiToken && request.body.email.trim().toLowerCase() !== user.email.toLowerCase()) {
        throw new HttpError(403, TOKEN_REFUSED_MESSAGE);
      }
      return profile.update(user, request.body, contextOf(request));
    },
  );

  // The sign-in e-mail and a change waiting for its link (session-only, plugins/auth.ts).
  r.get(
    '/api/profile/email',
    { config: self, schema: { response: { 200: emailStateSchema } } },
    async (request) => profile.emailState(currentUser(request)),
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
        user,
        request.body,
        { ...sessionContext(request, cookieName), previousToken: request.sessionToken! },
        contextOf(request),
      );
      securityLogFor(request)('password_change', { actor: user.id });
      setSessionCookie(reply, started.token, { cookieName, secureCookies }, started.lifetimeMs);
      return { message: 'Password Updated' };
    },
  );
}
