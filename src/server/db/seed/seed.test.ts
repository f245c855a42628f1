import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ISSUE_STATUSES, SEVERITIES } from '../../../domain/compliance/constants.ts';
import { FORMULATION_STATUSES, PRODUCT_TYPES } from '../../../domain/formulation/constants.ts';
import { computeCost, toScale } from '../../../domain/formulation/cost.ts';
import { SCENARIO_TYPES } from '../../../domain/scenario/constants.ts';
import { isValidCas } from '../../../domain/substance/cas.ts';
import { THEME_TEMPLATES } from '../../../domain/theme/theme.ts';
import { ROLES } from '../../../domain/user/roles.ts';
import { verifyPassword } from '../../modules/auth/password-hash.ts';
import { createSecretBox, DEVELOPMENT_KEY } from '../../secrets/secret-box.ts';
import { connect, type Database } from '../client.ts';
import { runMigrations } from '../migrate.ts';
import * as t from '../schema.ts';
import { DEMO_PASSWORD, seedIfEmpty } from './index.ts';

/** A scratch database on the test server, migrated; dropped by `drop()`. */
async function scratchDatabase(): Promise<Database & { drop(): Promise<void> }> {
  // The run's server (TEST_DATABASE_URL or the embedded one the global setup started), else the machine's.
  const serverUrl =
    process.env.TEST_DATABASE_URL ?? inject('testServerUrl') ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `seed_test_${randomBytes(5).toString('hex')}`;
  const urlFor = (database: string) =>
    Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
  const admin = connect(urlFor('postgres'), 1);
  await admin.db.execute(sql.raw(`create database ${name}`));
  await admin.close();
  const database = connect(urlFor(name), 4);
  await runMigrations(database.pool, createSecretBox(DEVELOPMENT_KEY));
  return {
    ...database,
    async drop() {
      await database.close();
      const again = connect(urlFor('postgres'), 1);
      await again.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await again.close();
    },
  };
}

const TABLES = [
  'users',
  'system_settings',
  'themes',
  'suppliers',
  'substances',
  'substance_counts_as',
  'ingredients',
  'ingredient_substances',
  'formulations',
  'formulation_ingredients',
  'formulation_status_history',
  'regulatory_rules',
  'compliance_issues',
  'ideation_sessions',
  'scenarios',
  'sustainability_goals',
  'activity_log',
];

let database: Awaited<ReturnType<typeof scratchDatabase>>;

async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
      return [table, (result.rows[0] as { n: number }).n] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const distinct = <T>(values: T[]) => [...new Set(values)].sort();

