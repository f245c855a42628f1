import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formulationStatusHistory, formulations } from '../../db/schema.ts';

/** Narrow reads for analytics: only the columns and status changes its figures use. */
export function createAnalyticsRepository(db: Db) {
  return {
    async formulations() {
      return db
        .select({
          id: formulations.id,
          lineageId: formulations.lineageId,
          parentId: formulations.parentId,
          version: formulations.version,
          status: formulations.status,
          productType: formulations.productType,
          batchSize: formulations.batchSize,
          unitSize: formulations.unitSize,
          costPerUnit: formulations.costPerUnit,
          totalCost: formulations.totalCost,
          createdAt: formulations.createdAt,
        })
        .from(formulations);
    },

    /** The changes development time and the monthly approvals need: into draft and into approved. */
    async statusChanges() {
      return db
        .select({
          formulationId: formulationStatusHistory.formulationId,
          fromStatus: formulationStatusHistory.fromStatus,
          toStatus: formulationStatusHistory.toStatus,
          changedAt: formulationStatusHistory.changedAt,
        })
        .from(formulationStatusHistory)
        .where(inArray(formulationStatusHistory.toStatus, ['draft', 'approved']));
    },
  };
}
