import {
  CURRENT_PASSWORD_WRONG,
  EMAIL_IN_USE,
  type ProfileUpdate,
} from '../../../domain/profile/profile-schema.ts';
import type { EmailState } from '../../../domain/user/email-confirmation.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../errors.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import type { SecurityLog, SessionContext } from '../auth/auth-types.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import { passwordProblems } from '../auth/password-rules.ts';
import type { AuthService, UserRow } from '../auth/service.ts';
import { toUserDto } from '../auth/user-dto.ts';
import { publishEvent } from '../events/publish.ts';
import type { SettingsService } from '../settings/service.ts';
import { createProfileRepository } from './repository.ts';

/** Where a re-authenticated request comes from: the address the sign-in limits count, and its log. */
export interface RequestContext {
  actor: Actor;
  ip: string;
  log: SecurityLog;
  /** PUBLIC_ORIGIN or the request's own: the confirmation link's. */
  origin: string;
  /** The session's cookie: a passwordless (single sign-on) account re-authenticates by a recent sign-in. */
  sessionToken: string | null;
}

interface Deps {
  db: Db;
  auth: AuthService;
  settings: SettingsService;
  notice: (userId: string, title: string, body: string) => Promise<void>;
  /** The users module's e-mail change links (ADR 030). */
  emailChanges: {
    startEmailChange(user: UserRow, email: string, origin: string, actor: Actor): Promise<EmailState>;
    emailState(user: UserRow): Promise<EmailState>;
  };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Self-service: a user edits their own record only; role and anything else never come from this form. The
 * sign-in e-mail and the password are sensitive (ADR 030): the current password (and the code when two-factor
 * sign-in is on), limited like sign-in; a new e-mail takes effect only once its link is followed.
 */
export function createProfileService({ db, auth, settings, notice, emailChanges }: Deps) {
  /** The current password (and code) of a sensitive change (ADR 030). */
  async function reauthenticate(
    user: UserRow,
    input: { currentPassword?: string; code?: string },
    context: RequestContext,
  ) {
    await auth.reauthenticate(
      user,
      { password: input.currentPassword, code: input.code },
      context.ip,
      context.log,
      {
        sessionToken: context.sessionToken,
      },
    );
  }

  return {
    emailState: (user: UserRow) => emailChanges.emailState(user),

    /** The form's fields; a different e-mail is re-authenticated and waits for its link (pendingEmail). */
    async update(user: UserRow, input: ProfileUpdate, context: RequestContext) {
      const { currentPassword, code, email, ...fields } = input;
      let pendingEmail: string | null = null;
      if (!sameEmail(email, user.email)) {
        if (await createProfileRepository(db).emailTakenByOther(email, user.id)) throw conflict(EMAIL_IN_USE);
        await reauthenticate(user, { currentPassword, code }, context);
        pendingEmail = (await emailChanges.startEmailChange(user, email, context.origin, context.actor))
          .pendingEmail;
        context.log('email_change_requested', { target: user.id });
      }
      const row = await db.transaction(async (tx) => {
        const repo = createProfileRepository(tx);
        const current = await repo.find(user.id);
        if (!current) throw badRequest('Your account no longer exists');
        const updated = await repo.update(user.id, fields);
        await recordActivity(tx, context.actor, {
          action: 'profile_update',
          entityType: 'user',
          entityId: user.id,
          description: 'Updated their profile',
        });
        await publishEvent(tx, 'users', user.id);
        return updated;
      });
      return { ...toUserDto(row), pendingEmail };
    },

    /**
     * Re-authenticates (password and code, limited like sign-in), applies the spec rule, the system policy and the
     * common-password list, stores the new hash, ends the user's other sessions and gives this one a new id.
     */
    async changePassword(
      user: UserRow,
      input: { currentPassword: string; newPassword: string; code?: string },
      session: SessionContext,
      context: RequestContext,
    ) {
      const policy = (await settings.get()).security.passwordPolicy;
      const problems = passwordProblems(input.newPassword, policy);
      if (problems.length) throw badRequest(problems[0]!, { newPassword: problems });
      await reauthenticate(user, input, context);
      const updated = await db.transaction(async (tx) => {
        const repo = createProfileRepository(tx);
        const current = await repo.find(user.id);
        if (!current) throw badRequest(CURRENT_PASSWORD_WRONG, { currentPassword: [CURRENT_PASSWORD_WRONG] });
        if (await verifyPassword(current.passwordHash, input.newPassword)) {
          throw badRequest('The new password must differ from the current one', {
            newPassword: ['The new password must differ from the current one'],
          });
        }
        const changed = await repo.update(user.id, {
          passwordHash: await hashPassword(input.newPassword),
          passwordChangedAt: new Date(),
        });
        await recordActivity(tx, context.actor, {
          action: 'password_change',
          entityType: 'user',
          entityId: user.id,
          description: 'Changed their password',
        });
        return changed;
      });
      await auth.endOtherSessions(user.id);
      const started = await auth.startSession(updated, session);
      await notice(
        user.id,
        'Your password was changed',
        'Your password was changed and your other sessions were signed out. If this was not you, contact an administrator now.',
      );
      return started;
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
