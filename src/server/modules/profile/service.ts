import {
  CURRENT_PASSWORD_WRONG,
  EMAIL_IN_USE,
  type ProfileInput,
} from '../../../domain/profile/profile-schema.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../errors.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import { passwordProblems } from '../auth/password-rules.ts';
import type { AuthService, SessionContext } from '../auth/service.ts';
import { toUserDto } from '../auth/user-dto.ts';
import { publishEvent } from '../events/publish.ts';
import type { SettingsService } from '../settings/service.ts';
import { createProfileRepository } from './repository.ts';

/** Self-service: a user edits their own record only; role and anything else never come from this form. */
export function createProfileService({
  db,
  auth,
  settings,
  notice,
}: {
  db: Db;
  auth: AuthService;
  settings: SettingsService;
  notice: (userId: string, title: string, body: string) => Promise<void>;
}) {
  return {
    async update(userId: string, input: ProfileInput, actor: Actor) {
      const row = await db.transaction(async (tx) => {
        const repo = createProfileRepository(tx);
        const current = await repo.find(userId);
        if (!current) throw badRequest('Your account no longer exists');
        if (await repo.emailTakenByOther(input.email, userId)) throw conflict(EMAIL_IN_USE);
        const updated = await repo.update(userId, { ...input, email: input.email.toLowerCase() });
        await recordActivity(tx, actor, {
          action: 'profile_update',
          entityType: 'user',
          entityId: userId,
          description:
            current.email === updated.email
              ? 'Updated their profile'
              : `Changed their e-mail to ${updated.email}`,
        });
        await publishEvent(tx, 'users', userId);
        return updated;
      });
      return toUserDto(row);
    },

    /**
     * Checks the current password, applies the spec rule and the system policy, stores the new hash, ends the
     * user's other sessions and gives this one a new id (returned to set as the cookie).
     */
    async changePassword(
      userId: string,
      input: { currentPassword: string; newPassword: string },
      session: SessionContext,
      actor: Actor,
    ) {
      const policy = (await settings.get()).security.passwordPolicy;
      const problems = passwordProblems(input.newPassword, policy);
      if (problems.length) throw badRequest(problems[0]!, { newPassword: problems });
      const user = await db.transaction(async (tx) => {
        const repo = createProfileRepository(tx);
        const current = await repo.find(userId);
        if (!current || !(await verifyPassword(current.passwordHash, input.currentPassword))) {
          throw badRequest(CURRENT_PASSWORD_WRONG, { currentPassword: [CURRENT_PASSWORD_WRONG] });
        }
        if (await verifyPassword(current.passwordHash, input.newPassword)) {
          throw badRequest('The new password must differ from the current one', {
            newPassword: ['The new password must differ from the current one'],
          });
        }
        const updated = await repo.update(userId, {
          passwordHash: await hashPassword(input.newPassword),
          passwordChangedAt: new Date(),
        });
        await recordActivity(tx, actor, {
          action: 'password_change',
          entityType: 'user',
          entityId: userId,
          description: 'Changed their password',
        });
        return updated;
      });
      await auth.endOtherSessions(userId);
      const started = await auth.startSession(user, session);
      await notice(
        userId,
        'Your password was changed',
        'Your password was changed and your other sessions were signed out. If this was not you, contact an administrator now.',
      );
      return started;
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
