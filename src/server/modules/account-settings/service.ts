import { type AccountSettings, readAccountSettings } from '../../../domain/account/account-settings.ts';
import type { Db } from '../../db/client.ts';
import { staleRevision } from '../../errors.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { createAccountSettingsRepository } from './repository.ts';

/** Each user's own settings (one row per user, created with the spec's defaults on first read). */
export function createAccountSettingsService({ db }: { db: Db }) {
  const repo = createAccountSettingsRepository(db);
  return {
    async get(userId: string) {
      const row =
        (await repo.get(userId)) ??
        (await repo.insert(userId, readAccountSettings(undefined))) ??
        (await repo.get(userId));
      return { ...readAccountSettings(row?.data), revision: row?.revision ?? 1 };
    },

    async update(userId: string, settings: AccountSettings, revision: number | undefined, actor: Actor) {
      await this.get(userId);
      return db.transaction(async (tx) => {
        const txRepo = createAccountSettingsRepository(tx);
        const current = await txRepo.get(userId);
        const expected = revision ?? current!.revision;
        const row = await txRepo.update(userId, expected, settings);
        if (!row) throw staleRevision();
        await recordActivity(tx, actor, {
          action: 'account_settings_update',
          entityType: 'account_settings',
          entityId: userId,
          description: 'Updated their account settings',
        });
        return { ...readAccountSettings(row.data), revision: row.revision };
      });
    },
  };
}
export type AccountSettingsService = ReturnType<typeof createAccountSettingsService>;
