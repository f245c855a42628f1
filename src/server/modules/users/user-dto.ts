import type { AdminUser } from '../../../domain/user/admin-user.ts';
import { roleLabel } from '../../../domain/user/roles.ts';
import { toUserDto } from '../auth/user-dto.ts';
import type { UserRow } from './repository.ts';

/** A user as User Management shows it: the public shape plus role label, revision and sign-in state. */
export function toAdminUserDto(row: UserRow, lockedOut = false): AdminUser {
  return {
    ...toUserDto(row),
    roleLabel: roleLabel(row.role),
    revision: row.revision,
    invitationPending: row.passwordHash === null && row.oidcSubject === null,
    lockedOut,
    ssoLinked: row.oidcSubject !== null,
    ssoLinkAllowedUntil:
      row.oidcLinkUntil && row.oidcLinkUntil.getTime() > Date.now() ? row.oidcLinkUntil.toISOString() : null,
  };
}
