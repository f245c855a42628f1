import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { bearerToken } from '../../domain/integrations/tokens.ts';
import { securityLogFor } from '../http/request-actor.ts';

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface SecurityOptions {
  /** The site's own origin when known (PUBLIC_ORIGIN); otherwise the request's Host is used. */
  publicOrigin?: string;
  secure: boolean;
}

function ownOrigin(request: FastifyRequest, publicOrigin?: string): string {
  return publicOrigin ?? `${request.protocol}://${request.host}`;
}

/**
 * CSRF (docs/product-rules.md, "Sign-in and permissions"): a state-changing request must come from our own origin (Origin header, or
 * Sec-Fetch-Site: same-origin) and carry a JSON body when it carries one; anything else is refused with 403.
 */
export function csrfRefusal(request: FastifyRequest, publicOrigin?: string): string | undefined {
  if (!STATE_CHANGING.has(request.method)) return undefined;
  // A bearer request is authenticated by its header alone, which a browser never adds to a forged request, and any
  // cookie it carries is ignored (plugins/auth.ts): there is nothing to forge.
  if (bearerToken(request.headers.authorization) !== undefined) return undefined;
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return 'cross-site request';
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (origin === 'null' || origin !== ownOrigin(request, publicOrigin)) return 'foreign origin';
  } else if (site !== 'same-origin') {
    return 'missing origin';
  }
  const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'];
  const type = request.headers['content-type'] ?? '';
  if (hasBody && !/^application\/json\s*(;|$)/i.test(type)) return 'non-JSON body';
  return undefined;
}

/**
 * Helmet's headers, computed once: they depend only on the options, and @fastify/helmet rebuilt the whole
 * middleware (CSP parsing included) on every request, about a fifth of a cached read's time.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The headers of an API answer that is no page (JSON, a file to download): OWASP's REST Security Cheat Sheet
 * ("Security Headers") set, plus Cross-Origin-Resource-Policy so that no other site's page can load one. Helmet's
 * other headers (the page's CSP sources, COOP, Origin-Agent-Cluster, DNS prefetch, the legacy IE and Flash ones)
 * only act on a document the browser renders; sent on every answer they cost Node a validation each, about a
 * tenth of a cached read (ADR 075).
 */
export function apiHeaders(pageHeaders: Readonly<Record<string, string>>): Record<string, string> {
  const hsts = pageHeaders['strict-transport-security'];
  return {
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    // The pages' own, so that one setting decides it for both.
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

async function securityPlugin(app: FastifyInstance, options: SecurityOptions) {
  const pageHeaders = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and Recharts set inline style attributes; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.secure ? { upgradeInsecureRequests: [] } : { upgradeInsecureRequests: null }),
      },
    },
    strictTransportSecurity: options.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const apiDocumentHeaders = { ...pageHeaders, 'cache-control': 'no-store' };
  const apiAnswerHeaders = apiHeaders(pageHeaders);

  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) {
      reply.headers(pageHeaders);
      return done();
    }
    reply.headers(request.routeOptions.config.document ? apiDocumentHeaders : apiAnswerHeaders);
    const refusal = csrfRefusal(request, options.publicOrigin);
    if (!refusal) return done();
    securityLogFor(request)('csrf_refused', { reason: refusal });
    // Answered here: a callback hook that replies does not call done.
    reply.status(403).send({ message: 'Cross-site request refused' });
  });
}

export default fp(securityPlugin, { name: 'security' });
