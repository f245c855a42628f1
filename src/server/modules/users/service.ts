import {
  type AdminUser,
  type AdminUserValues,
  INVITATION_DAYS,
  INVITATION_INVALID_MESSAGE,
  type InvitationInfo,
} from '../../../domain/user/admin-user.ts';
import { displayName } from '../../../domain/user/initials.ts';
import { roleLabel } from '../../../domain/user/roles.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound, staleRevision } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import type { SecurityLog } from '../auth/auth-types.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { hashToken, newSessionToken } from '../auth/session-token.ts';
import { publishEvent } from '../events/publish.ts';
import { assertPasswordAllowed, type SettingsService } from '../settings/service.ts';
import { type ConfirmationMail, createEmailConfirmations } from './email-confirmations.ts';
import { EMAIL_IN_USE_MESSAGE, emailConflicts } from './email-conflicts.ts';
import { createRegistration } from './registration.ts';
import { createSsoLinks } from './sso-link.ts';
import { toAdminUserDto } from './user-dto.ts';
import { createUserSessions, type SessionControl } from './user-sessions.ts';

export { EMAIL_IN_USE_MESSAGE };

import { createUserRepository, type UserRow } from './repository.ts';

export const SELF_DELETE_MESSAGE = 'You cannot delete your own account.';
export const SELF_ROLE_MESSAGE = 'You cannot change your own role.';
export const LAST_ADMIN_DELETE_MESSAGE = 'The last administrator cannot be deleted.';
export const LAST_ADMIN_DEMOTE_MESSAGE = 'The last administrator cannot be given another role.';

export { toAdminUserDto };

interface Deps {
  db: Db;
  settings: SettingsService;
  /** Sign-in locks (ADR 011): which accounts are locked from some address, and lifting them. */
  lockouts: { lockedEmails(emails: string[]): Promise<Set<string>>; unlock(email: string): Promise<void> };
  /** Mail for the e-mail confirmation links (sign-up, a new sign-in e-mail; ADR 030). */
  mail: ConfirmationMail;
  /** The auth module's sessions: User Management lists and ends them (ADR 030). */
  sessions: SessionControl;
}

