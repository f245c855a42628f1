import * as client from 'openid-client';
import { displayName } from '../../../domain/user/initials.ts';
import { roleLabel } from '../../../domain/user/roles.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../errors.ts';
import { safeErrorText } from '../../safe-error.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
import { namesFromClaims, roleFromClaims } from './claims.ts';
import { createOidcRepository, type UserRow } from './repository.ts';

export const SSO_FAILED_MESSAGE = 'Single sign-on failed. Try again or ask an administrator.';
export const SSO_UNVERIFIED_MESSAGE = 'Your identity provider did not confirm your e-mail address.';

/** What the browser keeps between leaving for the provider and coming back (httpOnly, ten minutes). */
export interface OidcChecks {
  state: string;
  nonce: string;
  verifier: string;
}

interface Deps {
  db: Db;
  config: Config['oidc'];
  log: (message: string) => void;
}

/**
 * Single sign-on with OpenID Connect (issue 13): Authorization Code with PKCE, state and nonce, through
 * `openid-client`. The provider's metadata is discovered on first use (a provider that is down at boot does not
 * stop the platform). Users are matched by subject, then by a verified e-mail, and otherwise created as viewers
 * (or with the role OIDC_ROLE_CLAIM names).
 */
export function createOidcService({ db, config, log }: Deps) {
  let discovered: Promise<client.Configuration> | undefined;

  function configuration(): Promise<client.Configuration> {
    if (!config) throw new HttpError(404, 'Not found');
    discovered ??= client
      // client_secret_basic: the OpenID Connect default every provider supports.
      .discovery(
        new URL(config.issuer),
        config.clientId,
        undefined,
        client.ClientSecretBasic(config.clientSecret),
        {
          // An http:// issuer is only accepted when the operator configured one (a provider on the same host).
          execute: config.issuer.startsWith('http://') ? [client.allowInsecureRequests] : [],
        },
      )
      .catch((error: unknown) => {
        discovered = undefined;
        log(`OIDC discovery failed: ${safeErrorText(error)}`);
        throw new HttpError(502, SSO_FAILED_MESSAGE);
      });
    return discovered;
  }

  async function findOrCreate(claims: Record<string, unknown>, subject: string): Promise<UserRow> {
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    return db.transaction(async (tx) => {
      const repo = createOidcRepository(tx);
      const linked = await repo.bySubject(subject);
      if (linked) return linked;
      if (!email || claims.email_verified !== true) throw new HttpError(403, SSO_UNVERIFIED_MESSAGE);
      const existing = await repo.byEmail(email);
      if (existing) {
        // Another subject already owns this account: a second identity never takes it over.
        if (existing.oidcSubject && existing.oidcSubject !== subject)
          throw new HttpError(403, SSO_FAILED_MESSAGE);
        await recordActivity(
          tx,
          { userId: existing.id },
          {
            action: 'user_sso_link',
            entityType: 'user',
            entityId: existing.id,
            description: `${displayName(existing)} signed in with single sign-on for the first time`,
          },
        );
        return repo.link(existing.id, subject);
      }
      const role = roleFromClaims(claims, config?.roleClaim);
      const created = await repo.insert({
        email,
        role,
        oidcSubject: subject,
        ...namesFromClaims(claims, email),
      });
      await recordActivity(
        tx,
        { userId: created.id },
        {
          action: 'user_sso_create',
          entityType: 'user',
          entityId: created.id,
          description: `${displayName(created)} (${email}) joined through single sign-on as ${roleLabel(role)}`,
        },
      );
      await publishEvent(tx, 'users', created.id);
      return created;
    });
  }

  return {
    enabled: Boolean(config),

    /** Where to send the browser, and the checks it must bring back. */
    async start(redirectUri: string): Promise<{ url: string; checks: OidcChecks }> {
      const settings = await configuration();
      const checks = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(settings, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url: url.href, checks };
    },

    /** The provider sent the browser back: exchange the code (PKCE), check the ID token, find the user. */
    async finish(currentUrl: URL, checks: OidcChecks): Promise<UserRow> {
      const settings = await configuration();
      const tokens = await client.authorizationCodeGrant(settings, currentUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new HttpError(403, SSO_FAILED_MESSAGE);
      let claims: Record<string, unknown> = { ...idClaims };
      if (typeof claims.email !== 'string' && tokens.access_token) {
        claims = { ...claims, ...(await client.fetchUserInfo(settings, tokens.access_token, idClaims.sub)) };
      }
      return findOrCreate(claims, `${config!.issuer}#${idClaims.sub}`);
    },
  };
}
export type OidcService = ReturnType<typeof createOidcService>;
