import { CURRENT_PASSWORD_WRONG } from '../../../domain/profile/profile-schema.ts';
import {
  CODE_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_REQUIRED,
  FRESH_SIGN_IN_MS,
  SIGN_IN_AGAIN_MESSAGE,
} from '../../../domain/user/reauthentication.ts';
import { signInDelayMs } from '../../../domain/user/sign-in-policy.ts';
import {
  INVALID_CODE_MESSAGE,
  SIGN_IN_EXPIRED_MESSAGE,
  type TwoFactorCode,
} from '../../../domain/user/two-factor.ts';
import {
  INVALID_CREDENTIALS_MESSAGE,
  LOCKED_MESSAGE,
  LOCKOUT_MINUTES,
  RATE_LIMITED_MESSAGE,
} from '../../../domain/user/user.ts';
import { badRequest, HttpError } from '../../errors.ts';
import type { SettingsService } from '../settings/service.ts';
import type { SecurityLog, SessionContext } from './auth-types.ts';
import { verifyPassword } from './password-hash.ts';
import { type AuthRepository, type SessionStage, UNLOCK_ADDRESS, type UserRow } from './repository.ts';

const WINDOW_MS = LOCKOUT_MINUTES * 60 * 1000;

export interface SignInDeps {
  repo: AuthRepository;
  settings: SettingsService;
  signInRateLimit: number;
  twoFactor: {
    /** Checks a code or a recovery code of an enrolled user; a code is used once. */
    verify(userId: string, input: TwoFactorCode): Promise<boolean>;
  };
  startSession(
    user: UserRow,
    context: SessionContext,
    stage?: SessionStage,
  ): Promise<{ token: string; lifetimeMs: number }>;
  pending(token: string, stage: SessionStage): Promise<UserRow | undefined>;
  /** When the signed-in session behind a cookie began (a fresh sign-in re-authenticates a passwordless user). */
  sessionStartedAt(token: string): Promise<Date | undefined>;
  endSession(token: string): Promise<void>;
  sleep(ms: number): Promise<void>;
}

export type SignInResult =
  | { status: 'signed_in'; user: UserRow; token: string; lifetimeMs: number }
  | { status: 'two_factor' | 'enrol'; user: UserRow; token: string; lifetimeMs: number };

/**
 * Sign-in (docs/product-rules.md, "Sign-in and permissions" as ADR 011 changes it): failures lock the pair (account, client address) for 15 minutes,
 * never the account for everyone; the account's failures from every address slow its sign-ins down instead.
 * A user with two-factor sign-in gets a pending session that reaches nothing until the code is given.
 */