export function createUserService({ db, settings, lockouts, mail, sessions }: Deps) {
  const read = createUserRepository(db);
  const confirmations = createEmailConfirmations({ db, mail });

  async function withLocks(rows: UserRow[]): Promise<AdminUser[]> {
    const locked = await lockouts.lockedEmails(rows.map((row) => row.email));
    return rows.map((row) => toAdminUserDto(row, locked.has(row.email.toLowerCase())));
  }

  async function get(id: string): Promise<AdminUser> {
    const row = isUuid(id) ? await read.find(id) : undefined;
    if (!row) throw notFound('User');
    return (await withLocks([row]))[0]!;
  }

  /** Hashing is slow on purpose: it happens before the transaction, never inside it. */
  async function checkedHash(password: string | undefined) {
    if (!password) return undefined;
    assertPasswordAllowed(password, await settings.get());
    return hashPassword(password);
  }

  return {
    async list(filter: { q?: string; role?: string } = {}) {
      return withLocks(await read.list(filter));
    },
    get,

    async unlock(id: string, actor: Actor, securityLog: SecurityLog) {
      const row = isUuid(id) ? await read.find(id) : undefined;
      if (!row) throw notFound('User');
      await lockouts.unlock(row.email);
      await recordActivity(db, actor, {
        action: 'user_unlock',
        entityType: 'user',
        entityId: id,
        description: `Unlocked sign-in for ${displayName(row)} (${row.email})`,
      });
      securityLog('user_unlock', { target: id, email: row.email });
      return get(id);
    },

    /**
     * Add User: with a password the account is ready; without one, a one-time invitation token is returned
     * (only its hash is stored) for the link the administrator hands over.
     */
    async create(input: AdminUserValues, actor: Actor, securityLog: SecurityLog) {
      const passwordHash = await checkedHash(input.password);
      const invitation = passwordHash ? undefined : newSessionToken();
      const role = input.role ?? 'viewer';
      const row = await emailConflicts(() =>
        db.transaction(async (tx) => {
          const repo = createUserRepository(tx);
          if (await repo.findByEmail(input.email)) throw conflict(EMAIL_IN_USE_MESSAGE);
          const created = await repo.insert({
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            role,
            passwordHash: passwordHash ?? null,
            passwordChangedAt: passwordHash ? new Date() : null,
          });
          if (invitation) {
            await repo.insertInvitation({
              tokenHash: invitation.idHash,
              userId: created.id,
              createdBy: actor.userId,
              expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
            });
          }
          await recordActivity(tx, actor, {
            action: 'user_create',
            entityType: 'user',
            entityId: created.id,
            description: `Added user ${displayName(created)} (${created.email}) as ${roleLabel(role)}${invitation ? ', invitation link issued' : ''}`,
          });
          await publishEvent(tx, 'users', created.id);
          return created;
        }),
      );
      securityLog('user_create', { target: row.id, role });
      return { user: toAdminUserDto(row), invitationToken: invitation?.token ?? null };
    },

    /** Edit User: names, e-mail, role and optionally a new password; the revision must be current. */
    async update(
      id: string,
      input: AdminUserValues & { revision: number },
      actor: Actor,
      securityLog: SecurityLog,
    ) {
      if (!isUuid(id)) throw notFound('User');
      const passwordHash = await checkedHash(input.password);
      const outcome = await emailConflicts(() =>
        db.transaction(async (tx) => {
          const repo = createUserRepository(tx);
          const current = await repo.lock(id);
          if (!current) throw notFound('User');
          if (current.revision !== input.revision) throw staleRevision();
          const role = input.role ?? current.role;
          const roleChanged = role !== current.role;
          if (roleChanged) {
            if (current.id === actor.userId) throw conflict(SELF_ROLE_MESSAGE);
            if (current.role === 'admin') {
              await repo.lockAdminChanges();
              if ((await repo.countAdmins()) <= 1) throw conflict(LAST_ADMIN_DEMOTE_MESSAGE);
            }
          }
          const other = await repo.findByEmail(input.email);
          if (other && other.id !== id) throw conflict(EMAIL_IN_USE_MESSAGE);
          const updated = await repo.update(id, input.revision, {
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            role,
            ...(passwordHash && { passwordHash, passwordChangedAt: new Date() }),
          });
          if (!updated) throw staleRevision();
          // A new role or password takes effect everywhere at once: the user signs in again.
          if (roleChanged || passwordHash) await repo.endSessions(id);
          if (passwordHash) await repo.closeInvitations(id);
          const name = displayName(updated);
          await recordActivity(tx, actor, {
            action: 'user_update',
            entityType: 'user',
            entityId: id,
            description: `Updated user ${name}${passwordHash ? '; password reset' : ''}`,
          });
          if (roleChanged) {
            await recordActivity(tx, actor, {
              action: 'user_role_change',
              entityType: 'user',
              entityId: id,
              description: `Changed the role of ${name} from ${roleLabel(current.role)} to ${roleLabel(role)}`,
              metadata: { from: current.role, to: role },
            });
          }
          await publishEvent(tx, 'users', id);
          return { updated, roleChanged, from: current.role };
        }),
      );
      if (outcome.roleChanged) {
        securityLog('user_role_change', { target: id, from: outcome.from, to: outcome.updated.role });
      }
      if (passwordHash) securityLog('user_password_reset', { target: id });
      return toAdminUserDto(outcome.updated);
    },

    async remove(id: string, actor: Actor, securityLog: SecurityLog) {
      if (!isUuid(id)) throw notFound('User');
      await db.transaction(async (tx) => {
        const repo = createUserRepository(tx);
        const current = await repo.lock(id);
        if (!current) throw notFound('User');
        if (current.id === actor.userId) throw conflict(SELF_DELETE_MESSAGE);
        if (current.role === 'admin') {
          await repo.lockAdminChanges();
          if ((await repo.countAdmins()) <= 1) throw conflict(LAST_ADMIN_DELETE_MESSAGE);
        }
        // Sessions, invitations, chats and exports go with the user (foreign keys); records they made stay.
        await repo.endSessions(id);
        await repo.remove(id);
        await recordActivity(tx, actor, {
          action: 'user_delete',
          entityType: 'user',
          entityId: id,
          description: `Deleted user ${displayName(current)} (${current.email})`,
        });
        await publishEvent(tx, 'users', id);
      });
      securityLog('user_delete', { target: id });
    },

    /** Who an invitation is for, so the screen can greet them; 400 when it is used, expired or unknown. */
    async invitation(token: string): Promise<InvitationInfo> {
      const row = await read.findOpenInvitation(hashToken(token));
      if (!row) throw badRequest(INVITATION_INVALID_MESSAGE);
      return { email: row.user.email, firstName: row.user.firstName, lastName: row.user.lastName };
    },

    /** Sets the invited user's password once; returns the user, whom the route then signs in. */
    async acceptInvitation(token: string, password: string, ip: string) {
      if (!(await read.findOpenInvitation(hashToken(token)))) throw badRequest(INVITATION_INVALID_MESSAGE);
      const passwordHash = await checkedHash(password);
      return db.transaction(async (tx) => {
        const repo = createUserRepository(tx);
        const row = await repo.findOpenInvitation(hashToken(token), { forUpdate: true });
        if (!row) throw badRequest(INVITATION_INVALID_MESSAGE);
        await repo.markInvitationUsed(row.invitation.id);
        const updated = await repo.update(row.user.id, row.user.revision, {
          passwordHash,
          passwordChangedAt: new Date(),
        });
        if (!updated) throw staleRevision();
        await recordActivity(
          tx,
          { userId: updated.id, ip },
          {
            action: 'user_invite_accept',
            entityType: 'user',
            entityId: updated.id,
            description: `${displayName(updated)} accepted the invitation and set a password`,
          },
        );
        await publishEvent(tx, 'users', updated.id);
        return updated;
      });
    },
    ...confirmations,
    ...createUserSessions({ db, sessions }),
    ...createSsoLinks({ db }),
    ...createRegistration({ settings, confirmations, mailConfigured: mail.configured }),
  };
}
export type UserService = ReturnType<typeof createUserService>;
