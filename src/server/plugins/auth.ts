import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Feature, SystemSettings } from '../../domain/settings/system-settings.ts';
import { type Action, can, type Resource } from '../../domain/user/permissions.ts';
import type { UserRow } from '../modules/auth/repository.ts';
import type { AuthService } from '../modules/auth/service.ts';

/**
 * Who may call a route. Every /api route declares one (checked at registration, so a new route cannot
 * forget it): `public`, `user` (any signed-in user) or a permission of the matrix in domain/user/permissions.
 */
export type Access = 'public' | 'user' | { action: Action; resource: Resource };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A feature flag of the system settings: when it is off the route answers 404. */
    feature?: Feature;
    /** Answers even in maintenance mode (sign-in, sign-out, the current user, health). */
    maintenanceExempt?: boolean;
  }
  interface FastifyInstance {
    /** Every /api route with its access rule: the tests enumerate it (401 and permission matrices). */
    apiRoutes: { method: string; url: string; access: Access; feature?: Feature }[];
  }
  interface FastifyRequest {
    user: UserRow | null;
    sessionToken: string | null;
    settings: SystemSettings | null;
  }
}

export interface AuthPluginOptions {
  auth: AuthService;
  cookieName: string;
  secureCookies: boolean;
}

export function sessionCookieName(secure: boolean) {
  // __Host- binds the cookie to this host over HTTPS (Secure, Path=/, no Domain).
  return secure ? '__Host-formulary_session' : 'formulary_session';
}

async function authPlugin(app: FastifyInstance, options: AuthPluginOptions) {
  const { auth, cookieName } = options;
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('settings', null);

  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        app.apiRoutes.push({ method, url: route.url, access, feature: route.config?.feature });
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const config = request.routeOptions.config;
    const access = config?.access;
    if (!access) return; // static files and the web app
    const token = request.cookies[cookieName];
    if (token && token.length <= 100) {
      const resolved = await auth.resolve(token);
      if (resolved) {
        request.user = resolved.user;
        request.sessionToken = token;
        request.settings = resolved.settings;
      }
    }
    if (access === 'public') return;
    if (!request.user) return reply.status(401).send({ message: 'Unauthorized' });
    const settings = request.settings;
    const isAdmin = can(request.user, 'read', 'admin');
    if (settings?.platform.maintenance && !isAdmin && !config.maintenanceExempt) {
      return reply
        .status(503)
        .send({ message: 'The platform is under maintenance. Please try again later.' });
    }
    if (config.feature && settings && !settings.features[config.feature]) {
      return reply.status(404).send({ message: 'Not found' });
    }
    if (access !== 'user' && !can(request.user, access.action, access.resource)) {
      request.log.warn(
        {
          event: 'forbidden',
          actor: request.user.id,
          ip: request.ip,
          reqId: request.id,
          route: request.routeOptions.url,
        },
        'security event',
      );
      return reply.status(403).send({ message: 'You do not have permission to do this.' });
    }
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['@fastify/cookie'] });
