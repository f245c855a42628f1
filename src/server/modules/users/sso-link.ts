import { displayName } from '../../../domain/user/initials.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import type { SecurityLog } from '../auth/auth-types.ts';
import { publishEvent } from '../events/publish.ts';
import { createUserRepository } from './repository.ts';
import { toAdminUserDto } from './user-dto.ts';

/** How long an administrator's permission to link an account to single sign-on lasts (ADR 032). */
export const SSO_LINK_DAYS = 7;

/**
 * An administrator links a local account to single sign-on (ADR 032): they allow the next single sign-on with the
 * account's verified e-mail to link it (for SSO_LINK_DAYS), or unlink it. Both in the activity and security logs.
 */
export function createSsoLinks({ db }: { db: Db }) {
  async function change(id: string, actor: Actor, values: { oidcLinkUntil: Date | null; unlink: boolean }) {
    if (!isUuid(id)) throw notFound('User');
    return db.transaction(async (tx) => {
      const repo = createUserRepository(tx);
      const current = await repo.lock(id);
      if (!current) throw notFound('User');
      const updated = await repo.update(id, current.revision, {
        oidcLinkUntil: values.oidcLinkUntil,
        ...(values.unlink && { oidcSubject: null }),
      });
      await recordActivity(tx, actor, {
        action: values.unlink ? 'user_sso_unlink' : 'user_sso_link_allow',
        entityType: 'user',
        entityId: id,
        description: values.unlink
          ? `Unlinked ${displayName(current)} from single sign-on`
          : `Allowed single sign-on to link ${displayName(current)} (${current.email}) for ${SSO_LINK_DAYS} days`,
      });
      await publishEvent(tx, 'users', id);
      return toAdminUserDto(updated!);
    });
  }

  return {
    async allowSsoLink(id: string, actor: Actor, log: SecurityLog) {
      const until = new Date(Date.now() + SSO_LINK_DAYS * 24 * 60 * 60 * 1000);
      const user = await change(id, actor, { oidcLinkUntil: until, unlink: false });
      log('user_sso_link_allow', { target: id });
      return user;
    },
    async unlinkSso(id: string, actor: Actor, log: SecurityLog) {
      const user = await change(id, actor, { oidcLinkUntil: null, unlink: true });
      log('user_sso_unlink', { target: id });
      return user;
    },
  };
}
