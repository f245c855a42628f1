import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { accountSettings, changeProposals, users } from '../../db/schema.ts';

export type ProposalRow = typeof changeProposals.$inferSelect;
export type ProposalInsert = typeof changeProposals.$inferInsert;

const proposer = alias(users, 'proposer');
const decider = alias(users, 'decider');
const proposerSettings = alias(accountSettings, 'proposer_settings');
const deciderSettings = alias(accountSettings, 'decider_settings');

// A person's privacy choice: with activity tracking off, team views do not name them (account settings).
const tracked = (data: typeof proposerSettings.data | typeof deciderSettings.data) =>
  sql<boolean>`coalesce((${data} -> 'privacy' ->> 'activityTracking')::boolean, true)`;

export interface ProposalFilter {
  status?: string;
  entityId?: string;
  limit?: number;
  offset?: number;
}

export function createChangeProposalRepository(db: Executor) {
  function select() {
    return db
      .select({
        proposal: changeProposals,
        proposerFirst: proposer.firstName,
        proposerLast: proposer.lastName,
        proposerEmail: proposer.email,
        proposerTracked: tracked(proposerSettings.data),
        deciderFirst: decider.firstName,
        deciderLast: decider.lastName,
        deciderEmail: decider.email,
        deciderTracked: tracked(deciderSettings.data),
      })
      .from(changeProposals)
      .leftJoin(proposer, eq(proposer.id, changeProposals.proposedBy))
      .leftJoin(proposerSettings, eq(proposerSettings.userId, changeProposals.proposedBy))
      .leftJoin(decider, eq(decider.id, changeProposals.decidedBy))
      .leftJoin(deciderSettings, eq(deciderSettings.userId, changeProposals.decidedBy));
  }

  function where(filter: ProposalFilter): SQL | undefined {
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(eq(changeProposals.status, filter.status));
    if (filter.entityId) conditions.push(eq(changeProposals.entityId, filter.entityId));
    return conditions.length ? and(...conditions) : undefined;
  }

  return {
    /** Newest first; without a limit, every one that matches. */
    async list(filter: ProposalFilter) {
      const condition = where(filter);
      const query = select()
        .where(condition)
        .orderBy(desc(changeProposals.proposedAt), desc(changeProposals.id))
        .$dynamic();
      if (filter.limit !== undefined) query.limit(filter.limit).offset(filter.offset ?? 0);
      const rows = await query;
      const total =
        filter.limit === undefined
          ? rows.length
          : ((await db.select({ n: count() }).from(changeProposals).where(condition))[0]?.n ?? 0);
      return { rows, total };
    },

    async find(id: string, options: { forUpdate?: boolean } = {}) {
      const query = select().where(eq(changeProposals.id, id)).$dynamic();
      if (options.forUpdate) query.for('update', { of: changeProposals });
      const [row] = await query;
      return row;
    },

    /** The pending proposals of these records (every record of the type when `entityIds` is 'all'), oldest first. */
    pendingFor(entityType: string, entityIds: string[] | 'all') {
      if (entityIds.length === 0) return Promise.resolve([]);
      return select()
        .where(
          and(
            eq(changeProposals.entityType, entityType),
            entityIds === 'all' ? undefined : inArray(changeProposals.entityId, entityIds),
            eq(changeProposals.status, 'pending'),
          ),
        )
        .orderBy(changeProposals.proposedAt, changeProposals.id);
    },

    async insert(values: ProposalInsert) {
      const [row] = await db.insert(changeProposals).values(values).returning({ id: changeProposals.id });
      return row!.id;
    },

    async decide(
      id: string,
      revision: number,
      values: Pick<ProposalInsert, 'status' | 'decidedBy' | 'decidedAt' | 'decisionNote'>,
    ) {
      const [row] = await db
        .update(changeProposals)
        .set({ ...values, revision: sql`${changeProposals.revision} + 1`, updatedAt: new Date() })
        .where(and(eq(changeProposals.id, id), eq(changeProposals.revision, revision)))
        .returning({ id: changeProposals.id });
      return row;
    },

    async removeFor(entityType: string, entityId: string) {
      await db
        .delete(changeProposals)
        .where(and(eq(changeProposals.entityType, entityType), eq(changeProposals.entityId, entityId)));
    },
  };
}
export type ProposalListRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createChangeProposalRepository>['find']>>
>;
