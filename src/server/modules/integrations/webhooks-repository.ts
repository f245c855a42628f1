import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
type EndpointInsert = typeof webhookEndpoints.$inferInsert;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

/** A delivery the dispatcher took: what to send, where, and with which secret. */
export interface ClaimedDelivery {
  id: string;
  payload: unknown;
  attempts: number;
  createdAt: Date;
  /** When the delivery is due (its job runs then; an early job waits for it). */
  nextAttemptAt: Date | null;
  url: string;
  endpointId: string;
  /** Sealed (ADR 031): the dispatcher opens it just before signing. */
  secret: string;
}

export function createWebhookRepository(db: Executor) {
  return {
    list: () => db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.createdAt)),

    async find(id: string, options: { forUpdate?: boolean } = {}): Promise<EndpointRow | undefined> {
      const query = db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      const [row] = await (options.forUpdate ? query.for('update') : query);
      return row;
    },

    async insert(values: EndpointInsert): Promise<EndpointRow> {
      const [row] = await db.insert(webhookEndpoints).values(values).returning();
      return row!;
    },

    async update(id: string, revision: number, values: Partial<EndpointInsert>) {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ ...values, revision: revision + 1, updatedAt: new Date() })
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.revision, revision)))
        .returning();
      return row;
    },

    async remove(id: string) {
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    },

    /** An endpoint's newest deliveries with every attempt, for the delivery log. */
    async deliveries(endpointId: string, limit: number) {
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(desc(webhookDeliveries.createdAt))
        .limit(limit);
      const attempts = rows.length
        ? await db
            .select()
            .from(webhookAttempts)
            .where(
              inArray(
                webhookAttempts.deliveryId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(webhookAttempts.attemptedAt))
        : [];
      return { rows, attempts };
    },

    async findDelivery(endpointId: string, id: string): Promise<DeliveryRow | undefined> {
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)));
      return row;
    },

    async insertDelivery(values: typeof webhookDeliveries.$inferInsert): Promise<DeliveryRow> {
      const [row] = await db.insert(webhookDeliveries).values(values).returning();
      return row!;
    },

    /** A delivery still to send, with its endpoint's address and secret; undefined once settled or gone. */
    async pending(id: string): Promise<ClaimedDelivery | undefined> {
      const result = await db.execute<{
        id: string;
        payload: unknown;
        attempts: number;
        created_at: string | Date;
        next_attempt_at: string | Date | null;
        url: string;
        endpoint_id: string;
        secret: string;
      }>(sql`
        select d.id, d.payload, d.attempts, d.created_at, d.next_attempt_at, ep.url, ep.id as endpoint_id, ep.secret
        from ${webhookDeliveries} d join ${webhookEndpoints} ep on ep.id = d.endpoint_id
        where d.id = ${id} and d.status = 'pending'`);
      const row = result.rows[0];
      return (
        row && {
          id: row.id,
          payload: row.payload,
          attempts: row.attempts,
          createdAt: new Date(row.created_at),
          nextAttemptAt: row.next_attempt_at === null ? null : new Date(row.next_attempt_at),
          url: row.url,
          endpointId: row.endpoint_id,
          secret: row.secret,
        }
      );
    },

    /** Settled deliveries (and their attempts, by cascade) last touched before `before`. */
    async prune(before: Date): Promise<number> {
      const rows = await db
        .delete(webhookDeliveries)
        .where(
          and(
            inArray(webhookDeliveries.status, ['delivered', 'failed']),
            sql`${webhookDeliveries.updatedAt} < ${before.toISOString()}::timestamptz`,
          ),
        )
        .returning({ id: webhookDeliveries.id });
      return rows.length;
    },

    async recordAttempt(attempt: typeof webhookAttempts.$inferInsert) {
      await db.insert(webhookAttempts).values(attempt);
    },

    async settle(
      id: string,
      values: { status: 'pending' | 'delivered' | 'failed'; attempts: number; nextAttemptAt: Date | null },
    ) {
      await db
        .update(webhookDeliveries)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(webhookDeliveries.id, id));
    },
  };
}
