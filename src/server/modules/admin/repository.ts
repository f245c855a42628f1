import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { complianceIssues, formulations, loginAttempts, users } from '../../db/schema.ts';

export function createAdminRepository(db: Executor) {
  return {
    /** The admin dashboard's counts in one round trip, from aggregate SQL (docs/product-rules.md, "API conventions"). */
    async counts(activeSince: Date) {
      const since = activeSince.toISOString();
      const result = await db.execute<{
        total_users: number;
        active_users: number;
        total_formulations: number;
        pending_issues: number;
        database_size: number;
      }>(sql`
        select
          (select count(*)::int from ${users}) as total_users,
          (select count(*)::int from ${users} u
            where u.last_active_at > ${since}::timestamptz
               or exists (
                 select 1 from ${loginAttempts} a
                 where a.email = lower(u.email) and a.outcome = 'success' and a.created_at > ${since}::timestamptz
               )) as active_users,
          (select count(*)::int from ${formulations}) as total_formulations,
          (select count(*)::int from ${complianceIssues} where ${complianceIssues.status} <> 'resolved')
            as pending_issues,
          pg_database_size(current_database())::bigint as database_size
      `);
      const row = result.rows[0]!;
      return {
        totalUsers: Number(row.total_users),
        activeUsers: Number(row.active_users),
        totalFormulations: Number(row.total_formulations),
        pendingIssues: Number(row.pending_issues),
        databaseSize: Number(row.database_size),
      };
    },
  };
}