export function createSignIn(deps: SignInDeps) {
  const { repo, settings, signInRateLimit, twoFactor, startSession } = deps;
  const windowStart = () => new Date(Date.now() - WINDOW_MS);

  async function maxAttempts() {
    return (await settings.get()).security.maxLoginAttempts;
  }

  async function assertPairOpen(email: string, ip: string, log: SecurityLog) {
    if ((await repo.pairFailures(email, ip, windowStart())) >= (await maxAttempts())) {
      await repo.recordAttempt(email, ip, 'locked');
      log('sign_in_locked', { email, ip });
      throw new HttpError(429, LOCKED_MESSAGE);
    }
  }

  /** Records a failure; the one that reaches the limit locks the pair and is a security event of its own. */
  async function fail(email: string, ip: string, log: SecurityLog, event: string) {
    await repo.recordAttempt(email, ip, 'failure');
    log(event, { email, ip });
    const failures = await repo.pairFailures(email, ip, windowStart());
    const limit = await maxAttempts();
    if (failures === limit) log('account_locked', { email, ip, minutes: LOCKOUT_MINUTES });
    return failures >= limit;
  }

  /** After the first factor (a password, or the identity provider): the second one, enrolment, or in. */
  async function afterFirstFactor(user: UserRow, context: SessionContext, method: string, log: SecurityLog) {
    const email = user.email.toLowerCase();
    if (user.totpEnabledAt) {
      // Success is recorded only after the code: a right password alone never resets the pair's failures.
      const started = await startSession(user, context, 'two_factor');
      log('sign_in_two_factor_due', { actor: user.id, email, ip: context.ip, method });
      return { status: 'two_factor' as const, user, ...started };
    }
    await repo.recordAttempt(email, context.ip, 'success');
    const current = await settings.get();
    if (user.role === 'admin' && current.security.requireTwoFactorForAdmins) {
      const started = await startSession(user, context, 'enrol');
      log('sign_in_enrolment_due', { actor: user.id, email, ip: context.ip, method });
      return { status: 'enrol' as const, user, ...started };
    }
    const started = await startSession(user, context);
    log('sign_in_success', { actor: user.id, email, ip: context.ip, method });
    return { status: 'signed_in' as const, user, ...started };
  }

  return {
    async signIn(
      input: { email: string; password: string } & SessionContext,
      log: SecurityLog,
    ): Promise<SignInResult> {
      const email = input.email.trim().toLowerCase();
      const { ip } = input;
      // Per-address limit first: failures from this address across every account (guessing many accounts).
      if ((await repo.failuresFromIp(ip, windowStart())) >= signInRateLimit) {
        await repo.recordAttempt(email, ip, 'rate_limited');
        log('sign_in_rate_limited', { email, ip });
        throw new HttpError(429, RATE_LIMITED_MESSAGE);
      }
      // Counted per e-mail whether or not the account exists, so the answer never tells.
      await assertPairOpen(email, ip, log);
      const delay = signInDelayMs(await repo.accountFailures(email, windowStart()), await maxAttempts());
      if (delay > 0) {
        log('sign_in_slowed', { email, ip, delayMs: delay });
        await deps.sleep(delay);
      }
      const user = await repo.findUserByEmail(email);
      const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !ok) {
        await fail(email, ip, log, 'sign_in_failure');
        throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
      }
      return afterFirstFactor(user, input, 'password', log);
    },

    /** A user the identity provider vouched for (single sign-on): the same second factor and enrolment rules. */
    signInExternal(user: UserRow, context: SessionContext, log: SecurityLog) {
      return afterFirstFactor(user, context, 'oidc', log);
    },

    /** The second step: a code from the authenticator app, or one of the recovery codes. */
    async completeTwoFactor(token: string, input: TwoFactorCode, context: SessionContext, log: SecurityLog) {
      const user = await deps.pending(token, 'two_factor');
      if (!user) throw new HttpError(401, SIGN_IN_EXPIRED_MESSAGE);
      const email = user.email.toLowerCase();
      try {
        await assertPairOpen(email, context.ip, log);
      } catch (error) {
        await deps.endSession(token);
        throw error;
      }
      if (!(await twoFactor.verify(user.id, input))) {
        const locked = await fail(email, context.ip, log, 'two_factor_failure');
        if (locked) await deps.endSession(token);
        throw new HttpError(locked ? 429 : 401, locked ? LOCKED_MESSAGE : INVALID_CODE_MESSAGE);
      }
      await repo.recordAttempt(email, context.ip, 'success');
      const started = await startSession(user, { ...context, previousToken: token });
      log('sign_in_success', {
        actor: user.id,
        email,
        ip: context.ip,
        method: input.recoveryCode ? 'recovery_code' : 'totp',
      });
      return { user, ...started };
    },

    /**
     * A signed-in user proves it is them before a sensitive change (ADR 030): the current password, then the
     * authenticator's code when two-factor sign-in is on (unless `withCode` is false: turning it on has no code
     * yet). Limited as sign-in is: the address's failures and the (account, address) lock of ADR 011, and a
     * wrong password or code is a failure of that pair. `field` names the password field in the answer. An account
     * with no password (single sign-on only) has none to give: a sign-in of its session within the last ten
     * minutes stands for it.
     */
    async reauthenticate(
      user: UserRow,
      input: { password?: string; code?: string },
      ip: string,
      log: SecurityLog,
      options: { field?: string; withCode?: boolean; sessionToken?: string | null } = {},
    ) {
      const email = user.email.toLowerCase();
      const field = options.field ?? 'currentPassword';
      if (!user.passwordHash) {
        const started = options.sessionToken ? await deps.sessionStartedAt(options.sessionToken) : undefined;
        if (!started || Date.now() - started.getTime() > FRESH_SIGN_IN_MS) {
          throw new HttpError(403, SIGN_IN_AGAIN_MESSAGE);
        }
      } else if (!input.password) {
        throw badRequest(CURRENT_PASSWORD_REQUIRED, { [field]: [CURRENT_PASSWORD_REQUIRED] });
      }
      if ((await repo.failuresFromIp(ip, windowStart())) >= signInRateLimit) {
        log('reauthentication_rate_limited', { actor: user.id, ip });
        throw new HttpError(429, RATE_LIMITED_MESSAGE);
      }
      await assertPairOpen(email, ip, log);
      const refuse = async (message: string, key: string) => {
        const locked = await fail(email, ip, log, 'reauthentication_failure');
        throw locked ? new HttpError(429, LOCKED_MESSAGE) : badRequest(message, { [key]: [message] });
      };
      if (user.passwordHash && !(await verifyPassword(user.passwordHash, input.password ?? ''))) {
        await refuse(CURRENT_PASSWORD_WRONG, field);
      }
      if (user.totpEnabledAt && options.withCode !== false) {
        // Checked before the code is spent: a missing code is the form's mistake, not a guess.
        if (!input.code) throw badRequest(CODE_REQUIRED_MESSAGE, { code: [CODE_REQUIRED_MESSAGE] });
        if (!(await twoFactor.verify(user.id, { code: input.code })))
          await refuse(INVALID_CODE_MESSAGE, 'code');
      }
      await repo.recordAttempt(email, ip, 'success');
    },

    /** An administrator who had to enrol has done so: the pending session becomes a signed-in one. */
    async completeEnrolment(token: string, context: SessionContext) {
      const user = await deps.pending(token, 'enrol');
      if (!user) throw new HttpError(401, SIGN_IN_EXPIRED_MESSAGE);
      return startSession(user, { ...context, previousToken: token });
    },

    /** An administrator lifts every lock of an account at once (ADR 011). */
    async unlock(email: string) {
      await repo.recordAttempt(email, UNLOCK_ADDRESS, 'unlock');
    },

    async lockedEmails(emails: string[]) {
      return repo.lockedEmails(emails, windowStart(), await maxAttempts());
    },
  };
}
