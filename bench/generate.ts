/**
 * Scale data for the benchmark: N formulations of L lines each, costed by the cost engine, written in bulk.
 * The first `shared` formulations all use the "Bench Water" raw material, for the price-change measurement.
 */
import { sql } from 'drizzle-orm';
import { FORM_STATUSES, PRODUCT_TYPES } from '../src/domain/formulation/constants.ts';
import { computeCost, toScale } from '../src/domain/formulation/cost.ts';
import type { Db } from '../src/server/db/client.ts';

type RawMaterial = {
  id: string;
  unitCost: string;
  unit: string;
};

export async function ensureRawMaterials(db: Db, count: number): Promise<RawMaterial[]> {
  const existing = await db.execute<RawMaterial>(
    sql`select id, unit_cost as "unitCost", unit from ingredients where name like 'Bench %' order by name <> 'Bench Water', name`,
  );
  if (existing.rows.length >= count) return existing.rows;
  const units = ['oz', 'lb', 'gal', 'fl oz'];
  for (let i = existing.rows.length; i < count; i++) {
    const name = i === 0 ? 'Bench Water' : `Bench Ingredient ${String(i).padStart(3, '0')}`;
    await db.execute(
      sql`insert into ingredients (name, inci_name, description, category, unit_cost, unit) values (${name}, ${`Bench INCI ${i}`}, 'Benchmark ingredient', 'base', ${(0.5 + (i % 17) * 0.37).toFixed(2)}, ${units[i % units.length]!})`,
    );
  }
  return (
    await db.execute<RawMaterial>(
      sql`select id, unit_cost as "unitCost", unit from ingredients where name like 'Bench %' order by name <> 'Bench Water', name`,
    )
  ).rows;
}

/** Adds formulations until there are `target` in total (benchmark ones), `linesEach` lines per formulation. */
export async function generateFormulations(db: Db, target: number, linesEach: number, shared: number) {
  const rawMaterials = await ensureRawMaterials(db, 40);
  const water = rawMaterials[0]!;
  const [{ n }] = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from formulations where description = 'bench'`,
    )
  ).rows as [{ n: number }];
  const chunk = 1000;
  for (let start = n; start < target; start += chunk) {
    const end = Math.min(target, start + chunk);
    const rows: unknown[][] = [];
    const lines: unknown[][] = [];
    for (let i = start; i < end; i++) {
      const id = crypto.randomUUID();
      const picked = Array.from({ length: linesEach }, (_, k) =>
        k === 0 && i < shared ? water : rawMaterials[1 + ((i * 7 + k * 3) % (rawMaterials.length - 1))]!,
      );
      const ounces = picked.map((_, k) => 100 + ((i + k) % 5) * 20);
      const result = computeCost({
        batchSize: 1000,
        unitSize: 50,
        lines: picked.map((ing, k) => ({ ounces: ounces[k]!, unitCost: ing.unitCost, unit: ing.unit })),
      });
      const created = new Date(Date.now() - (i % 365) * 86_400_000).toISOString();
      rows.push([
        id,
        `Bench Formulation ${i}`,
        PRODUCT_TYPES[i % PRODUCT_TYPES.length],
        FORM_STATUSES[i % FORM_STATUSES.length],
        toScale(result.totalCost, 4),
        toScale(result.costPerUnit, 4),
        created,
      ]);
      for (const [k, ing] of picked.entries())
        lines.push([id, ing.id, ounces[k], toScale(result.lines[k]!.cost, 6), k]);
    }
    await db.execute(sql`
      insert into formulations (id, name, description, product_type, status, batch_size, unit_size, lineage_id, total_cost, cost_per_unit, created_at, updated_at)
      select r.id::uuid, r.name, 'bench', r.pt, r.st, 1000, 50, r.id::uuid, r.tc::numeric, r.cpu::numeric, r.c::timestamptz, r.c::timestamptz
      from json_to_recordset(${JSON.stringify(rows.map(([id, name, pt, st, tc, cpu, c]) => ({ id, name, pt, st, tc, cpu, c })))}::json)
        as r(id text, name text, pt text, st text, tc text, cpu text, c text)`);
    await db.execute(sql`
      insert into formulation_ingredients (formulation_id, ingredient_id, ounces, cost, position)
      select l.f::uuid, l.i::uuid, l.o::numeric, l.c::numeric, l.p
      from json_to_recordset(${JSON.stringify(lines.map(([f, i, o, c, p]) => ({ f, i, o, c, p })))}::json)
        as l(f text, i text, o numeric, c text, p int)`);
  }
  await db.execute(sql`analyze`);
  return { waterId: water.id };
}
