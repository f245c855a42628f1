import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bearerToken } from '../../domain/integrations/tokens.ts';
import type { Feature, SystemSettings } from '../../domain/settings/system-settings.ts';
import { type Action, can, type Resource } from '../../domain/user/permissions.ts';
import { securityLogFor } from '../http/request-actor.ts';
import type { UserRow } from '../modules/auth/repository.ts';
import type { AuthService } from '../modules/auth/service.ts';
import type { BearerToken, TokenService } from '../modules/integrations/tokens-service.ts';
import { STATE_CHANGING } from './security.ts';

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
    /** Reached by an administrator who must set up two-factor sign-in before anything else (docs/product-rules.md, "Sign-in and permissions"). */
    enrolment?: boolean;
    /** The route answers a page of a list and its total in X-Total-Count (documented in the OpenAPI document). */
    totalCount?: boolean;
    /**
     * The route acts on the signed-in person's own account or things (profile, settings, notices, AI sessions): a
     * service token, which is no person, is refused (ADR 029).
     */
    personal?: boolean;
    /** An /api route whose answer the browser renders as a page (or loads into one): it gets the pages' headers. */
    document?: boolean;
  }
  interface FastifyInstance {
    /** Every /api route with its access rule: the tests enumerate it (401 and permission matrices). */
    apiRoutes: { method: string; url: string; access: Access; feature?: Feature }[];
  }
  interface FastifyRequest {
    user: UserRow | null;
    sessionToken: string | null;
    settings: SystemSettings | null;
    /** The session only waits for two-factor enrolment: it reaches the enrolment routes and nothing else. */
    enrolling: boolean;
    /** The API token of a bearer request (ADR 018); null for a browser session. */
    apiToken: BearerToken | null;
  }
}

/**
 * Routes a bearer token never reaches (ADR 018): passwords, two-factor and tokens themselves (a leaked token must
 * not mint more or lock its owner out), the browser's live-update stream, which lives and ends with a session,
 * the sign-in e-mail and sessions (ADR 030), and backups, which hold every account (ADR 031).
 */
export const SESSION_ONLY =
  /^\/api\/(profile\/(password|two-factor|tokens|email|sessions)|admin\/(tokens|backups)|admin\/users\/[^/]+\/sessions|events)(\/|$)/;

export const TOKEN_REFUSED_MESSAGE = 'Sign in to do this: an API token cannot.';

export const SERVICE_TOKEN_PERSONAL_MESSAGE =
  'A service token acts for no person: it has no profile, settings or notices. Sign in to do this.';

export interface AuthPluginOptions {
  auth: AuthService;
  tokens: TokenService;
  /** Requests per token per minute. */
  tokenRateLimit: number;
  cookieName: string;
  secureCookies: boolean;
}

export function sessionCookieName(secure: boolean) {
  // __Host- binds the cookie to this host over HTTPS (Secure, Path=/, no Domain).
  return secure ? '__Host-formulary_session' : 'formulary_session';
}

async function authPlugin(app: FastifyInstance, options: AuthPluginOptions) {
  const { auth, cookieName, tokens } = options;
  app.decorateRequest('user', null);
  app.decorateRequest('apiToken', null);
  // Per token, in the shared PostgreSQL store (plugins/rate-limit.ts), so every instance counts together.
  const tokenLimit = app.createRateLimit({
    max: options.tokenRateLimit,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-token:${request.apiToken?.id}`,
  });
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('settings', null);
  app.decorateRequest('enrolling', false);

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

  // Bearer requests never set a cookie (docs/architecture.md, "Requests: authentication, sessions, tokens, permissions"), whatever route they reach (sign-in included).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (bearerToken(request.headers.authorization) !== undefined) reply.removeHeader('set-cookie');
    done(null, payload);
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const config = request.routeOptions.config;
    const access = config?.access;
    if (!access) return; // static files and the web app
    const bearer = bearerToken(request.headers.authorization);
    const token = bearer === undefined ? request.cookies[cookieName] : undefined;
    if (bearer !== undefined) {
      // A bearer request is its token alone: any cookie it carries is ignored (so CSRF cannot apply).
      const resolved = await tokens.resolve(bearer, { ip: request.ip, requestId: request.id });
      if (resolved) {
        request.user = resolved.user;
        request.settings = resolved.settings;
        request.apiToken = resolved.token;
        const limit = await tokenLimit(request);
        if (!limit.isAllowed && limit.isExceeded) {
          return reply
            .status(429)
            .header('retry-after', limit.ttlInSeconds)
            .send({
              message: `Too many requests with this token. Try again in ${limit.ttlInSeconds} seconds.`,
            });
        }
      }
    } else if (token && token.length <= 100) {
      const resolved = await auth.resolve(token);
      if (resolved) {
        request.user = resolved.user;
        request.sessionToken = token;
        request.settings = resolved.settings;
      } else if (config.enrolment) {
        const enrolling = await auth.resolveEnrolment(token);
        if (enrolling) {
          request.user = enrolling.user;
          request.sessionToken = token;
          request.settings = enrolling.settings;
          request.enrolling = true;
        }
      }
    }
    if (access === 'public') return;
    if (!request.user) return reply.status(401).send({ message: 'Unauthorized' });
    if (request.apiToken) {
      if (SESSION_ONLY.test(request.routeOptions.url ?? '')) {
        return reply.status(403).send({ message: TOKEN_REFUSED_MESSAGE });
      }
      if (request.apiToken.kind === 'service' && config.personal) {
        return reply.status(403).send({ message: SERVICE_TOKEN_PERSONAL_MESSAGE });
      }
      if (request.apiToken.access === 'read' && STATE_CHANGING.has(request.method)) {
        return reply.status(403).send({ message: 'This API token is read-only.' });
      }
    }
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
      securityLogFor(request)('forbidden', { route: request.routeOptions.url });
      return reply.status(403).send({ message: 'You do not have permission to do this.' });
    }
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['@fastify/cookie', 'rate-limit-store'] });
