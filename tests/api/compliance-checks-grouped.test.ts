import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityLog,
  complianceIssues,
  formulationIngredients,
  formulationStatusHistory,
} from '../../src/server/db/schema.ts';
import {
  ids,
  scientist,
  scientistId,
  startComplianceChecksApp,
  stopComplianceChecksApp,
  t,
} from '../support/compliance-checks-app.ts';
import { formulationPayload, uniqueName } from '../support/factories.ts';

/**
 * Saves that arrive together are written together (ADR 025): one statement carries several users' saves, and
 * each still writes its own formulation, lines, status change, alerts and activity, under its own author.
 */
beforeAll(startComplianceChecksApp);
afterAll(stopComplianceChecksApp);

/** How many transactions wrote these formulations: rows one statement wrote share its transaction id. */
async function transactionsThatWrote(formulationIds: string[]) {
  const result = await t.database.db.execute<{ n: number }>(
    sql`select count(distinct xmin::text)::int as n from formulations where id in ${formulationIds}`,
  );
  return result.rows[0]!.n;
}

describe('saves sent at once', () => {
  it('go out together, each with its own rows, alert and activity under its own author', async () => {
    const second = await t.signInAs('rd_scientist', 'grouped-second@test.example.com');
    const secondId = (await t.createUser('rd_scientist', 'grouped-second@test.example.com')).id;
    // Even saves hold 2.5 % salicylic acid (25 of 1000 oz: over the 2.0 % limit); odd ones only water.
    const saves = Array.from({ length: 12 }, (_, index) => ({
      name: uniqueName(`Grouped ${index}`),
      cookie: index % 3 === 0 ? second : scientist,
      authorId: index % 3 === 0 ? secondId : scientistId,
      violates: index % 2 === 0,
    }));
    const responses = await Promise.all(
      saves.map((save) =>
        t.call({
          method: 'POST',
          url: '/api/formulations',
          cookie: save.cookie,
          payload: formulationPayload(
            save.violates
              ? [
                  { ingredientId: ids.water, ounces: '975' },
                  { ingredientId: ids.salicylic, ounces: '25' },
                ]
              : [{ ingredientId: ids.water, ounces: '1000' }],
            { name: save.name, productType: 'serum' },
          ),
        }),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const created = responses.map((response) => response.json() as { id: string; name: string });
    expect(created.map((row) => row.name)).toEqual(saves.map((save) => save.name));
    const formulationIds = created.map((row) => row.id);
    expect(await transactionsThatWrote(formulationIds)).toBeLessThan(saves.length);

    const lines = await t.database.db
      .select()
      .from(formulationIngredients)
      .where(inArray(formulationIngredients.formulationId, formulationIds));
    const history = await t.database.db
      .select()
      .from(formulationStatusHistory)
      .where(inArray(formulationStatusHistory.formulationId, formulationIds));
    const alerts = await t.database.db
      .select()
      .from(complianceIssues)
      .where(
        and(inArray(complianceIssues.formulationId, formulationIds), isNotNull(complianceIssues.autoKey)),
      );
    const activity = await t.database.db
      .select()
      .from(activityLog)
      .where(inArray(activityLog.entityId, [...formulationIds, ...alerts.map((alert) => alert.id)]))
      .orderBy(asc(activityLog.createdAt));

    saves.forEach((save, index) => {
      const id = formulationIds[index]!;
      expect(lines.filter((line) => line.formulationId === id)).toHaveLength(save.violates ? 2 : 1);
      expect(
        history
          .filter((row) => row.formulationId === id)
          .map((row) => [row.fromStatus, row.toStatus, row.changedBy]),
      ).toEqual([[null, 'draft', save.authorId]]);
      const own = alerts.filter((alert) => alert.formulationId === id);
      expect(own.map((alert) => alert.title)).toEqual(
        save.violates ? [`Salicylic Acid above 2.0 % in ${save.name}`] : [],
      );
      expect(
        activity
          .filter((row) => row.entityId === id || own.some((alert) => alert.id === row.entityId))
          .map((row) => [row.action, row.userId, row.description]),
      ).toEqual([
        ['formulation_create', save.authorId, `Created formulation "${save.name}"`],
        ...own.map((alert) => [
          'compliance_issue_auto_open',
          save.authorId,
          `Automated check opened "${alert.title}"`,
        ]),
      ]);
    });
  });

  it('each update is held to its own revision: stale ones answer 409, the others are written', async () => {
    const names = Array.from({ length: 8 }, (_, index) => uniqueName(`Grouped update ${index}`));
    const created = await Promise.all(
      names.map(async (name) => {
        const response = await t.call({
          method: 'POST',
          url: '/api/formulations',
          cookie: scientist,
          payload: formulationPayload([{ ingredientId: ids.water, ounces: '1000' }], { name }),
        });
        return response.json() as { id: string; revision: number };
      }),
    );
    // Every other update carries a revision that is not the formulation's.
    const responses = await Promise.all(
      created.map((row, index) =>
        t.call({
          method: 'PUT',
          url: `/api/formulations/${row.id}`,
          cookie: scientist,
          payload: {
            ...formulationPayload([{ ingredientId: ids.water, ounces: '500' }], {
              name: `${names[index]} v2`,
            }),
            revision: index % 2 === 0 ? row.revision : row.revision + 5,
          },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([
      200, 409, 200, 409, 200, 409, 200, 409,
    ]);
    const stored = await t.database.db.execute<{ id: string; name: string; revision: number }>(
      sql`select id, name, revision from formulations where id in ${created.map((row) => row.id)}`,
    );
    const byId = new Map(stored.rows.map((row) => [row.id, row]));
    created.forEach((row, index) => {
      const updated = index % 2 === 0;
      expect(byId.get(row.id)).toMatchObject({
        name: updated ? `${names[index]} v2` : names[index],
        revision: updated ? row.revision + 1 : row.revision,
      });
    });
    const lines = await t.database.db
      .select({ formulationId: formulationIngredients.formulationId, ounces: formulationIngredients.ounces })
      .from(formulationIngredients)
      .where(eq(formulationIngredients.formulationId, created[0]!.id));
    expect(lines.map((line) => line.ounces)).toEqual(['500.000000']);
  });
});
