import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInviteSchema,
  adminUserInputSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  createdUserSchema,
  invitationInfoSchema,
  registerSchema,
  roleSchema,
} from '../../../domain/user/admin-user.ts';
import {
  confirmationInputSchema,
  confirmationResultSchema,
  signUpAnswerSchema,
} from '../../../domain/user/email-confirmation.ts';
import { userSchema } from '../../../domain/user/user.ts';
import { idParamsSchema, messageSchema } from '../../http/list-query.ts';
import { actorOf, securityLogFor } from '../../http/request-actor.ts';
import { replySignedIn, type SignInReplyOptions, sessionContext } from '../../http/sign-in-reply.ts';
import type { AuthService } from '../auth/service.ts';
import { toUserDto } from '../auth/user-dto.ts';
import type { UserService } from './service.ts';

export interface UserRoutesOptions extends SignInReplyOptions {
  users: UserService;
  auth: AuthService;
  /** PUBLIC_ORIGIN when set; otherwise invitation links use the request's own origin. */
  publicOrigin?: string;
  /** Sign-up and invitation requests per address per 15 minutes (ADR 011). */
  signUpRateLimit: number;
}

const read = { access: { action: 'read', resource: 'admin' } } as const;
const write = { access: { action: 'write', resource: 'admin' } } as const;

const listQuery = z.object({
  q: z.string().trim().max(200).optional(),
  role: z.union([roleSchema, z.literal('')]).optional(),
});

export async function userRoutes(app: FastifyInstance, options: UserRoutesOptions) {
  const { users, auth, cookieName, publicOrigin } = options;
  const originOf = (request: FastifyRequest) => publicOrigin ?? `${request.protocol}://${request.host}`;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Per client address, counted in the database so every instance shares the count (ADR 011).
  const limited = { rateLimit: { max: options.signUpRateLimit, timeWindow: 15 * 60 * 1000 } };

  /** Signs the new or invited user in, as POST /api/auth/login does. */
  async function signIn(
    request: Parameters<typeof replySignedIn>[0],
    reply: Parameters<typeof replySignedIn>[1],
    user: Parameters<AuthService['startSession']>[0],
  ) {
    const started = await auth.startSession(user, sessionContext(request, cookieName));
    await replySignedIn(request, reply, { user, ...started }, options);
  }

  r.get(
    '/api/admin/users',
    {
      config: { ...read, totalCount: true },
      schema: { querystring: listQuery, response: { 200: z.array(adminUserSchema) } },
    },
    async (request, reply) => {
      const items = await users.list({
        q: request.query.q || undefined,
        role: request.query.role || undefined,
      });
      reply.header('x-total-count', String(items.length));
      return items;
    },
  );

  r.get(
    '/api/admin/users/:id',
    { config: read, schema: { params: idParamsSchema, response: { 200: adminUserSchema } } },
    async (request) => users.get(request.params.id),
  );

  r.post(
    '/api/admin/users',
    { config: write, schema: { body: adminUserInputSchema, response: { 201: createdUserSchema } } },
    async (request, reply) => {
      const { user, invitationToken } = await users.create(
        request.body,
        actorOf(request),
        securityLogFor(request),
      );
      const origin = originOf(request);
      const invitationUrl = invitationToken
        ? `${origin}/sign-in?invite=${encodeURIComponent(invitationToken)}`
        : null;
      return reply.status(201).send({ user, invitationUrl });
    },
  );

  r.put(
    '/api/admin/users/:id',
    {
      config: write,
      schema: { params: idParamsSchema, body: adminUserUpdateSchema, response: { 200: adminUserSchema } },
    },
    async (request) =>
      users.update(request.params.id, request.body, actorOf(request), securityLogFor(request)),
  );

  r.delete(
    '/api/admin/users/:id',
    { config: write, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await users.remove(request.params.id, actorOf(request), securityLogFor(request));
      return reply.status(204).send();
    },
  );

  // Lifts every lock of the account at once (ADR 011): the owner signs in again from anywhere.
  r.post(
    '/api/admin/users/:id/unlock',
    { config: write, schema: { params: idParamsSchema, response: { 200: adminUserSchema } } },
    async (request) => users.unlock(request.params.id, actorOf(request), securityLogFor(request)),
  );

  // The invitation link opens the sign-in screen in "set your password" mode.
  r.get(
    '/api/auth/invitations/:token',
    {
      config: { access: 'public', maintenanceExempt: true, ...limited },
      schema: { params: z.object({ token: z.string().max(200) }), response: { 200: invitationInfoSchema } },
    },
    async (request) => users.invitation(request.params.token),
  );

  r.post(
    '/api/auth/accept-invite',
    {
      config: { access: 'public', maintenanceExempt: true, ...limited },
      schema: { body: acceptInviteSchema, response: { 200: userSchema } },
    },
    async (request, reply) => {
      const user = await users.acceptInvitation(request.body.token, request.body.password, request.ip);
      await signIn(request, reply, user);
      securityLogFor(request)('invitation_accepted', { actor: user.id });
      return toUserDto(user);
    },
  );

  // The same answer for a free and a taken address (ADR 030): the account exists once its link is followed.
  r.post(
    '/api/auth/register',
    {
      config: { access: 'public', ...limited },
      schema: { body: registerSchema, response: { 202: signUpAnswerSchema, 404: messageSchema } },
      // Closed registration answers 404 before the body is even read.
      onRequest: async (_request, reply) => {
        if (!(await users.registrationOpen())) return reply.status(404).send({ message: 'Not found' });
      },
    },
    async (request, reply) => {
      const answer = await users.register(request.body, originOf(request));
      securityLogFor(request)('sign_up_requested', {});
      return reply.status(202).send(answer);
    },
  );

  // The link of a sign-up or of a new sign-in e-mail, followed: a sign-up is signed in at once.
  r.post(
    '/api/auth/email-confirmations',
    {
      config: { access: 'public', ...limited },
      schema: { body: confirmationInputSchema, response: { 200: confirmationResultSchema } },
    },
    async (request, reply) => {
      const { user, ...result } = await users.confirm(request.body.token, request.ip);
      if (result.purpose === 'sign_up') {
        await signIn(request, reply, user);
        securityLogFor(request)('user_register', { actor: user.id });
      } else {
        securityLogFor(request)('email_change', { actor: user.id });
      }
      return result;
    },
  );
}
