import type { ComplianceIssue, IssueInput } from '../../../domain/compliance/issue-schema.ts';
import { statusLabel } from '../../../domain/formulation/constants.ts';
import { displayName, HIDDEN_ACTOR_NAME } from '../../../domain/user/initials.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, notFound, staleRevision } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
import type { SaveChecks, SavedFormulation } from '../formulations/save-types.ts';
import { webhookEvent } from '../integrations/outbox.ts';
import { createCatalogueCache } from './catalogue-cache.ts';
import { type ContentsLoader, createComplianceChecks } from './checks-service.ts';
import { createNotificationsRepository } from './notifications-repository.ts';
import { createNotificationsService } from './notifications-service.ts';
import { createComplianceReports } from './report-service.ts';
import { createComplianceRepository, type IssueFilter } from './repository.ts';
import { reviewIssues } from './review-issues.ts';
import { saveCheckFragment, saveCheckValues } from './save-checks.ts';

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof createComplianceRepository>['find']>>>;

export function toIssueDto(row: Row): ComplianceIssue {
  const issue = row.issue;
  const changerName = !row.changerEmail
    ? null
    : row.changerTracked
      ? displayName({ firstName: row.changerFirst, lastName: row.changerLast, email: row.changerEmail })
      : HIDDEN_ACTOR_NAME;
  const assigneeName = row.assigneeEmail
    ? displayName({ firstName: row.assigneeFirst, lastName: row.assigneeLast, email: row.assigneeEmail })
    : null;
  return {
    id: issue.id,
    title: issue.title,
    description: issue.description,
    severity: issue.severity,
    status: issue.status,
    region: issue.region,
    dueDate: issue.dueDate,
    formulationId: issue.formulationId,
    formulationName: row.formulationName,
    ingredientId: issue.ingredientId,
    ingredientName: row.ingredientName,
    ruleId: issue.ruleId,
    automated: issue.autoKey !== null,
    assigneeId: issue.assigneeId,
    assigneeName,
    reportedBy: issue.reportedBy,
    statusChangedBy: issue.statusChangedBy,
    statusChangedByName: changerName,
    statusChangedAt: issue.statusChangedAt?.toISOString() ?? null,
    resolvedAt: issue.resolvedAt?.toISOString() ?? null,
    revision: issue.revision,
    createdAt: issue.createdAt.toISOString(),
    updatedAt: issue.updatedAt.toISOString(),
  };
}

/** Tells a user an issue was assigned to them (the notification service's "updates" category). */
export type OnAssigned = (
  assigneeId: string,
  issue: { id: string; title: string; severity: string },
  actor: Actor,
) => Promise<void>;

