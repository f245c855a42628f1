import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/password-hash.ts';
import { passwordProblems } from '../modules/auth/password-rules.ts';
import { readSettings } from '../modules/settings/read-settings.ts';
import type { Db } from './client.ts';
import { systemSettings, users } from './schema.ts';

/**
 * Production has no demo users and no default credentials: the first administrator comes from ADMIN_EMAIL and
 * ADMIN_PASSWORD. Returns a message when the boot must stop.
 */
export async function bootstrapAdmin(
  db: Db,
  options: { email?: string; password?: string; production: boolean },
): Promise<string | undefined> {
  const [admins] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.role, 'admin'));
  if ((admins?.n ?? 0) > 0) return undefined;
  if (!options.email || !options.password) {
    return options.production
      ? 'No administrator exists yet: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first one.'
      : undefined;
  }
  // The first administrator is held to the same password policy as everyone after them (docs/product-rules.md, "Sign-in and permissions").
  const [stored] = await db.select({ data: systemSettings.data }).from(systemSettings).limit(1);
  const problems = passwordProblems(options.password, readSettings(stored?.data).security.passwordPolicy);
  if (problems.length > 0) return `ADMIN_PASSWORD does not meet the password policy: ${problems.join('; ')}.`;
  await db
    .insert(users)
    .values({
      email: options.email.toLowerCase(),
      firstName: 'Admin',
      lastName: 'User',
      role: 'admin',
      passwordHash: await hashPassword(options.password),
      passwordChangedAt: new Date(),
    })
    .onConflictDoNothing();
  await db.update(users).set({ role: 'admin' }).where(sql`lower(${users.email}) = lower(${options.email})`);
  return undefined;
}
