import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export function createProfileRepository(db: Executor) {
  return {
    async find(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },
    async emailTakenByOther(email: string, userId: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)));
      return Boolean(row);
    },
    async update(id: string, values: Partial<typeof users.$inferInsert>) {
      const [row] = await db
        .update(users)
        .set({ ...values, revision: sql`${users.revision} + 1`, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row!;
    },
  };
}
