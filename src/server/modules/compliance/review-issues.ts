import { REVIEW_SEVERITY, reviewIssueText, reviewKeyOf } from '../../../domain/compliance/review-issue.ts';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../activity/record-activity.ts';
import type { ReviewHooks } from '../substances/names.ts';
import { createChecksRepository } from './checks-repository.ts';
import { insertAlertRecords } from './open-alerts.ts';
import { resolveAlerts } from './resolve-alerts.ts';

/**
 * The "substance needs review" issues (ADR 035), the substance catalogue's review hooks: a substance created
 * from a name nothing matched opens one for the regulatory staff; reviewing or deleting it resolves it. Both in
 * the change's transaction, logged and pushed live like the automated checks' alerts.
 */
export const reviewIssues: ReviewHooks = {
  async opened(tx: Executor, created, actor: Actor) {
    const records = created.map((substance) => {
      const { title, description } = reviewIssueText({
        inciName: substance.inciName,
        ingredientName: substance.origin.ingredientName,
        suggestions: substance.suggestions,
      });
      return {
        title: title.slice(0, 200),
        description,
        severity: REVIEW_SEVERITY,
        region: null,
        formulation_id: null,
        ingredient_id: substance.origin.ingredientId,
        rule_id: null,
        auto_key: reviewKeyOf(substance.substanceId),
      };
    });
    await insertAlertRecords(tx, records, actor);
  },

  async closed(tx: Executor, substanceId: string, why: string, actor: Actor) {
    const issue = await createChecksRepository(tx).unresolvedByKey(reviewKeyOf(substanceId));
    if (issue) await resolveAlerts(tx, [issue.id], actor, why);
  },
};
