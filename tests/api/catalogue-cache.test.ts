import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect } from '../../src/server/db/client.ts';
import { createCatalogueCache } from '../../src/server/modules/compliance/catalogue-cache.ts';
import { createChecksRepository } from '../../src/server/modules/compliance/checks-repository.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('demo');
});
afterAll(async () => database.drop());

/** The statements the pool ran whose text reads the substances' facts (the catalogue's largest read). */
function substanceReads(query: { mock: { calls: unknown[][] } }) {
  return query.mock.calls.filter(([statement]) => {
    const text = typeof statement === 'string' ? statement : (statement as { text?: string }).text;
    return /from "substances"/.test(text ?? '');
  }).length;
}

describe('the catalogue cache (what every save checks against)', () => {
  it('reads the catalogue once for saves that find it missing at the same time', async () => {
    const cache = createCatalogueCache();
    const query = vi.spyOn(database.pool, 'query');
    try {
      const catalogues = await Promise.all(Array.from({ length: 8 }, () => cache.get(database.db)));
      expect(new Set(catalogues).size).toBe(1);
      expect(catalogues[0]!.rules.length).toBeGreaterThan(0);
      expect(substanceReads(query)).toBe(1);
      // Kept: the next save reads only the version.
      query.mockClear();
      expect(await cache.get(database.db)).toBe(catalogues[0]);
      expect(substanceReads(query)).toBe(0);
    } finally {
      query.mockRestore();
    }
  });

  it('reads its own when the load it waited for fails (that transaction ended)', async () => {
    const cache = createCatalogueCache();
    const version = await createChecksRepository(database.db).catalogueVersion();
    // A connection that cannot reach its server: the first load fails.
    const unreachable = connect('postgres://nobody@127.0.0.1:1/none', 1);
    try {
      const [failed, own] = await Promise.allSettled([
        cache.get(unreachable.db, version),
        cache.get(database.db, version),
      ]);
      expect(failed.status).toBe('rejected');
      expect(own.status).toBe('fulfilled');
      expect(own.status === 'fulfilled' && own.value.version).toBe(version);
    } finally {
      await unreachable.close();
    }
  });
});
