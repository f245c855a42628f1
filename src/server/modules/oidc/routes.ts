import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../errors.ts';
import { securityLogFor } from '../../http/request-actor.ts';
import { replySignedIn, type SignInReplyOptions, sessionContext } from '../../http/sign-in-reply.ts';
import { safeErrorText } from '../../safe-error.ts';
import type { SecretBox } from '../../secrets/secret-box.ts';
import type { AuthService } from '../auth/service.ts';
import { setPendingLink } from './link-cookie.ts';
import { type OidcChecks, type OidcService, SSO_UNVERIFIED_MESSAGE } from './service.ts';

export interface OidcRoutesOptions extends SignInReplyOptions {
  oidc: OidcService;
  auth: AuthService;
  publicOrigin?: string;
  /** Seals the pending link of a single sign-on that found a local account (ADR 032). */
  secrets: SecretBox;
}

const CHECKS_COOKIE = 'formulary_oidc';
const CALLBACK = '/api/auth/oidc/callback';

function origin(request: FastifyRequest, publicOrigin?: string) {
  return publicOrigin ?? `${request.protocol}://${request.host}`;
}

function readChecks(value: string | undefined): OidcChecks | undefined {
  if (!value || value.length > 1000) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    return typeof parsed?.state === 'string' &&
      typeof parsed.nonce === 'string' &&
      typeof parsed.verifier === 'string'
      ? parsed
      : undefined;
  } catch {
    return undefined;
  }
}

/** Single sign-on: to the provider and back (Authorization Code + PKCE); the sign-in screen shows failures. */
export async function oidcRoutes(app: FastifyInstance, options: OidcRoutesOptions) {
  const { oidc, auth, cookieName, secureCookies, publicOrigin, secrets } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cookie = { path: CALLBACK, httpOnly: true, sameSite: 'lax', secure: secureCookies } as const;

  r.get(
    '/api/auth/oidc/start',
    { config: { access: 'public', maintenanceExempt: true } },
    async (request, reply) => {
      if (!oidc.enabled) throw new HttpError(404, 'Not found');
      // Normalised as a URL is (no default port), exactly as the callback's own URL will read.
      const { url, checks } = await oidc.start(new URL(CALLBACK, origin(request, publicOrigin)).href);
      reply.setCookie(CHECKS_COOKIE, Buffer.from(JSON.stringify(checks)).toString('base64url'), {
        ...cookie,
        maxAge: 10 * 60,
      });
      return reply.redirect(url);
    },
  );

  r.get(
    CALLBACK,
    {
      config: { access: 'public', maintenanceExempt: true },
      schema: { querystring: z.record(z.string(), z.string().max(4000)) },
    },
    async (request, reply) => {
      if (!oidc.enabled) throw new HttpError(404, 'Not found');
      const checks = readChecks(request.cookies[CHECKS_COOKIE]);
      reply.clearCookie(CHECKS_COOKIE, cookie);
      const log = securityLogFor(request);
      if (!checks) return reply.redirect('/sign-in?sso=failed');
      try {
        const found = await oidc.finish(new URL(request.url, origin(request, publicOrigin)), checks);
        if ('link' in found) {
          // A local account of this e-mail: its owner confirms with its password before it is linked (ADR 032).
          setPendingLink(reply, secrets, found.link, secureCookies);
          log('sso_link_pending', { target: found.link.userId });
          return reply.redirect('/sign-in?sso=link');
        }
        const result = await auth.signInExternal(found.user, sessionContext(request, cookieName), log);
        const pending = result.status !== 'signed_in';
        await replySignedIn(request, reply, { ...result, pending }, options);
        if (result.status === 'two_factor') return reply.redirect('/sign-in?step=two-factor');
        if (result.status === 'enrol') return reply.redirect('/sign-in?step=enrol');
        return reply.redirect('/');
      } catch (error) {
        const unverified = error instanceof HttpError && error.message === SSO_UNVERIFIED_MESSAGE;
        // An OAuth error carries a code and a description from the provider (never a token).
        const oauth = error as { error?: unknown; error_description?: unknown };
        const reason = unverified
          ? 'unverified_email'
          : typeof oauth.error === 'string'
            ? `${oauth.error}: ${String(oauth.error_description ?? '')}`
            : safeErrorText(error);
        log('sso_failure', { reason });
        return reply.redirect(`/sign-in?sso=${unverified ? 'unverified' : 'failed'}`);
      }
    },
  );
}
