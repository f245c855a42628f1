import { REVIEW_SEVERITY, reviewIssueText, reviewKeyOf } from '../../../domain/compliance/review-issue.ts';
import type { Executor } from '../../db/client.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import type { ReviewHooks } from '../substances/names.ts';
import { alertOpened } from './alert-changes.ts';
import { createChecksRepository } from './checks-repository.ts';
import { resolveAlerts } from './resolve-alerts.ts';

/**
 * The "substance needs review" issues (ADR 035), the substance catalogue's review hooks: a substance created
 * from a name nothing matched opens one for the regulatory staff; reviewing or deleting it resolves it. Both in
 * the change's transaction, logged and pushed live like the automated checks' alerts.
 */
export const reviewIssues: ReviewHooks = {
  async opened(tx: Executor, created, actor: Actor) {
    const repo = createChecksRepository(tx);
    for (const substance of created) {
      const { title, description } = reviewIssueText({
        inciName: substance.inciName,
        ingredientName: substance.origin.ingredientName,
        suggestions: substance.suggestions,
      });
      const id = await repo.insertAutomated({
        title: title.slice(0, 200),
        description,
        severity: REVIEW_SEVERITY,
        status: 'open',
        ingredientId: substance.origin.ingredientId,
        autoKey: reviewKeyOf(substance.substanceId),
      });
      if (!id) continue;
      const { entry, webhooks } = alertOpened({
        id,
        title,
        severity: REVIEW_SEVERITY,
        region: null,
        formulationId: null,
        ingredientId: substance.origin.ingredientId,
        ruleId: null,
      });
      await recordActivity(tx, actor, entry, { type: 'compliance', entityId: id, options: { webhooks } });
    }
  },

  async closed(tx: Executor, substanceId: string, why: string, actor: Actor) {
    const issue = await createChecksRepository(tx).unresolvedByKey(reviewKeyOf(substanceId));
    if (issue) await resolveAlerts(tx, [issue.id], actor, why);
  },
};
