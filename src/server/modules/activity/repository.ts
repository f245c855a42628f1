import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { activityLog, users } from '../../db/schema.ts';

export type ActivityInsert = typeof activityLog.$inferInsert;

export function createActivityRepository(db: Executor) {
  return {
    async insert(entry: ActivityInsert) {
      await db.insert(activityLog).values(entry);
    },
  };
}

export interface ActivityFilter {
  limit?: number;
  offset?: number;
  userId?: string;
  action?: string;
  from?: Date;
  to?: Date;
}

export function createActivityReader(db: Executor) {
  function where(filter: ActivityFilter) {
    const conditions: SQL[] = [];
    if (filter.userId) conditions.push(eq(activityLog.userId, filter.userId));
    if (filter.action) conditions.push(eq(activityLog.action, filter.action));
    if (filter.from) conditions.push(gte(activityLog.createdAt, filter.from));
    if (filter.to) conditions.push(lte(activityLog.createdAt, filter.to));
    return conditions.length ? and(...conditions) : undefined;
  }
  return {
    async list(filter: ActivityFilter) {
      const condition = where(filter);
      const query = db
        .select({
          entry: activityLog,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(activityLog)
        .leftJoin(users, eq(users.id, activityLog.userId))
        .where(condition)
        .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
        .$dynamic();
      if (filter.limit !== undefined) query.limit(filter.limit).offset(filter.offset ?? 0);
      const rows = await query;
      const [total] = await db.select({ n: count() }).from(activityLog).where(condition);
      return { rows, total: total?.n ?? 0 };
    },
    async actions() {
      const rows = await db
        .selectDistinct({ action: activityLog.action })
        .from(activityLog)
        .orderBy(activityLog.action);
      return rows.map((row) => row.action);
    },
  };
}
