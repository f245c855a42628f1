import { addDays } from '../../../domain/account/reminders.ts';
import { type FeatureUsage, USAGE_DAYS, USAGE_TOP } from '../../../domain/analytics/feature-usage.ts';
import type { Db } from '../../db/client.ts';
import type { AccountSettingsService } from '../account-settings/service.ts';
import { createUsageRepository } from './repository.ts';

/**
 * Usage analytics (ADR 065): a use of a screen is counted per day and feature, with no user attached, and only
 * for a user whose account settings allow analytics. Administrators read the totals as "Most used features".
 */
export function createUsageService({
  db,
  accountSettings,
}: {
  db: Db;
  accountSettings: AccountSettingsService;
}) {
  const repo = createUsageRepository(db);
  return {
    async record(userId: string, feature: string, at = new Date()): Promise<{ counted: boolean }> {
      const settings = await accountSettings.get(userId);
      if (!settings.privacy.analytics) return { counted: false };
      await repo.count(at.toISOString().slice(0, 10), feature);
      return { counted: true };
    },
    async mostUsed(at = new Date()): Promise<FeatureUsage> {
      const since = addDays(at.toISOString().slice(0, 10), -(USAGE_DAYS - 1));
      return { days: USAGE_DAYS, features: await repo.top(since, USAGE_TOP) };
    },
  };
}
export type UsageService = ReturnType<typeof createUsageService>;
