import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import { userSchema } from '../../../domain/user/user.ts';
import { idParamsSchema, messageSchema } from '../../http/list-query.ts';
import { actorOf, securityLogFor } from '../../http/request-actor.ts';
import type { AuthService } from '../auth/service.ts';
import { ABSOLUTE_SESSION_MS } from '../auth/session-token.ts';
import { toUserDto } from '../auth/user-dto.ts';
import type { UserService } from './service.ts';

export interface UserRoutesOptions {
  users: UserService;
  auth: AuthService;
  cookieName: string;
  secureCookies: boolean;
  /** PUBLIC_ORIGIN when set; otherwise invitation links use the request's own origin. */
  publicOrigin?: string;
}

const read = { access: { action: 'read', resource: 'admin' } } as const;
const write = { access: { action: 'write', resource: 'admin' } } as const;

const listQuery = z.object({
  q: z.string().trim().max(200).optional(),
  role: z.union([roleSchema, z.literal('')]).optional(),
});

export async function userRoutes(app: FastifyInstance, options: UserRoutesOptions) {
  const { users, auth, cookieName, secureCookies, publicOrigin } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Signs the new or invited user in, as POST /api/auth/login does. */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: Parameters<AuthService['startSession']>[0],
  ) {
    const token = await auth.startSession(
      user,
      request.ip,
      request.headers['user-agent'],
      request.cookies[cookieName],
    );
    reply.setCookie(cookieName, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      maxAge: ABSOLUTE_SESSION_MS / 1000,
    });
  }

  r.get(
    '/api/admin/users',
    { config: read, schema: { querystring: listQuery, response: { 200: z.array(adminUserSchema) } } },
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
      const origin = publicOrigin ?? `${request.protocol}://${request.host}`;
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

  // The invitation link opens the sign-in screen in "set your password" mode.
  r.get(
    '/api/auth/invitations/:token',
    {
      config: { access: 'public', maintenanceExempt: true },
      schema: { params: z.object({ token: z.string().max(200) }), response: { 200: invitationInfoSchema } },
    },
    async (request) => users.invitation(request.params.token),
  );

  r.post(
    '/api/auth/accept-invite',
    {
      config: { access: 'public', maintenanceExempt: true },
      schema: { body: acceptInviteSchema, response: { 200: userSchema } },
    },
    async (request, reply) => {
      const user = await users.acceptInvitation(request.body.token, request.body.password, request.ip);
      await signIn(request, reply, user);
      securityLogFor(request)('invitation_accepted', { actor: user.id });
      return toUserDto(user);
    },
  );

  r.post(
    '/api/auth/register',
    {
      config: { access: 'public' },
      schema: { body: registerSchema, response: { 201: userSchema, 404: messageSchema } },
      // Closed registration answers 404 before the body is even read.
      onRequest: async (_request, reply) => {
        if (!(await users.registrationOpen())) return reply.status(404).send({ message: 'Not found' });
      },
    },
    async (request, reply) => {
      const user = await users.register(request.body, request.ip);
      await signIn(request, reply, user);
      securityLogFor(request)('user_register', { actor: user.id });
      return reply.status(201).send(toUserDto(user));
    },
  );
}
