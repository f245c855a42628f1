import { readAccountSettings } from '../../../domain/account/account-settings.ts';
import type { SystemSettings } from '../../../domain/settings/system-settings.ts';
import { PENDING_SIGN_IN_MS, sessionLifetimeMs } from '../../../domain/user/sign-in-policy.ts';
import { SESSION_ID_LENGTH, type UserSession } from '../../../domain/user/user-sessions.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { ReadCache } from '../../db/read-cache.ts';
import { readSettings } from '../settings/read-settings.ts';
import type { SettingsService } from '../settings/service.ts';
import type { SessionContext } from './auth-types.ts';
import { createAuthRepository, type SessionStage, type UserRow } from './repository.ts';
import { hashToken, newSessionToken, TOUCH_INTERVAL_MS } from './session-token.ts';
import { createSignIn, type SignInDeps } from './sign-in.ts';

/** A user's row as the auth module hands it to other modules (they never import its repository). */
export type { UserRow };

interface Deps {
  db: Db;
  settings: SettingsService;
  signInRateLimit: number;
  changes: ChangeFeed;
  twoFactor: SignInDeps['twoFactor'];
  /** Waits before a slowed sign-in is checked (tests pass a recorder instead of a timer). */
  sleep?: (ms: number) => Promise<void>;
}

type SessionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createAuthRepository>['loadSession']>>>;
type Loaded = { row: SessionRow; settings: SystemSettings; lifetimeMs: number };

export function createAuthService({ db, settings, signInRateLimit, changes, twoFactor, sleep }: Deps) {
  const repo = createAuthRepository(db);
  // Every request resolves its session: from memory until a session, user or setting changes (ADR 007). The
  // tables loadSession reads: a change to any other leaves the sessions in memory.
  const sessions = new ReadCache<Loaded>(changes, {
    maxEntries: 10_000,
    tables: ['sessions', 'users', 'system_settings', 'account_settings'],
  });

  async function loadSession(idHash: string): Promise<Loaded | undefined> {
    const cached = sessions.get(idHash);
    if (cached) return cached;
    const generation = sessions.begin();
    const row = await repo.loadSession(idHash);
    if (!row) return undefined;
    const system = readSettings(row.settings);
    const account = readAccountSettings(row.account);
    const lifetimeMs = sessionLifetimeMs(account.security.sessionTimeout, system.security.maxSessionDays);
    const loaded = { row, settings: system, lifetimeMs };
    sessions.set(idHash, generation, loaded);
    return loaded;
  }

  /** Whether a loaded session is past its idle timeout, its own lifetime or (pending) its ten minutes. */
  function expired({ row, settings: system, lifetimeMs }: Loaded, now: number) {
    const { session } = row;
    return (
      now > session.lastSeenAt.getTime() + system.security.sessionTimeout ||
      now > session.expiresAt.getTime() ||
      now > session.createdAt.getTime() + lifetimeMs
    );
  }

  /** The absolute lifetime a new session of this user gets (their days within the system's bound). */
  async function lifetimeFor(userId: string): Promise<number> {
    const row = await repo.sessionSettings(userId);
    const system = readSettings(row?.settings);
    return sessionLifetimeMs(
      readAccountSettings(row?.account).security.sessionTimeout,
      system.security.maxSessionDays,
    );
  }

  /**
   * A new session id on every sign-in (a planted id never becomes authenticated). A pending session (two-factor
   * due, or enrolment required) lasts ten minutes and reaches nothing but the step it waits for.
   */
  async function startSession(user: UserRow, context: SessionContext, stage: SessionStage = 'active') {
    if (context.previousToken) await repo.deleteSession(hashToken(context.previousToken));
    const { token, idHash } = newSessionToken();
    const now = new Date();
    const lifetimeMs = stage === 'active' ? await lifetimeFor(user.id) : PENDING_SIGN_IN_MS;
    await repo.createSession({
      idHash,
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + lifetimeMs),
      ip: context.ip,
      userAgent: context.userAgent?.slice(0, 500),
      stage,
    });
    changes.bump();
    return { token, lifetimeMs };
  }

  /** The session behind a cookie when it is in `stage` and still valid. */
  async function sessionIn(token: string, stage: SessionStage) {
    const idHash = hashToken(token);
    const loaded = await loadSession(idHash);
    if (!loaded || loaded.row.session.stage !== stage) return undefined;
    if (expired(loaded, Date.now())) {
      sessions.delete(idHash);
      await repo.deleteSession(idHash);
      return undefined;
    }
    return { loaded, idHash };
  }

  const signIn = createSignIn({
    repo,
    settings,
    signInRateLimit,
    twoFactor,
    startSession,
    pending: async (token, stage) => (await sessionIn(token, stage))?.loaded.row.user,
    sessionStartedAt: async (token) => (await sessionIn(token, 'active'))?.loaded.row.session.createdAt,
    endSession: async (token) => {
      await repo.deleteSession(hashToken(token));
      changes.bump();
    },
    sleep: sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
  });

  return {
    startSession,
    ...signIn,

    async signOut(token: string | undefined) {
      if (!token) return;
      await repo.deleteSession(hashToken(token));
      changes.bump();
    },

    /** The session's user when the session is signed in and valid (idle timeout, its lifetime). */
    async resolve(token: string) {
      const found = await sessionIn(token, 'active');
      if (!found) return undefined;
      const { loaded, idHash } = found;
      const { row } = loaded;
      const now = new Date();
      if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        // Set first: concurrent requests of this session touch it once.
        row.session.lastSeenAt = now;
        await repo.touchSession(idHash, row.user.id, now);
      }
      return { user: row.user, settings: loaded.settings, idHash };
    },

    /** The user of a session that waits for two-factor enrolment (an administrator required to enrol). */
    async resolveEnrolment(token: string) {
      const found = await sessionIn(token, 'enrol');
      return found ? { user: found.loaded.row.user, settings: found.loaded.settings } : undefined;
    },

    /** Whether a session is still valid, without counting this as activity (open event streams). */
    async isValid(token: string) {
      const row = await repo.loadSession(hashToken(token));
      if (row?.session.stage !== 'active') return false;
      const system = readSettings(row.settings);
      const lifetimeMs = sessionLifetimeMs(
        readAccountSettings(row.account).security.sessionTimeout,
        system.security.maxSessionDays,
      );
      return !expired({ row, settings: system, lifetimeMs }, Date.now());
    },

    async endOtherSessions(userId: string, keepToken?: string) {
      await repo.deleteUserSessions(userId, keepToken ? hashToken(keepToken) : undefined);
      changes.bump();
    },

    /** A user's sessions as User Management lists them; `current` marks the asking session. */
    async sessionsOf(userId: string, currentToken?: string | null): Promise<UserSession[]> {
      const mine = currentToken ? hashToken(currentToken) : undefined;
      return (await repo.sessionsOf(userId)).map((row) => ({
        id: row.idHash.slice(0, SESSION_ID_LENGTH),
        stage: row.stage as UserSession['stage'],
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        ip: row.ip,
        userAgent: row.userAgent,
        current: row.idHash === mine,
      }));
    },

    /** Ends one session of a user by its public id; false when there is none. */
    async endSession(userId: string, sessionId: string): Promise<boolean> {
      const ended = await repo.deleteSessionByPrefix(userId, sessionId);
      if (ended) changes.bump();
      return ended;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
