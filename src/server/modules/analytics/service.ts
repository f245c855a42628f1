import type { AnalyticsQuery } from '../../../domain/analytics/constants.ts';
import { type AnalyticsReport, analyticsReport } from '../../../domain/analytics/report.ts';
import type { Db } from '../../db/client.ts';
import { createAnalyticsRepository } from './repository.ts';

export function createAnalyticsService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const repo = createAnalyticsRepository(db);
  return {
    async report(query: AnalyticsQuery): Promise<AnalyticsReport> {
      const [formulations, history] = await Promise.all([repo.formulations(), repo.statusChanges()]);
      return analyticsReport({
        formulations,
        history,
        now: now(),
        period: query.period,
        productType: query.productType,
      });
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