export function createComplianceService({
  db,
  contents,
  onAssigned,
}: {
  db: Db;
  contents: ContentsLoader;
  onAssigned?: OnAssigned;
}) {
  const catalogue = createCatalogueCache();

  /** After the commit: an assignment to someone other than the actor is news for the assignee. */
  async function announce(issue: ComplianceIssue, before: string | null, actor: Actor) {
    if (!onAssigned || !issue.assigneeId || issue.assigneeId === before || issue.assigneeId === actor.userId)
      return;
    await onAssigned(issue.assigneeId, issue, actor);
  }

  const read = createComplianceRepository(db);

  async function get(id: string) {
    const row = isUuid(id) ? await read.find(id) : undefined;
    if (!row) throw notFound('Compliance issue');
    return toIssueDto(row);
  }

  async function checkLinks(tx: Executor, input: IssueInput) {
    const repo = createComplianceRepository(tx);
    const fieldErrors: Record<string, string[]> = {};
    if (input.formulationId && !(await repo.exists('formulation', input.formulationId)))
      fieldErrors.formulationId = ['Formulation not found'];
    if (input.ingredientId && !(await repo.exists('ingredient', input.ingredientId)))
      fieldErrors.ingredientId = ['Ingredient not found'];
    if (input.assigneeId && !(await repo.exists('user', input.assigneeId)))
      fieldErrors.assigneeId = ['User not found'];
    const [first] = Object.values(fieldErrors);
    if (first) throw badRequest(first[0]!, fieldErrors);
  }

  return {
    ...createComplianceChecks({ db, contents, catalogue }),
    /** Every formulation save's check, written by the save's statement (save-checks.ts). */
    saveChecks: {
      fragment: saveCheckFragment,
      check: (saved: SavedFormulation) => saveCheckValues(catalogue, db, saved),
    } satisfies SaveChecks,
    ...createComplianceReports({ db, contents }),
    /** The substance catalogue's review hooks: "substance needs review" issues (ADR 035). */
    reviewIssues,
    ...createNotificationsService({ db }),

    async list(filter: IssueFilter = {}) {
      const { rows, total } = await read.list(filter);
      return { items: rows.map(toIssueDto), total };
    },
    async open(limit?: number) {
      return (await read.open(limit)).map(toIssueDto);
    },
    get,

    async report(input: IssueInput, actor: Actor) {
      const id = await db.transaction(async (tx) => {
        await checkLinks(tx, input);
        const { revision: _revision, ...values } = input;
        const row = await createComplianceRepository(tx).insert({
          ...values,
          status: 'open',
          reportedBy: actor.userId,
        });
        // The reporter knows about it already: it is not news in their own notifications.
        if (actor.userId) await createNotificationsRepository(tx).markRead(actor.userId, [row.id]);
        await recordActivity(tx, actor, {
          action: 'compliance_issue_create',
          entityType: 'compliance_issue',
          entityId: row.id,
          description: `Reported compliance issue "${input.title}" (${input.severity})`,
        });
        const alert = { id: row.id, title: input.title, severity: input.severity, automated: false };
        await publishEvent(tx, 'compliance', row.id, {
          webhooks: [webhookEvent('compliance.alert_opened', alert)],
        });
        return row.id;
      });
      const issue = await get(id);
      await announce(issue, null, actor);
      return issue;
    },

    async update(id: string, input: IssueInput, actor: Actor) {
      if (!isUuid(id)) throw notFound('Compliance issue');
      const before = await db.transaction(async (tx) => {
        const repo = createComplianceRepository(tx);
        const current = await repo.lock(id);
        if (!current) throw notFound('Compliance issue');
        if (input.revision === undefined)
          throw badRequest('Revision is required', { revision: ['Revision is required'] });
        await checkLinks(tx, input);
        const { revision, ...values } = input;
        if (current.revision !== revision || !(await repo.update(id, revision, values)))
          throw staleRevision();
        await recordActivity(tx, actor, {
          action: 'compliance_issue_update',
          entityType: 'compliance_issue',
          entityId: id,
          description: `Updated compliance issue "${input.title}"`,
        });
        await publishEvent(tx, 'compliance', id);
        return current.assigneeId;
      });
      const issue = await get(id);
      await announce(issue, before, actor);
      return issue;
    },

    /** The status workflow: who and when are recorded with every change. */
    async setStatus(id: string, status: 'open' | 'in_progress' | 'resolved', revision: number, actor: Actor) {
      if (!isUuid(id)) throw notFound('Compliance issue');
      await db.transaction(async (tx) => {
        const repo = createComplianceRepository(tx);
        const current = await repo.lock(id);
        if (!current) throw notFound('Compliance issue');
        if (current.revision !== revision) throw staleRevision();
        const now = new Date();
        await repo.update(id, revision, {
          status,
          statusChangedBy: actor.userId,
          statusChangedAt: now,
          resolvedAt: status === 'resolved' ? now : null,
        });
        // Reopened: news again in everyone's notifications.
        if (status === 'open' && current.status !== 'open')
          await createNotificationsRepository(tx).forget(id);
        await recordActivity(tx, actor, {
          action: 'compliance_status_change',
          entityType: 'compliance_issue',
          entityId: id,
          description: `Compliance issue "${current.title}": ${statusLabel(current.status)} → ${statusLabel(status)}`,
        });
        const resolved = status === 'resolved' && current.status !== 'resolved';
        const alert = { id, title: current.title, automated: false, reason: 'resolved by a person' };
        await publishEvent(tx, 'compliance', id, {
          webhooks: resolved ? [webhookEvent('compliance.alert_resolved', alert)] : [],
        });
      });
      return get(id);
    },

    async remove(id: string, actor: Actor) {
      if (!isUuid(id)) throw notFound('Compliance issue');
      await db.transaction(async (tx) => {
        const repo = createComplianceRepository(tx);
        const current = await repo.lock(id);
        if (!current) throw notFound('Compliance issue');
        await repo.remove(id);
        await recordActivity(tx, actor, {
          action: 'compliance_issue_delete',
          entityType: 'compliance_issue',
          entityId: id,
          description: `Deleted compliance issue "${current.title}"`,
        });
        await publishEvent(tx, 'compliance', id);
      });
    },
  };
}
export type ComplianceService = ReturnType<typeof createComplianceService>;
