import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { recordsFromRows } from '../../../domain/common/csv.ts';
import { usPackRules } from '../../../domain/market/us-pack.ts';
import { regulatoryRules, substances, toxicologyProfiles } from '../schema.ts';
import type { SeedContext } from './context.ts';
import { DATA_MISSING_NOTE } from './toxicology-table.ts';

// From the sources, the file beside this module; from the bundle, the copy build-server.mjs puts beside it.
const FILE = new URL(
  import.meta.url.endsWith('.ts')
    ? './data/us-cfr-prohibited-restricted.csv'
    : './seed-data/us-cfr-prohibited-restricted.csv',
  import.meta.url,
);

/** The US pack's rules from the seed CSV (ADR 060). */
export function readUsPack() {
  const parsed = Papa.parse<string[]>(readFileSync(FILE, 'utf8'), { skipEmptyLines: false });
  return usPackRules(recordsFromRows(parsed.data));
}

/**
 * Loads the US pack as US-market rules: each names its substance by CAS, found in the catalogue or created with
 * its INCI name and CAS number.
 */
export async function seedUsPack(ctx: SeedContext): Promise<void> {
  const rules = readUsPack();
  const createdAt = ctx.daysAgo(30);
  const idByCas = new Map<string, string>();
  for (const rule of rules) {
    if (idByCas.has(rule.cas)) continue;
    const [found] = await ctx.tx
      .select({ id: substances.id })
      .from(substances)
      .where(sql`${substances.casNumbers} @> array[${rule.cas}]::text[]`);
    if (found) {
      idByCas.set(rule.cas, found.id);
      continue;
    }
    const [created] = await ctx.tx
      .insert(substances)
      .values({ inciName: rule.inciName, casNumbers: [rule.cas] })
      .returning({ id: substances.id });
    // Every substance has a profile (ADR 052): none of these has published figures in the demo, so data missing.
    await ctx.tx.insert(toxicologyProfiles).values({ substanceId: created!.id, note: DATA_MISSING_NOTE });
    idByCas.set(rule.cas, created!.id);
  }
  await ctx.tx.insert(regulatoryRules).values(
    rules.map((rule) => ({
      name: rule.name,
      ruleType: rule.ruleType,
      substanceId: idByCas.get(rule.cas)!,
      maxPercent: rule.maxPercent,
      applicationAreas: rule.applicationAreas,
      market: 'US',
      severity: rule.ruleType === 'prohibited' ? 'critical' : 'high',
      annexEntry: `21 CFR ${rule.section}`,
      reference: `${rule.reference}: ${rule.condition}`.slice(0, 500),
      createdAt,
      updatedAt: createdAt,
    })),
  );
}
