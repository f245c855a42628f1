import * as client from 'openid-client';
import { displayName } from '../../../domain/user/initials.ts';
import { roleLabel } from '../../../domain/user/roles.ts';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { HttpError } from '../../errors.ts';
import { safeErrorText } from '../../safe-error.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
import { namesFromClaims, roleFromClaims } from './claims.ts';
import { createOidcRepository, type UserRow } from './repository.ts';

export const SSO_FAILED_MESSAGE = 'Single sign-on failed. Try again or ask an administrator.';
export const SSO_UNVERIFIED_MESSAGE = 'Your identity provider did not confirm your e-mail address.';

/**
 * What single sign-on found (ADR 032): a user to sign in, or a local account of that e-mail that only its owner's
 * password (or an administrator) may link to this identity.
 */
export type SsoOutcome = { user: UserRow } | { link: { userId: string; subject: string; email: string } };

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
 * Single sign-on with OpenID Connect (docs/product-rules.md, "Sign-in and permissions"): Authorization Code with PKCE, state and nonce, through
 * `openid-client`. The provider's metadata is discovered on first use (a provider that is down at boot does not
 * stop the platform). Users are matched by subject; a local account of the verified e-mail is linked only once its
 * owner confirms with its password or an administrator allowed it (ADR 032); otherwise a new user is created as a
 * viewer, or with the role OIDC_ROLE_MAP gives the OIDC_ROLE_CLAIM's value.
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

  async function findOrCreate(claims: Record<string, unknown>, subject: string): Promise<SsoOutcome> {
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    return db.transaction(async (tx) => {
      const repo = createOidcRepository(tx);
      const linked = await repo.bySubject(subject);
      if (linked) return { user: linked };
      if (!email || claims.email_verified !== true) throw new HttpError(403, SSO_UNVERIFIED_MESSAGE);
      const existing = await repo.byEmail(email);
      if (existing) {
        // Another subject already owns this account: a second identity never takes it over.
        if (existing.oidcSubject && existing.oidcSubject !== subject)
          throw new HttpError(403, SSO_FAILED_MESSAGE);
        // Never linked on the provider's word alone: an administrator allowed it, or the owner confirms with
        // the account's password (ADR 032).
        if (!existing.oidcLinkUntil || existing.oidcLinkUntil.getTime() < Date.now()) {
          return { link: { userId: existing.id, subject, email } };
        }
        return { user: await linkAccount(tx, existing, subject, 'as an administrator allowed') };
      }
      const role = roleFromClaims(claims, config!.roleClaim, config!.roleMap);
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
      return { user: created };
    });
  }

  async function linkAccount(tx: Executor, existing: UserRow, subject: string, how: string) {
    await recordActivity(
      tx,
      { userId: existing.id },
      {
        action: 'user_sso_link',
        entityType: 'user',
        entityId: existing.id,
        description: `${displayName(existing)} was linked to single sign-on ${how}`,
      },
    );
    await publishEvent(tx, 'users', existing.id);
    return createOidcRepository(tx).link(existing.id, subject);
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

    /** The local account a pending link names (403 when it is gone). */
    async account(userId: string): Promise<UserRow> {
      const row = await createOidcRepository(db).byIdRead(userId);
      if (!row) throw new HttpError(403, SSO_FAILED_MESSAGE);
      return row;
    },

    /**
     * Links a local account its owner has just proven with its password (the caller re-authenticated them) to the
     * identity single sign-on vouched for; refused when the account was linked to another meanwhile.
     */
    async confirmLink(pending: { userId: string; subject: string }): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const repo = createOidcRepository(tx);
        const account = await repo.byId(pending.userId);
        if (!account) throw new HttpError(403, SSO_FAILED_MESSAGE);
        if (account.oidcSubject === pending.subject) return account;
        if (account.oidcSubject || (await repo.bySubject(pending.subject)))
          throw new HttpError(403, SSO_FAILED_MESSAGE);
        return linkAccount(tx, account, pending.subject, 'after confirming with the account’s password');
      });
    },

    /** The provider sent the browser back: exchange the code (PKCE), check the ID token, find the user. */
    async finish(currentUrl: URL, checks: OidcChecks): Promise<SsoOutcome> {
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
