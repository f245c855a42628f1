import { displayName } from '../../../domain/user/initials.ts';
import type { UserSession } from '../../../domain/user/user-sessions.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import type { SecurityLog } from '../auth/auth-types.ts';
import { createUserRepository } from './repository.ts';

/** The auth module's sessions, as User Management reaches them. */
export interface SessionControl {
  sessionsOf(userId: string, currentToken?: string | null): Promise<UserSession[]>;
  endSession(userId: string, sessionId: string): Promise<boolean>;
  endOtherSessions(userId: string, keepToken?: string): Promise<void>;
}

/**
 * An administrator lists a user's sessions and ends one or all of them (ADR 030): a stolen cookie or a
 * forgotten shared computer ends here. Each end is in the activity log and the security log.
 */
export function createUserSessions({ db, sessions }: { db: Db; sessions: SessionControl }) {
  async function user(id: string) {
    const row = isUuid(id) ? await createUserRepository(db).find(id) : undefined;
    if (!row) throw notFound('User');
    return row;
  }

  async function record(actor: Actor, target: { id: string }, description: string) {
    await recordActivity(db, actor, {
      action: 'user_sessions_end',
      entityType: 'user',
      entityId: target.id,
      description,
    });
  }

  return {
    async sessionsOfUser(id: string, currentToken: string | null) {
      return sessions.sessionsOf((await user(id)).id, currentToken);
    },

    async endUserSession(id: string, sessionId: string, actor: Actor, log: SecurityLog) {
      const target = await user(id);
      if (!(await sessions.endSession(target.id, sessionId))) throw notFound('Session');
      await record(actor, target, `Ended a session of ${displayName(target)}`);
      log('user_session_end', { target: target.id });
    },

    /** Every session of the user; an administrator ending their own keeps the one they are using. */
    async endUserSessions(id: string, actor: Actor, log: SecurityLog, currentToken: string | null) {
      const target = await user(id);
      const keep = target.id === actor.userId && currentToken ? currentToken : undefined;
      await sessions.endOtherSessions(target.id, keep);
      await record(actor, target, `Ended every session of ${displayName(target)}`);
      log('user_sessions_end', { target: target.id });
    },
  };
}
