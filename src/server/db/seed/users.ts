import type { Role } from '../../../domain/user/roles.ts';
import { users } from '../schema.ts';
import type { SeedContext } from './context.ts';

export const DEMO_PASSWORD = 'Demo!2345';

interface DemoUser {
  role: Role;
  local: string;
  firstName: string;
  lastName: string;
  bio: string;
  joinedDaysAgo: number;
  activeDaysAgo: number | null;
}

/** One user per role (docs/product-rules.md, "Sign-in and permissions"); the e-mail's local part is the seed key used elsewhere. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    role: 'admin',
    local: 'admin',
    firstName: 'Daniel',
    lastName: 'Reyes',
    bio: 'Runs the platform and its access rights.',
    joinedDaysAgo: 260,
    activeDaysAgo: 0,
  },
  {
    role: 'editor',
    local: 'editor',
    firstName: 'Priya',
    lastName: 'Shah',
    bio: 'Keeps product records and specifications tidy.',
    joinedDaysAgo: 250,
    activeDaysAgo: 2,
  },
  {
    role: 'viewer',
    local: 'viewer',
    firstName: 'Tom',
    lastName: 'Becker',
    bio: 'Sales liaison following the pipeline.',
    joinedDaysAgo: 120,
    activeDaysAgo: 14,
  },
  {
    role: 'product_manager',
    local: 'pm',
    firstName: 'Marcus',
    lastName: 'Hale',
    bio: 'Owns the shave and cleanse ranges.',
    joinedDaysAgo: 245,
    activeDaysAgo: 1,
  },
  {
    role: 'rd_scientist',
    local: 'scientist',
    firstName: 'Elena',
    lastName: 'Novak',
    bio: 'Senior formulation chemist, emulsions and actives.',
    joinedDaysAgo: 245,
    activeDaysAgo: 0,
  },
  {
    role: 'procurement_specialist',
    local: 'procurement',
    firstName: 'Samuel',
    lastName: 'Okafor',
    bio: 'Raw materials sourcing and supplier audits.',
    joinedDaysAgo: 230,
    activeDaysAgo: 3,
  },
  {
    role: 'finance_analyst',
    local: 'finance',
    firstName: 'Laura',
    lastName: 'Chen',
    bio: 'Product costing and margin analysis.',
    joinedDaysAgo: 200,
    activeDaysAgo: 5,
  },
  {
    role: 'quality_regulatory',
    local: 'regulatory',
    firstName: 'Henrik',
    lastName: 'Larsen',
    bio: 'EU/UK/US/CA regulatory affairs and safety files.',
    joinedDaysAgo: 240,
    activeDaysAgo: null,
  },
];

export async function seedUsers(ctx: SeedContext, passwordHash: string): Promise<void> {
  const rows = await ctx.tx
    .insert(users)
    .values(
      DEMO_USERS.map((u) => ({
        email: `${u.local}@example.com`,
        firstName: u.firstName,
        lastName: u.lastName,
        role: u.role,
        passwordHash,
        company: 'Formulary Men’s Care',
        bio: u.bio,
        lastActiveAt: u.activeDaysAgo === null ? null : ctx.daysAgo(u.activeDaysAgo),
        passwordChangedAt: ctx.daysAgo(u.joinedDaysAgo),
        createdAt: ctx.daysAgo(u.joinedDaysAgo),
        updatedAt: ctx.daysAgo(u.joinedDaysAgo),
      })),
    )
    .returning({ id: users.id, email: users.email });
  for (const row of rows) ctx.users[row.email.split('@')[0]] = row.id;
}
