import { randomBytes } from 'node:crypto';
import {
  type ApiToken,
  type CreatedToken,
  expiryProblem,
  type ServiceTokenInput,
  TOKEN_PREFIX,
  type TokenAccess,
  type TokenInput,
  type TokenKind,
} from '../../../domain/integrations/tokens.ts';
import { effectiveRole } from '../../../domain/user/permissions.ts';
import type { Role } from '../../../domain/user/roles.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { hashToken, TOUCH_INTERVAL_MS } from '../auth/session-token.ts';
import { readSettings } from '../settings/read-settings.ts';
import { createTokenRepository, type ListedToken } from './tokens-repository.ts';

/** Token use is written to the activity log at most once an hour per token: enough to audit, not a flood. */
const USE_LOG_INTERVAL_MS = 60 * 60 * 1000;

/** What the auth hook knows about the token behind a bearer request. */
export interface BearerToken {
  id: string;
  name: string;
  kind: TokenKind;
  access: TokenAccess;
}

function toDto(row: ListedToken): ApiToken {
  return {
    ...row,
    kind: row.kind as TokenKind,
    access: row.access as TokenAccess,
    role: row.role as Role | null,
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function checkedExpiry(expiresAt: string, now = new Date()): Date {
  const date = new Date(expiresAt);
  const problem = expiryProblem(date, now);
  if (problem) throw badRequest(problem, { expiresAt: [problem] });
  return date;
}

export function createTokenService({ db }: { db: Db }) {
  const repo = createTokenRepository(db);
  // Touches in flight or done, so concurrent requests of one token write its last use once.
  const touched = new Map<string, number>();

  async function create(
    owner: { id: string },
    input: TokenInput & { role?: Role },
    kind: TokenKind,
    actor: Actor,
  ): Promise<CreatedToken> {
    const expiresAt = checkedExpiry(input.expiresAt);
    const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    return db.transaction(async (tx) => {
      const row = await createTokenRepository(tx).insert({
        kind,
        userId: owner.id,
        name: input.name,
        tokenHash: hashToken(token),
        prefix: token.slice(0, TOKEN_PREFIX.length + 6),
        access: input.access,
        role: kind === 'service' ? input.role : null,
        expiresAt,
      });
      await recordActivity(tx, actor, {
        action: 'api_token_create',
        entityType: 'api_token',
        entityId: row.id,
        description: `Created ${kind} API token "${input.name}" (${input.access})`,
      });
      const listed = await createTokenRepository(tx).find(row.id);
      return { ...toDto(listed!), token };
    });
  }

  async function revoke(id: string, actor: Actor, mayRevoke: (row: ListedToken) => boolean) {
    const row = isUuid(id) ? await repo.find(id) : undefined;
    if (!row || !mayRevoke(row)) throw notFound('Token');
    await db.transaction(async (tx) => {
      await createTokenRepository(tx).remove(id);
      await recordActivity(tx, actor, {
        action: 'api_token_revoke',
        entityType: 'api_token',
        entityId: id,
        description: `Revoked ${row.kind} API token "${row.name}"`,
      });
    });
    touched.delete(id);
  }

  async function recordUse(
    row: { id: string; name: string; kind: string; lastUsedAt: Date | null },
    actor: Actor,
  ) {
    const now = Date.now();
    const last = Math.max(touched.get(row.id) ?? 0, row.lastUsedAt?.getTime() ?? 0);
    if (now - last < TOUCH_INTERVAL_MS) return;
    touched.set(row.id, now);
    await repo.touch(row.id, new Date(now));
    if (now - (row.lastUsedAt?.getTime() ?? 0) >= USE_LOG_INTERVAL_MS) {
      await recordActivity(db, actor, {
        action: 'api_token_use',
        entityType: 'api_token',
        entityId: row.id,
        description: `Used ${row.kind} API token "${row.name}"`,
      });
    }
  }

  return {
    listOwn: async (userId: string) => (await repo.list({ userId, kind: 'personal' })).map(toDto),
    createOwn: (user: { id: string }, input: TokenInput, actor: Actor) =>
      create(user, input, 'personal', actor),
    /** A person revokes only their own personal tokens; anyone else's is "not found" to them. */
    revokeOwn: (userId: string, id: string, actor: Actor) =>
      revoke(id, actor, (row) => row.ownerId === userId && row.kind === 'personal'),

    listAll: async () => (await repo.list({})).map(toDto),
    createService: (admin: { id: string }, input: ServiceTokenInput, actor: Actor) =>
      create(admin, input, 'service', actor),
    revokeAny: (id: string, actor: Actor) => revoke(id, actor, () => true),

    /**
     * The user a bearer token acts as, or undefined (unknown, expired, or a service token whose administrator is
     * one no longer). A personal token has its owner's current role; a service token its own role, which an
     * administrator gave it and which only an administrator could give (ADR 018).
     */
    async resolve(token: string, context: { ip: string; requestId: string }) {
      if (token.length > 200) return undefined;
      const found = await repo.resolve(hashToken(token), new Date());
      if (!found) return undefined;
      const { token: row, user } = found;
      if (row.kind === 'service' && effectiveRole(user.role) !== 'admin') return undefined;
      const acting = row.kind === 'service' ? { ...user, role: row.role! } : user;
      await recordUse(row, { userId: user.id, ip: context.ip, requestId: context.requestId });
      const bearer: BearerToken = {
        id: row.id,
        name: row.name,
        kind: row.kind as TokenKind,
        access: row.access as TokenAccess,
      };
      return { user: acting, settings: readSettings(found.settings), token: bearer };
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