describe('seed', () => {
  let loaded: boolean;
  let beforeDemo: Record<string, number>;

  beforeAll(async () => {
    database = await scratchDatabase();
    expect(await seedIfEmpty(database.db, 'none')).toBe(false);
    beforeDemo = await counts();
    loaded = await seedIfEmpty(database.db, 'demo');
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('with SEED=none adds only the settings row and the themes', () => {
    expect(beforeDemo).toMatchObject({ users: 0, system_settings: 1, formulations: 0 });
    expect(beforeDemo.themes).toBe(THEME_TEMPLATES.length + 1);
  });

  it('loads the demo data once and a second run changes nothing', async () => {
    expect(loaded).toBe(true);
    const before = await counts();
    expect(await seedIfEmpty(database.db, 'demo')).toBe(false);
    expect(await counts()).toEqual(before);
    expect(before.activity_log).toBeGreaterThanOrEqual(20);
    expect(before.ideation_sessions).toBeGreaterThanOrEqual(6);
    expect(before.sustainability_goals).toBe(3);
  });

  it('has one active theme and every template', async () => {
    const rows = await database.db.select().from(t.themes);
    expect(rows.filter((row) => row.isActive)).toHaveLength(1);
    expect(distinct(rows.filter((row) => row.isTemplate).map((row) => row.name))).toEqual(
      distinct(THEME_TEMPLATES.map((template) => template.name)),
    );
  });

  it('has one demo user per role, signing in with the demo password', async () => {
    const rows = await database.db.select().from(t.users);
    expect(rows).toHaveLength(8);
    expect(distinct(rows.map((row) => row.role))).toEqual(distinct([...ROLES]));
    const admin = rows.find((row) => row.email === 'admin@example.com');
    expect(admin?.role).toBe('admin');
    expect(rows.find((row) => row.email === 'scientist@example.com')?.role).toBe('rd_scientist');
    expect(await verifyPassword(admin!.passwordHash, DEMO_PASSWORD)).toBe(true);
  });

  it('has suppliers and ingredients, some without footprint data, each with a composition', async () => {
    const supplierRows = await database.db.select().from(t.suppliers);
    expect(supplierRows.length).toBeGreaterThanOrEqual(8);
    expect(supplierRows.some((row) => row.name.includes('Lab'))).toBe(true);
    expect(supplierRows.some((row) => row.name.includes('Pack'))).toBe(true);
    expect(supplierRows.some((row) => row.certifications.length > 3)).toBe(true);

    const rawMaterialRows = await database.db.select().from(t.ingredients);
    expect(rawMaterialRows.length).toBeGreaterThanOrEqual(40);
    expect(rawMaterialRows.some((row) => row.waterLitersPerOz === null)).toBe(true);
    const composed = await database.db
      .selectDistinct({ id: t.ingredientSubstances.ingredientId })
      .from(t.ingredientSubstances);
    expect(composed).toHaveLength(rawMaterialRows.length);
    // Every volume unit of the demo inventory has its density entered.
    expect(
      rawMaterialRows
        .filter((row) => ['fl oz', 'gal'].includes(row.unit))
        .every((row) => row.density !== null),
    ).toBe(true);
    expect(
      rawMaterialRows.find((row) => row.inciName === 'Salicylic Acid')?.regulatoryRestrictions,
    ).toContain('Max 2% leave-on (EU Annex III/98)');
  });

  it('has a substance catalogue with checked CAS numbers, the EU fragrance allergens and counts-as links', async () => {
    const rows = await database.db.select().from(t.substances);
    const allergens = rows.filter((row) => row.allergen);
    expect(allergens.length).toBeGreaterThanOrEqual(75);
    expect(rows.every((row) => row.casNumbers.every(isValidCas))).toBe(true);
    expect(allergens.every((row) => row.casNumbers.length > 0 && row.annexEntry?.includes('Annex III'))).toBe(
      true,
    );
    const links = await database.db.select().from(t.substanceCountsAs);
    const name = (id: string) => rows.find((row) => row.id === id)!.inciName;
    expect(links.map((link) => [name(link.substanceId), name(link.targetId), link.factor]).sort()).toEqual([
      ['Potassium Sorbate', 'Sorbic Acid', '0.746400'],
      ['Retinyl Acetate', 'Retinol', '0.872000'],
      ['Retinyl Palmitate', 'Retinol', '0.546000'],
      ['Sodium Benzoate', 'Benzoic Acid', '0.847400'],
      ['Sodium Salicylate', 'Salicylic Acid', '0.862700'],
      ['Urea Peroxide', 'Hydrogen Peroxide', '0.361600'],
    ]);
  });

  it('covers every product type and status, with a violation for the checks to find', async () => {
    const rows = await database.db.select().from(t.formulations);
    expect(rows.length).toBeGreaterThanOrEqual(14);
    expect(distinct(rows.map((row) => row.productType))).toEqual(distinct([...PRODUCT_TYPES]));
    expect(distinct(rows.map((row) => row.status))).toEqual(distinct([...FORMULATION_STATUSES]));

    const bha = rows.find((row) => row.name === 'BHA Blemish Control Serum')!;
    const [line] = await database.db
      .select({ ounces: t.formulationIngredients.ounces })
      .from(t.formulationIngredients)
      .innerJoin(t.ingredients, eq(t.ingredients.id, t.formulationIngredients.ingredientId))
      .where(
        sql`${t.formulationIngredients.formulationId} = ${bha.id} and ${t.ingredients.inciName} = 'Salicylic Acid'`,
      );
    expect((Number(line.ounces) / Number(bha.batchSize)) * 100).toBeGreaterThan(2);
  });

  it('stores the costs the cost engine computes from the lines', async () => {
    const rows = await database.db.select().from(t.formulations);
    for (const f of rows) {
      const lines = await database.db
        .select({
          ounces: t.formulationIngredients.ounces,
          cost: t.formulationIngredients.cost,
          unitCost: t.ingredients.unitCost,
          unit: t.ingredients.unit,
          density: t.ingredients.density,
        })
        .from(t.formulationIngredients)
        .innerJoin(t.ingredients, eq(t.ingredients.id, t.formulationIngredients.ingredientId))
        .where(eq(t.formulationIngredients.formulationId, f.id))
        .orderBy(asc(t.formulationIngredients.position));
      expect(lines.length, f.name).toBeGreaterThanOrEqual(3);
      expect(lines.length, f.name).toBeLessThanOrEqual(8);
      const cost = computeCost({
        batchSize: f.batchSize,
        unitSize: f.unitSize,
        targetMargin: f.targetMargin,
        lines,
      });
      expect(f.totalCost, f.name).toBe(toScale(cost.totalCost, 4));
      expect(f.costPerUnit, f.name).toBe(toScale(cost.costPerUnit, 4));
      expect(lines.map((line) => line.cost)).toEqual(cost.lines.map((line) => toScale(line.cost, 6)));
      expect(Number(f.costPerUnit), f.name).toBeGreaterThan(0);
    }
  });

  it('links versions through their lineage, each v2 cheaper than its v1', async () => {
    const rows = await database.db.select().from(t.formulations);
    const v2s = rows.filter((row) => row.version === 2);
    expect(v2s).toHaveLength(2);
    for (const v2 of v2s) {
      const v1 = rows.find((row) => row.id === v2.parentId)!;
      expect(v1.version).toBe(1);
      expect(v2.lineageId).toBe(v1.id);
      expect(Number(v2.costPerUnit)).toBeLessThan(Number(v1.costPerUnit));
    }
    for (const row of rows.filter((r) => r.version === 1)) expect(row.lineageId).toBe(row.id);
  });

  it('records a status history that starts at draft and ends at the current status', async () => {
    const rows = await database.db.select().from(t.formulations);
    for (const f of rows) {
      const history = await database.db
        .select()
        .from(t.formulationStatusHistory)
        .where(eq(t.formulationStatusHistory.formulationId, f.id))
        .orderBy(asc(t.formulationStatusHistory.changedAt));
      expect(history[0].toStatus, f.name).toBe('draft');
      expect(history.at(-1)!.toStatus, f.name).toBe(f.status);
      const times = history.map((h) => h.changedAt.getTime());
      expect(times, f.name).toEqual([...new Set(times)].sort((a, b) => a - b));
    }
  });

  it('gives every substance a toxicological profile: the SCCS figures where checked, data missing otherwise', async () => {
    const substances = await database.db.select().from(t.substances);
    const profiles = await database.db.select().from(t.toxicologyProfiles);
    expect(profiles).toHaveLength(substances.length);
    const byName = new Map(substances.map((row) => [row.id, row.inciName]));
    const withData = profiles
      .filter((row) => row.pointOfDeparture !== null)
      .map((row) => [byName.get(row.substanceId), row.pointOfDeparture, row.source?.split(' ')[0]])
      .sort();
    expect(withData).toEqual([
      ['Arbutin', '100.000000', 'SCCS/1550/15'],
      ['Salicylic Acid', '75.000000', 'SCCS/1601/18'],
    ]);
    expect(
      profiles
        .filter((row) => row.pointOfDeparture === null)
        .every((row) => row.note?.startsWith('Data missing')),
    ).toBe(true);
    // Every formulation has the exposure category its use defaults to: the body lotion is assessed as one.
    const [lotion] = await database.db
      .select({ category: t.formulations.exposureCategory })
      .from(t.formulations)
      .where(eq(t.formulations.name, 'Vitamin A Body Lotion'));
    expect(lotion?.category).toBe('body_lotion');
  });

  it('has compliance issues of every severity and status, rules, and scenarios of every type', async () => {
    const issues = await database.db.select().from(t.complianceIssues);
    expect(distinct(issues.map((row) => row.severity))).toEqual(distinct([...SEVERITIES]));
    expect(distinct(issues.map((row) => row.status))).toEqual(distinct([...ISSUE_STATUSES]));
    expect(distinct(issues.map((row) => row.region ?? ''))).toEqual(['CA', 'EU', 'UK', 'US']);
    for (const issue of issues.filter((row) => row.status === 'resolved')) {
      expect(issue.resolvedAt).not.toBeNull();
      expect(issue.statusChangedBy).not.toBeNull();
    }
    expect(issues.some((row) => row.dueDate === null)).toBe(true);
    expect(issues.some((row) => row.dueDate !== null)).toBe(true);

    const rules = await database.db.select().from(t.regulatoryRules);
    expect(distinct(rules.map((row) => row.ruleType))).toEqual([
      'allergen_label',
      'conditional',
      'max_concentration',
      'missing_inci',
      'prohibited',
    ]);
    // Every rule but missing INCI names its substance, and carries its legal basis.
    expect(rules.every((row) => (row.ruleType === 'missing_inci') === (row.substanceId === null))).toBe(true);
    expect(rules.every((row) => row.reference)).toBe(true);

    const scenarioRows = await database.db.select().from(t.scenarios);
    expect(distinct(scenarioRows.map((row) => row.type))).toEqual(distinct([...SCENARIO_TYPES]));
    expect(scenarioRows.every((row) => row.results === null)).toBe(true);
    expect(scenarioRows.filter((row) => row.status === 'archived')).toHaveLength(1);
  });
});
