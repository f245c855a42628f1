import type { User } from '../../../domain/user/user.ts';
import type { UserRow } from './repository.ts';

/** The public shape of a user: never the password hash. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    role: row.role,
    phone: row.phone,
    company: row.company,
    bio: row.bio,
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
    twoFactorEnabled: row.totpEnabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
