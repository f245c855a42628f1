import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/password-hash.ts';
import { checkAllFormulations } from '../../modules/compliance/checks-service.ts';
import { streamContents } from '../../modules/formulations/content.ts';
import type { Db, Executor } from '../client.ts';
import { users } from '../schema.ts';
import { seedActivity } from './activity.ts';
import { seedComplianceIssues } from './compliance-issues.ts';
import { createContext } from './context.ts';
import { seedFormulations } from './formulations.ts';
import { seedIdeation } from './ideation.ts';
import { seedLab } from './lab.ts';
import { seedRawMaterials } from './raw-materials.ts';
import { seedRegulatoryRules } from './regulatory-rules.ts';
import { seedScenarios } from './scenarios.ts';
import { seedSubstances } from './substances.ts';
import { seedSuppliers } from './suppliers.ts';
import { seedSustainabilityGoals } from './sustainability-goals.ts';
import { seedToxicology } from './toxicology.ts';
import { seedUsPack } from './us-pack.ts';
import { DEMO_PASSWORD, seedUsers } from './users.ts';

// Two instances starting on one empty database: only one loads the demo data.
const DEMO_LOCK = 4_242_003;

async function loadDemo(tx: Executor, passwordHash: string): Promise<void> {
  const ctx = createContext(tx);
  await seedUsers(ctx, passwordHash);
  await seedSuppliers(ctx);
  await seedSubstances(ctx);
  await seedToxicology(ctx);
  await seedRawMaterials(ctx);
  await seedRegulatoryRules(ctx);
  await seedUsPack(ctx);
  await seedFormulations(ctx);
  await seedLab(ctx);
  await seedComplianceIssues(ctx);
  await seedScenarios(ctx);
  await seedIdeation(ctx);
  await seedSustainabilityGoals(ctx);
  await seedActivity(ctx);
  // The demo data starts with its violations flagged, as every later change keeps them (docs/product-rules.md, "Compliance").
  await checkAllFormulations(tx, streamContents, { userId: null });
}

async function hasUsers(db: Executor): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return row.n > 0;
}

/**
 * Loads the demo data set (docs/product-rules.md, "Records") in one transaction. Meant for a database without users: the demo
 * users' e-mails would collide otherwise. The password is hashed once, before the transaction opens.
 */
export async function seedDemo(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction((tx) => loadDemo(tx, passwordHash));
}

/** Loads the demo data when the users table is empty; true when it did. Safe with concurrent boots. */
export async function seedDemoIfNoUsers(db: Db): Promise<boolean> {
  if (await hasUsers(db)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK})`);
    if (await hasUsers(tx)) return false;
    await loadDemo(tx, passwordHash);
    return true;
  });
}
