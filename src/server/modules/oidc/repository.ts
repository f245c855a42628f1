import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export function createOidcRepository(db: Executor) {
  return {
    async bySubject(subject: string) {
      const [row] = await db.select().from(users).where(eq(users.oidcSubject, subject));
      return row;
    },
    async byEmail(email: string) {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
      return row;
    },
    async byIdRead(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async byId(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },
    async link(userId: string, subject: string) {
      const [row] = await db
        .update(users)
        .set({
          oidcSubject: subject,
          oidcLinkUntil: null,
          revision: sql`${users.revision} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId))
        .returning();
      return row!;
    },
    async insert(values: typeof users.$inferInsert) {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
  };
}
