import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { accountSettings, complianceIssues, formulations, ingredients, users } from '../../db/schema.ts';

export type IssueInsert = typeof complianceIssues.$inferInsert;
const changer = alias(users, 'changer');
const assignee = alias(users, 'assignee');
const changerSettings = alias(accountSettings, 'changer_settings');

export interface IssueFilter {
  limit?: number;
  offset?: number;
  status?: string;
  severity?: string;
}

export function createComplianceRepository(db: Executor) {
  function select() {
    return db
      .select({
        issue: complianceIssues,
        formulationName: formulations.name,
        ingredientName: ingredients.name,
        changerFirst: changer.firstName,
        changerLast: changer.lastName,
        changerEmail: changer.email,
        // The changer's privacy choice: with activity tracking off, team views do not name them.
        changerTracked: sql<boolean>`coalesce((${changerSettings.data} -> 'privacy' ->> 'activityTracking')::boolean, true)`,
        assigneeFirst: assignee.firstName,
        assigneeLast: assignee.lastName,
        assigneeEmail: assignee.email,
      })
      .from(complianceIssues)
      .leftJoin(formulations, eq(formulations.id, complianceIssues.formulationId))
      .leftJoin(ingredients, eq(ingredients.id, complianceIssues.ingredientId))
      .leftJoin(changer, eq(changer.id, complianceIssues.statusChangedBy))
      .leftJoin(changerSettings, eq(changerSettings.userId, complianceIssues.statusChangedBy))
      .leftJoin(assignee, eq(assignee.id, complianceIssues.assigneeId));
  }

  const severityRank = sql`case ${complianceIssues.severity} when 'critical' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`;

  function where(filter: IssueFilter): SQL | undefined {
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(eq(complianceIssues.status, filter.status));
    if (filter.severity) conditions.push(eq(complianceIssues.severity, filter.severity));
    return conditions.length ? and(...conditions) : undefined;
  }

  return {
    /**
     * Newest first, the id breaking ties so that pages neither split nor repeat issues created in the same
     * instant (automated checks open many in one statement). Without a limit, every issue.
     */
    async list(filter: IssueFilter) {
      const condition = where(filter);
      const query = select()
        .where(condition)
        .orderBy(desc(complianceIssues.createdAt), desc(complianceIssues.id))
        .$dynamic();
      if (filter.limit !== undefined) query.limit(filter.limit).offset(filter.offset ?? 0);
      const rows = await query;
      const total =
        filter.limit === undefined
          ? rows.length
          : ((await db.select({ n: count() }).from(complianceIssues).where(condition))[0]?.n ?? 0);
      return { rows, total };
    },

    /** The open issues, the most severe first, then newest (the dashboard's Compliance Alerts card). */
    async open(limit?: number) {
      const query = select()
        .where(eq(complianceIssues.status, 'open'))
        .orderBy(severityRank, desc(complianceIssues.createdAt))
        .$dynamic();
      if (limit) query.limit(limit);
      return query;
    },

    async find(id: string) {
      const [row] = await select().where(eq(complianceIssues.id, id));
      return row;
    },

    async lock(id: string) {
      const [row] = await db.select().from(complianceIssues).where(eq(complianceIssues.id, id)).for('update');
      return row;
    },

    async insert(values: IssueInsert) {
      const [row] = await db.insert(complianceIssues).values(values).returning({ id: complianceIssues.id });
      return row!;
    },

    async update(id: string, revision: number, values: Partial<IssueInsert>) {
      const [row] = await db
        .update(complianceIssues)
        .set({ ...values, revision: sql`${complianceIssues.revision} + 1`, updatedAt: new Date() })
        .where(and(eq(complianceIssues.id, id), eq(complianceIssues.revision, revision)))
        .returning({ id: complianceIssues.id });
      return row;
    },

    async remove(id: string) {
      await db.delete(complianceIssues).where(eq(complianceIssues.id, id));
    },

    async exists(table: 'formulation' | 'ingredient' | 'user', id: string) {
      const target = table === 'formulation' ? formulations : table === 'ingredient' ? ingredients : users;
      const [row] = await db.select({ id: target.id }).from(target).where(eq(target.id, id));
      return Boolean(row);
    },

    async countUnresolved() {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(complianceIssues)
        .where(ne(complianceIssues.status, 'resolved'));
      return row?.n ?? 0;
    },
  };
}
export type ComplianceRepository = ReturnType<typeof createComplianceRepository>;
