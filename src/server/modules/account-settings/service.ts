import { type AccountSettings, readAccountSettings } from '../../../domain/account/account-settings.ts';
import type { Db } from '../../db/client.ts';
import { staleRevision } from '../../errors.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { createAccountSettingsRepository } from './repository.ts';

/** Each user's own settings (one row per user, created with the spec's defaults on first read). */
export function createAccountSettingsService({ db }: { db: Db }) {
  const repo = createAccountSettingsRepository(db);

  /** The stored settings with the account's real two-factor state in the security card's switch. */
  async function present(data: unknown, revision: number, userId: string) {
    const settings = readAccountSettings(data);
    settings.security.twoFactorEnabled = await repo.twoFactorOn(userId);
    return { ...settings, revision };
  }

  return {
    async get(userId: string) {
      const row =
        (await repo.get(userId)) ??
        (await repo.insert(userId, readAccountSettings(undefined))) ??
        (await repo.get(userId));
      return present(row?.data, row?.revision ?? 1, userId);
    },

    async update(userId: string, settings: AccountSettings, revision: number | undefined, actor: Actor) {
      await this.get(userId);
      const saved = await db.transaction(async (tx) => {
        const txRepo = createAccountSettingsRepository(tx);
        const current = await txRepo.get(userId);
        const expected = revision ?? current!.revision;
        // Two-factor is turned on and off through its own routes (a code is needed): never through this form.
        const stored = { ...settings, security: { ...settings.security, twoFactorEnabled: false } };
        const row = await txRepo.update(userId, expected, stored);
        if (!row) throw staleRevision();
        await recordActivity(tx, actor, {
          action: 'account_settings_update',
          entityType: 'account_settings',
          entityId: userId,
          description: 'Updated their account settings',
        });
        return row;
      });
      return present(saved.data, saved.revision, userId);
    },
  };
}
export type AccountSettingsService = ReturnType<typeof createAccountSettingsService>;
