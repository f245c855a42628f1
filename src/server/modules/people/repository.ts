import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountSettings, users } from '../../db/schema.ts';

/** Every user's profile with their stored account settings (for the profile visibility). */
export function createPeopleRepository(db: Executor) {
  return {
    async profiles() {
      return db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          role: users.role,
          phone: users.phone,
          company: users.company,
          bio: users.bio,
          avatarUrl: users.profileImageUrl,
          account: accountSettings.data,
        })
        .from(users)
        .leftJoin(accountSettings, eq(accountSettings.userId, users.id))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
    },
  };
}
