import type { Db } from '../../db/client.ts';
import { createHealthRepository } from './repository.ts';

export function createHealthService({ db }: { db: Db }) {
  const repo = createHealthRepository(db);
  return { ping: () => repo.ping() };
}
