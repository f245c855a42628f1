import { roleLabel } from '../../../domain/user/roles.ts';
import type { Db } from '../../db/client.ts';
import { toUserDto } from '../auth/user-dto.ts';
import { createUserRepository } from './repository.ts';

export function createUserService({ db }: { db: Db }) {
  const read = createUserRepository(db);
  return {
    async list(filter: { q?: string; role?: string } = {}) {
      return (await read.list(filter)).map((row) => ({
        ...toUserDto(row),
        roleLabel: roleLabel(row.role),
        revision: row.revision,
      }));
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
