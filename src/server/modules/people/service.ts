import { readAccountSettings } from '../../../domain/account/account-settings.ts';
import type { Person } from '../../../domain/account/people-schema.ts';
import { canSeeProfile, type ProfileViewer } from '../../../domain/account/profile-visibility.ts';
import { displayName } from '../../../domain/user/initials.ts';
import { roleLabel } from '../../../domain/user/roles.ts';
import type { Db } from '../../db/client.ts';
import { createPeopleRepository } from './repository.ts';

/** The People screen (ADR 064): colleagues' profiles, each as far as its owner's profile visibility allows. */
export function createPeopleService({ db }: { db: Db }) {
  const repo = createPeopleRepository(db);
  return {
    async list(viewer: ProfileViewer): Promise<Person[]> {
      const rows = await repo.profiles();
      return rows.flatMap((row) => {
        const visibility = readAccountSettings(row.account).privacy.profileVisibility;
        if (!canSeeProfile({ id: row.id, visibility }, viewer)) return [];
        return [
          {
            id: row.id,
            name: displayName(row),
            role: row.role,
            roleLabel: roleLabel(row.role),
            email: row.email,
            phone: row.phone,
            company: row.company,
            bio: row.bio,
            avatarUrl: row.avatarUrl,
            visibility,
          },
        ];
      });
    },
  };
}
export type PeopleService = ReturnType<typeof createPeopleService>;
