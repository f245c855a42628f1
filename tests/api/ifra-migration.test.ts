import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_AREAS, EXPOSURES, PRODUCT_TYPES } from '../../src/domain/formulation/constants.ts';
import { defaultIfraCategory } from '../../src/domain/ifra/ifra.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The migration gives existing formulations their IFRA category (ADR 063) with a CASE written in SQL: it must be
 * defaultIfraCategory, for every product type, area and exposure.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('the IFRA category migration', () => {
  it('gives every use the category defaultIfraCategory gives it', async () => {
    const manual = fs.readFileSync('src/server/db/migrations-manual/ifra.sql', 'utf8');
    const expression = manual.slice(manual.indexOf('CASE'), manual.lastIndexOf('END') + 3);
    const uses = PRODUCT_TYPES.flatMap((productType) =>
      APPLICATION_AREAS.flatMap((area) =>
        EXPOSURES.map((exposure) => [productType, area, exposure] as const),
      ),
    );
    const values = uses.map(([type, area, exposure]) => `('${type}', '${area}', '${exposure}')`).join(', ');
    const result = await t.database.db.execute(
      sql.raw(
        `select product_type, application_area, exposure, ${expression} as category
         from (values ${values}) as f(product_type, application_area, exposure)`,
      ),
    );
    const rows = result.rows as {
      product_type: string;
      application_area: string;
      exposure: string;
      category: string;
    }[];
    expect(rows).toHaveLength(uses.length);
    for (const row of rows)
      expect(row.category, `${row.product_type} ${row.application_area} ${row.exposure}`).toBe(
        defaultIfraCategory(row.product_type, row.application_area, row.exposure),
      );
  });
});
