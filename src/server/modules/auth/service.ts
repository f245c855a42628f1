import type { SystemSettings } from '../../../domain/settings/system-settings.ts';
import {
  INVALID_CREDENTIALS_MESSAGE,
  LOCKED_MESSAGE,
  LOCKOUT_MINUTES,
  RATE_LIMITED_MESSAGE,
} from '../../../domain/user/user.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { ReadCache } from '../../db/read-cache.ts';
import { HttpError } from '../../errors.ts';
import { readSettings } from '../settings/read-settings.ts';
import type { SettingsService } from '../settings/service.ts';
import { verifyPassword } from './password-hash.ts';
import { createAuthRepository, type UserRow } from './repository.ts';
import { ABSOLUTE_SESSION_MS, hashToken, newSessionToken, TOUCH_INTERVAL_MS } from './session-token.ts';

/** Writes a security event (sign-in success and failure, lockout, ...) with the request's id and address. */
export type SecurityLog = (event: string, fields: Record<string, unknown>) => void;

interface Deps {
  db: Db;
  settings: SettingsService;
  signInRateLimit: number;
  changes: ChangeFeed;
}

type SessionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createAuthRepository>['loadSession']>>>;

const WINDOW_MS = LOCKOUT_MINUTES * 60 * 1000;

export function createAuthService({ db, settings: settingsService, signInRateLimit, changes }: Deps) {
  const repo = createAuthRepository(db);
  // Every request resolves its session: from memory until a session, user or setting changes (ADR 007).
  const sessions = new ReadCache<{ row: SessionRow; settings: SystemSettings }>(changes, {
    maxEntries: 10_000,
  });

  async function loadSession(idHash: string) {
    const cached = sessions.get(idHash);
    if (cached) return cached;
    const generation = sessions.begin();
    const row = await repo.loadSession(idHash);
    if (!row) return undefined;
    const loaded = { row, settings: readSettings(row.settings) };
    sessions.set(idHash, generation, loaded);
    return loaded;
  }

  async function startSession(
    user: UserRow,
    ip: string,
    userAgent: string | undefined,
    previousToken?: string,
  ) {
    // A new id on every sign-in: a session id planted before sign-in never becomes authenticated.
    if (previousToken) await repo.deleteSession(hashToken(previousToken));
    const { token, idHash } = newSessionToken();
    const now = new Date();
    await repo.createSession({
      idHash,
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + ABSOLUTE_SESSION_MS),
      ip,
      userAgent: userAgent?.slice(0, 500),
    });
    return token;
  }

  return {
    startSession,

    async signIn(
      input: { email: string; password: string; ip: string; userAgent?: string; previousToken?: string },
      securityLog: SecurityLog,
    ) {
      const email = input.email.trim().toLowerCase();
      const windowStart = new Date(Date.now() - WINDOW_MS);
      // Per-IP limit first: it also slows down guessing across many accounts.
      if ((await repo.attemptsFromIp(input.ip, windowStart)) >= signInRateLimit) {
        await repo.recordAttempt(email, input.ip, 'rate_limited');
        securityLog('sign_in_rate_limited', { email, ip: input.ip });
        throw new HttpError(429, RATE_LIMITED_MESSAGE);
      }
      const settings = await settingsService.get();
      // Lockouts are counted per e-mail whether or not the account exists, so the answer never tells.
      if ((await repo.recentFailures(email, windowStart)) >= settings.security.maxLoginAttempts) {
        await repo.recordAttempt(email, input.ip, 'locked');
        securityLog('sign_in_locked', { email, ip: input.ip });
        throw new HttpError(429, LOCKED_MESSAGE);
      }
      const user = await repo.findUserByEmail(email);
      const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !ok) {
        await repo.recordAttempt(email, input.ip, 'failure');
        securityLog('sign_in_failure', { email, ip: input.ip });
        if ((await repo.recentFailures(email, windowStart)) >= settings.security.maxLoginAttempts) {
          securityLog('account_locked', { email, ip: input.ip, minutes: LOCKOUT_MINUTES });
        }
        throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
      }
      await repo.recordAttempt(email, input.ip, 'success');
      const token = await startSession(user, input.ip, input.userAgent, input.previousToken);
      securityLog('sign_in_success', { actor: user.id, email, ip: input.ip });
      return { user, token };
    },

    async signOut(token: string | undefined) {
      if (!token) return;
      await repo.deleteSession(hashToken(token));
      changes.bump();
    },

    /** The session's user when the session is valid (not idle past the timeout, not past 12 hours). */
    async resolve(token: string) {
      const idHash = hashToken(token);
      const loaded = await loadSession(idHash);
      if (!loaded) return undefined;
      const { row, settings } = loaded;
      const now = new Date();
      const idleLimit = row.session.lastSeenAt.getTime() + settings.security.sessionTimeout;
      if (now.getTime() > idleLimit || now > row.session.expiresAt) {
        sessions.delete(idHash);
        await repo.deleteSession(idHash);
        return undefined;
      }
      if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        // Set first: concurrent requests of this session touch it once.
        row.session.lastSeenAt = now;
        await repo.touchSession(idHash, row.user.id, now);
      }
      return { user: row.user, settings, idHash };
    },

    /** Whether a session is still valid, without counting this as activity (open event streams). */
    async isValid(token: string) {
      const row = await repo.loadSession(hashToken(token));
      if (!row) return false;
      const settings = readSettings(row.settings);
      const now = Date.now();
      return (
        now <= row.session.lastSeenAt.getTime() + settings.security.sessionTimeout &&
        now <= row.session.expiresAt.getTime()
      );
    },

    async endOtherSessions(userId: string, keepToken?: string) {
      await repo.deleteUserSessions(userId, keepToken ? hashToken(keepToken) : undefined);
      changes.bump();
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
