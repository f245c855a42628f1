import type { CosingFile, CosingStats } from './cosing-schema.ts';

/**
 * How much of an annex file the parser structured: entries (rows, deleted ones included, as the Commission
 * lists them), conditions, and how many of each were structured automatically or left for review. The share
 * is over the entries in force (not "Moved or deleted").
 */
export function cosingStats(file: CosingFile): CosingStats {
  const live = file.entries.filter((entry) => !entry.deleted);
  const conditions = live.flatMap((entry) => ('conditions' in entry ? entry.conditions : []));
  const structuredEntries = live.filter((entry) => !entry.needsReview).length;
  return {
    annex: file.annex,
    entries: file.entries.length,
    deleted: file.entries.length - live.length,
    referenceNumbers: new Set(file.entries.map((entry) => entry.referenceNumber)).size,
    conditions: conditions.length,
    structuredEntries,
    needsReviewEntries: live.length - structuredEntries,
    structuredConditions: conditions.filter((condition) => !condition.needsReview).length,
    needsReviewConditions: conditions.filter((condition) => condition.needsReview).length,
    structuredShare: live.length === 0 ? 0 : structuredEntries / live.length,
  };
}
