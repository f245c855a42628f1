import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { bearerToken } from '../../domain/integrations/tokens.ts';

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

async function securityPlugin(app: FastifyInstance, options: SecurityOptions) {
  const headers = securityHeaders({
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
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    reply.header('cache-control', 'no-store');
    const refusal = csrfRefusal(request, options.publicOrigin);
    if (!refusal) return done();
    request.log.warn(
      { event: 'csrf_refused', reason: refusal, ip: request.ip, reqId: request.id },
      'security event',
    );
    // Answered here: a callback hook that replies does not call done.
    reply.status(403).send({ message: 'Cross-site request refused' });
  });
}

export default fp(securityPlugin, { name: 'security' });
