import type {
  ChangeProposal,
  ProposalEntityType,
  ProposalStatus,
  RejectProposalInput,
} from '../../../domain/change-proposal/change-proposal-schema.ts';
import type { ProposedChange } from '../../../domain/change-proposal/proposed-change.ts';
import { changesText } from '../../../domain/change-proposal/substance-changes.ts';
import type { EventType } from '../../../domain/events/event-types.ts';
import { displayName, HIDDEN_ACTOR_NAME } from '../../../domain/user/initials.ts';
import type { Db, Executor } from '../../db/client.ts';
import { conflict, notFound, staleRevision } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { createChangeProposalRepository, type ProposalFilter, type ProposalListRow } from './repository.ts';

/**
 * Writes approved changes to their record, in the approval's transaction: refuses (409) when the record no longer
 * holds what the change was proposed against. The module that owns the record supplies it.
 */
export type ProposalApplier = (
  tx: Executor,
  entityId: string,
  changes: readonly ProposedChange[],
  actor: Actor,
) => Promise<void>;

/** Which live-feed topic a proposal about each entity type belongs to (its screens reload with it). */
const TOPIC: Record<ProposalEntityType, EventType> = { substance: 'substances', raw_material: 'ingredients' };
const ENTITY_WORD: Record<ProposalEntityType, string> = {
  substance: 'substance',
  raw_material: 'raw material',
};

function personName(first: string | null, last: string | null, email: string | null, tracked: boolean) {
  if (!email) return null;
  return tracked ? displayName({ firstName: first, lastName: last, email }) : HIDDEN_ACTOR_NAME;
}

export function toProposalDto(row: ProposalListRow): ChangeProposal {
  const p = row.proposal;
  return {
    id: p.id,
    entityType: p.entityType as ProposalEntityType,
    entityId: p.entityId,
    entityName: p.entityName,
    status: p.status as ProposalStatus,
    changes: p.changes.map(({ field, label, fromText, toText }) => ({ field, label, fromText, toText })),
    proposedById: p.proposedBy,
    proposedBy: personName(row.proposerFirst, row.proposerLast, row.proposerEmail, row.proposerTracked),
    proposedAt: p.proposedAt.toISOString(),
    decidedById: p.decidedBy,
    decidedBy: personName(row.deciderFirst, row.deciderLast, row.deciderEmail, row.deciderTracked),
    decidedAt: p.decidedAt?.toISOString() ?? null,
    decisionNote: p.decisionNote,
    revision: p.revision,
  };
}

/** The full name for the audit trail (the activity log is for administrators, who see every name). */
const auditName = (first: string | null, last: string | null, email: string | null) =>
  email ? displayName({ firstName: first, lastName: last, email }) : 'a former user';

/**
 * Proposed changes to master data that changes compliance (ADR 037). A proposal is made in the transaction of
 * the save that asked for it; the regulatory role approves it (the record's module applies it and re-checks
 * compliance) or rejects it. Each step is in the activity log: the proposal under its proposer, the decision
 * under the reviewer, naming the proposer.
 */
export function createChangeProposalService({
  db,
  appliers,
}: {
  db: Db;
  appliers: Record<ProposalEntityType, ProposalApplier>;
}) {
  async function get(id: string, executor: Executor = db) {
    const row = isUuid(id) ? await createChangeProposalRepository(executor).find(id) : undefined;
    if (!row) throw notFound('Change proposal');
    return toProposalDto(row);
  }

  /** The pending proposal locked for a decision, or the reason it cannot be decided. */
  async function pendingForDecision(tx: Executor, id: string, revision: number) {
    const row = isUuid(id)
      ? await createChangeProposalRepository(tx).find(id, { forUpdate: true })
      : undefined;
    if (!row) throw notFound('Change proposal');
    if (row.proposal.status !== 'pending')
      throw conflict(`This change was already ${row.proposal.status}. Reload to see the latest version.`);
    if (row.proposal.revision !== revision) throw staleRevision();
    return row;
  }

  async function decide(
    id: string,
    revision: number,
    actor: Actor,
    decision: { status: 'approved' | 'rejected'; note: string | null },
  ) {
    await db.transaction(async (tx) => {
      const row = await pendingForDecision(tx, id, revision);
      const proposal = row.proposal;
      const entityType = proposal.entityType as ProposalEntityType;
      if (decision.status === 'approved')
        await appliers[entityType](tx, proposal.entityId, proposal.changes, actor);
      const decided = await createChangeProposalRepository(tx).decide(id, revision, {
        status: decision.status,
        decidedBy: actor.userId,
        decidedAt: new Date(),
        decisionNote: decision.note,
      });
      if (!decided) throw staleRevision();
      const proposer = auditName(row.proposerFirst, row.proposerLast, row.proposerEmail);
      const verb = decision.status === 'approved' ? 'Approved' : 'Rejected';
      await recordActivity(
        tx,
        actor,
        {
          action: decision.status === 'approved' ? 'change_proposal_approve' : 'change_proposal_reject',
          entityType: ENTITY_WORD[entityType],
          entityId: proposal.entityId,
          description: `${verb} the change to ${ENTITY_WORD[entityType]} "${proposal.entityName}" proposed by ${proposer}: ${changesText(proposal.changes)}${decision.note ? ` (${decision.note})` : ''}`,
          metadata: { proposalId: id, proposedBy: proposal.proposedBy },
        },
        { type: TOPIC[entityType], entityId: proposal.entityId },
      );
    });
    return get(id);
  }

  return {
    get: (id: string) => get(id),

    async list(filter: ProposalFilter) {
      const { rows, total } = await createChangeProposalRepository(db).list(filter);
      return { items: rows.map(toProposalDto), total };
    },

    /** Files a proposal inside the caller's transaction; the caller's record is left as it was for these fields. */
    async propose(
      tx: Executor,
      subject: { entityType: ProposalEntityType; entityId: string; entityName: string },
      changes: ProposedChange[],
      actor: Actor,
    ): Promise<ChangeProposal> {
      const id = await createChangeProposalRepository(tx).insert({
        ...subject,
        changes,
        proposedBy: actor.userId,
      });
      await recordActivity(
        tx,
        actor,
        {
          action: 'change_proposal_create',
          entityType: ENTITY_WORD[subject.entityType],
          entityId: subject.entityId,
          description: `Proposed a change to ${ENTITY_WORD[subject.entityType]} "${subject.entityName}" for review: ${changesText(changes)}`,
          metadata: { proposalId: id },
        },
        { type: TOPIC[subject.entityType], entityId: subject.entityId },
      );
      return get(id, tx);
    },

    /**
     * The pending proposals of these records (a record's screens show what awaits review); 'all': of every record
     * of the type (a catalogue's search index).
     */
    async pendingFor(entityType: ProposalEntityType, entityIds: string[] | 'all', executor: Executor = db) {
      const rows = await createChangeProposalRepository(executor).pendingFor(entityType, entityIds);
      return rows.map(toProposalDto);
    },

    /** A record deleted: its proposals go with it (the activity log keeps their story). */
    removeFor: (tx: Executor, entityType: ProposalEntityType, entityId: string) =>
      createChangeProposalRepository(tx).removeFor(entityType, entityId),

    approve: (id: string, revision: number, actor: Actor) =>
      decide(id, revision, actor, { status: 'approved', note: null }),

    reject: (id: string, input: RejectProposalInput, actor: Actor) =>
      decide(id, input.revision, actor, { status: 'rejected', note: input.note }),
  };
}
export type ChangeProposalService = ReturnType<typeof createChangeProposalService>;
