import type { ActivityEntry } from '../../../domain/user/activity.ts';
import { displayName } from '../../../domain/user/initials.ts';
import type { Db } from '../../db/client.ts';
import { type ActivityFilter, createActivityReader } from './repository.ts';

export function createActivityService({ db }: { db: Db }) {
  const read = createActivityReader(db);
  return {
    async list(filter: ActivityFilter): Promise<{ items: ActivityEntry[]; total: number }> {
      const { rows, total } = await read.list(filter);
      return {
        total,
        items: rows.map((row) => ({
          id: row.entry.id,
          action: row.entry.action,
          entityType: row.entry.entityType,
          entityId: row.entry.entityId,
          description: row.entry.description,
          userId: row.entry.userId,
          user: row.email ? displayName(row) : null,
          createdAt: row.entry.createdAt.toISOString(),
        })),
      };
    },
    actions: () => read.actions(),
  };
}
export type ActivityService = ReturnType<typeof createActivityService>;
