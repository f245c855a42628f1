import type { SystemSettings } from '../../../domain/settings/system-settings.ts';
import type { Db } from '../../db/client.ts';
import { readSettings } from './read-settings.ts';
import { createSettingsRepository } from './repository.ts';

export function createSettingsService({ db }: { db: Db }) {
  const repo = createSettingsRepository(db);
  return {
    async get(): Promise<SystemSettings> {
      return readSettings((await repo.get())?.data);
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
