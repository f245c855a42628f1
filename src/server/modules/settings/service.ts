import type {
  AdminSettings,
  SettingsUpdate,
  SystemSettings,
} from '../../../domain/settings/system-settings.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, staleRevision } from '../../errors.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import type { SecurityLog } from '../auth/auth-types.ts';
import { passwordProblems } from '../auth/password-rules.ts';
import { publishEvent } from '../events/publish.ts';
import { readSettings } from './read-settings.ts';
import { createSettingsRepository } from './repository.ts';

/**
 * Every password a user sets (admin create or reset, invitation, self sign-up, password change) meets the
 * spec's rule and the system settings' policy and is not a common password (ADR 030); otherwise 400 with the
 * broken rules under `field`.
 */
export function assertPasswordAllowed(password: string, settings: SystemSettings, field = 'password'): void {
  const errors = passwordProblems(password, settings.security.passwordPolicy);
  if (errors.length > 0) throw badRequest(errors[0]!, { [field]: errors });
}

const SECTIONS = ['platform', 'security', 'notifications', 'features', 'finance'] as const;

/** The sections whose values differ, for the activity entry. */
function changedSections(before: SystemSettings, after: SystemSettings): string[] {
  return SECTIONS.filter((section) => JSON.stringify(before[section]) !== JSON.stringify(after[section]));
}

export function createSettingsService({ db }: { db: Db }) {
  const repo = createSettingsRepository(db);

  async function get(): Promise<SystemSettings> {
    return readSettings((await repo.get())?.data);
  }

  async function getForAdmin(): Promise<AdminSettings> {
    let row = await repo.get();
    if (!row) {
      await repo.insertDefault(readSettings(undefined));
      row = await repo.get();
    }
    return {
      ...readSettings(row?.data),
      revision: row?.revision ?? 1,
      updatedAt: (row?.updatedAt ?? new Date()).toISOString(),
    };
  }

  return {
    get,
    getForAdmin,

    /** The current policy applied to a password (see assertPasswordAllowed). */
    async assertPasswordAllowed(password: string, field = 'password') {
      assertPasswordAllowed(password, await get(), field);
    },

    async update(input: SettingsUpdate, actor: Actor, securityLog: SecurityLog): Promise<AdminSettings> {
      const { revision, finance, ...rest } = input;
      await getForAdmin(); // the row exists from here on
      const changed = await db.transaction(async (tx) => {
        const txRepo = createSettingsRepository(tx);
        const before = readSettings((await txRepo.get())?.data);
        const next: SystemSettings = { ...rest, finance: finance ?? before.finance };
        const row = await txRepo.update(next, revision);
        if (!row) throw staleRevision();
        const sections = changedSections(before, next);
        await recordActivity(tx, actor, {
          action: 'settings_modified',
          entityType: 'system_settings',
          entityId: '1',
          description: sections.length
            ? `Updated system settings: ${sections.join(', ')}`
            : 'Saved system settings without changes',
          metadata: { sections },
        });
        await publishEvent(tx, 'settings', '1');
        return sections;
      });
      if (changed.includes('security') || changed.includes('platform')) {
        securityLog('settings_modified', { sections: changed });
      }
      return getForAdmin();
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
