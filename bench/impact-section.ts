import { sql } from 'drizzle-orm';
import { connect } from '../src/server/db/client.ts';
import { generateFormulations } from './generate.ts';
import type { BenchServer } from './lib.ts';
import { row } from './report.ts';

/** The rule applies from this day; the impact is asked for a day after it. */
const APPLIES_FROM = '2099-01-01';
const ASKED = '2099-06-30';
/** One formulation in this many holds the capped raw material: the ones the optimizer reformulates. */
const EVERY = 100;

/**
 * docs/product-rules.md, "Budgets" and ADR 071: "what a date changes" on 20,000 formulations within 5 s. The scale
 * data (10 lines each), every bench raw material given a composition of its own substance, and one formulation in
 * 100 given an extra line of a raw material whose substance a rule caps at 1 % from a future date: the call
 * evaluates them all at that date in memory and runs the optimizer on the 1 % that fail. `count` (the
 * BENCH_IMPACT_COUNT environment variable) makes it smaller to try the section out.
 */
export async function impactSection(label: string, server: BenchServer, cookie: string, count = 20_000) {
  const database = connect(server.dbUrl, 2);
  const headers = { cookie, origin: server.url, 'content-type': 'application/json' };
  try {
    const { db } = database;
    await generateFormulations(db, count, 10, 0);
    await db.execute(sql`
      insert into substances (inci_name)
      select 'Bench Substance of ' || i.name from ingredients i
      where i.name like 'Bench %' and not exists (select 1 from substances s where s.inci_name = 'Bench Substance of ' || i.name)`);
    await db.execute(sql`
      insert into ingredients (name, inci_name, description, category, unit_cost, unit)
      select 'Bench Capped', 'Bench Capped', 'Benchmark ingredient', 'base', 0.20, 'oz'
      where not exists (select 1 from ingredients where name = 'Bench Capped')`);
    await db.execute(sql`
      insert into substances (inci_name) select 'Bench Substance of Bench Capped'
      where not exists (select 1 from substances where inci_name = 'Bench Substance of Bench Capped')`);
    await db.execute(sql`
      insert into ingredient_substances (ingredient_id, substance_id, percent)
      select i.id, s.id, 100 from ingredients i join substances s on s.inci_name = 'Bench Substance of ' || i.name
      where i.name like 'Bench %' on conflict do nothing`);
    await db.execute(sql`
      insert into formulation_ingredients (formulation_id, ingredient_id, ounces, cost, position)
      select f.id, (select id from ingredients where name = 'Bench Capped'), 100, 0, 10
      from (select id, row_number() over (order by id) as n from formulations where description = 'bench') f
      where f.n % ${EVERY} = 0
        and not exists (select 1 from formulation_ingredients l join ingredients i on i.id = l.ingredient_id
                        where l.formulation_id = f.id and i.name = 'Bench Capped')`);
    await db.execute(sql`update catalogue_version set version = version + 1`);
    const [capped] = (
      await db.execute<{ id: string }>(
        sql`select id from substances where inci_name = 'Bench Substance of Bench Capped'`,
      )
    ).rows;
    const rule = await fetch(`${server.url}/api/regulatory-rules`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Bench cap: max 1 % from 2099',
        ruleType: 'max_concentration',
        substanceId: capped!.id,
        maxPercent: '1',
        exposure: 'all',
        market: 'EU',
        severity: 'high',
        isActive: true,
        appliesFrom: APPLIES_FROM,
      }),
    });
    if (!rule.ok) throw new Error(`creating the rule: ${rule.status} ${await rule.text()}`);

    // One call to warm the server's code paths and the catalogue cache, then the median of three.
    const timings: number[] = [];
    let answer: { counts?: { checked: number; failing: number; feasible: number } } = {};
    let ok = true;
    for (let run = 0; run < 4; run += 1) {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/compliance/impact?market=EU&date=${ASKED}`, {
        headers: { cookie },
      });
      answer = (await response.json()) as typeof answer;
      ok &&= response.ok;
      if (run > 0) timings.push(performance.now() - started);
    }
    const median = timings.sort((a, b) => a - b)[1]!;
    const counts = answer.counts;
    row(
      `${label} impact of a date: ${counts?.checked ?? '?'} formulations, ${counts?.failing ?? '?'} failing reformulated (${counts?.feasible ?? '?'} feasible), median of 3 (ms)`,
      median.toFixed(0),
      '',
      '',
      '<= 5000',
      ok && median <= 5000,
    );
  } finally {
    await database.close();
  }
}
