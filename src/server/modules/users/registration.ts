import { displayName } from '../../../domain/user/initials.ts';
import type { Db } from '../../db/client.ts';
import { conflict, HttpError } from '../../errors.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { publishEvent } from '../events/publish.ts';
import { assertPasswordAllowed, type SettingsService } from '../settings/service.ts';
import { EMAIL_IN_USE_MESSAGE, emailConflicts } from './email-conflicts.ts';
import { createUserRepository } from './repository.ts';

/** Self sign-up, while the system settings keep registration open (the password policy applies). */
export function createRegistration({ db, settings }: { db: Db; settings: SettingsService }) {
  return {
    async registrationOpen() {
      return (await settings.get()).platform.registrationOpen;
    },

    /** Self sign-up while the system settings keep registration open: a viewer account (404 otherwise). */
    async register(
      input: { firstName: string; lastName: string; email: string; password: string },
      ip: string,
    ) {
      const current = await settings.get();
      if (!current.platform.registrationOpen) throw new HttpError(404, 'Not found');
      assertPasswordAllowed(input.password, current);
      const passwordHash = await hashPassword(input.password);
      return emailConflicts(() =>
        db.transaction(async (tx) => {
          const repo = createUserRepository(tx);
          if (await repo.findByEmail(input.email)) throw conflict(EMAIL_IN_USE_MESSAGE);
          const created = await repo.insert({
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            role: 'viewer',
            passwordHash,
            passwordChangedAt: new Date(),
          });
          await recordActivity(
            tx,
            { userId: created.id, ip },
            {
              action: 'user_register',
              entityType: 'user',
              entityId: created.id,
              description: `${displayName(created)} (${created.email}) signed up`,
            },
          );
          await publishEvent(tx, 'users', created.id);
          return created;
        }),
      );
    },
  };
}
