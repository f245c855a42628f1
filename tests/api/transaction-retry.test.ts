import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_ATTEMPTS, withRetry } from '../../src/server/db/client.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/** A deadlock or serialization failure is run again before it becomes an error (docs/product-rules.md, "Sign-in and permissions"). */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('base');
  await database.db.execute(sql`create table deadlock_probe (id int primary key, n int not null)`);
  await database.db.execute(sql`insert into deadlock_probe values (1, 0), (2, 0)`);
});
afterAll(async () => database.drop());

describe('transaction retry', () => {
  it('runs the deadlock victim again: both transactions commit', async () => {
    const { db } = database;
    let firstWrites = 0;
    let release: () => void = () => undefined;
    const bothHoldALock = new Promise<void>((resolve) => {
      release = resolve;
    });
    const attempts = { a: 0, b: 0 };
    const crossing = (name: 'a' | 'b', first: number, second: number) =>
      db.transaction(async (tx) => {
        attempts[name] += 1;
        await tx.execute(sql`update deadlock_probe set n = n + 1 where id = ${first}`);
        firstWrites += 1;
        if (firstWrites === 2) release();
        await bothHoldALock;
        await tx.execute(sql`update deadlock_probe set n = n + 1 where id = ${second}`);
      });
    await Promise.all([crossing('a', 1, 2), crossing('b', 2, 1)]);
    const rows = (await db.execute<{ n: number }>(sql`select n from deadlock_probe order by id`)).rows;
    expect(rows.map((row) => row.n)).toEqual([2, 2]);
    // PostgreSQL aborted exactly one of them as the deadlock victim; it ran again.
    expect(attempts.a + attempts.b).toBe(3);
  });

  it('does not retry other errors, and gives up after the last attempt', async () => {
    let calls = 0;
    const failing = withRetry(async () => {
      calls += 1;
      throw Object.assign(new Error('unique'), { code: '23505' });
    });
    await expect(failing()).rejects.toThrow('unique');
    expect(calls).toBe(1);
    calls = 0;
    const deadlocked = withRetry(async () => {
      calls += 1;
      throw Object.assign(new Error('wrapped'), { cause: { code: '40P01' } });
    });
    await expect(deadlocked()).rejects.toThrow('wrapped');
    expect(calls).toBe(TRANSACTION_ATTEMPTS);
  });
});
