import {
  CONFIRMATION_HOURS,
  CONFIRMATION_INVALID_MESSAGE,
  type ConfirmationResult,
  EMAIL_CHANGE_NEEDS_MAIL_MESSAGE,
  type EmailState,
} from '../../../domain/user/email-confirmation.ts';
import { displayName } from '../../../domain/user/initials.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../errors.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { hashToken, newSessionToken } from '../auth/session-token.ts';
import { publishEvent } from '../events/publish.ts';
import { createConfirmationRepository } from './confirmations-repository.ts';
import { EMAIL_IN_USE_MESSAGE, emailConflicts } from './email-conflicts.ts';
import { createUserRepository, type UserRow } from './repository.ts';

/** How the users module reaches people by e-mail (the notification service's address mail, ADR 030). */
export interface ConfirmationMail {
  configured: boolean;
  mailTo(to: string, title: string, body: string): Promise<void>;
  notice(userId: string, title: string, body: string): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;
const linkTo = (origin: string, token: string) => `${origin}/sign-in?confirm=${encodeURIComponent(token)}`;

/**
 * E-mail confirmation links (ADR 030): a self sign-up whose account exists only once its link is followed, and a
 * change of a user's sign-in e-mail that takes effect only then (the old address is told at once).
 */
export function createEmailConfirmations({ db, mail }: { db: Db; mail: ConfirmationMail }) {
  const read = createConfirmationRepository(db);
  const expiry = () => new Date(Date.now() + CONFIRMATION_HOURS * HOUR_MS);

  return {
    /**
     * A sign-up for `email`: a link to finish it when the address is free, a warning to its owner when it is taken.
     * The caller answers the same either way; the mail goes out after the answer's work (never awaited by timing).
     */
    async startSignUp(
      input: { firstName: string; lastName: string; email: string; passwordHash: string },
      origin: string,
    ) {
      const email = input.email.trim().toLowerCase();
      const existing = await createUserRepository(db).findByEmail(email);
      if (existing) {
        void mail.mailTo(
          existing.email,
          'Someone tried to create an account with your e-mail',
          `Someone asked to create a new account with ${existing.email}, which already has one. If it was you, sign in at ${origin}/sign-in instead; if you forgot your password, ask an administrator to reset it. If it was not you, you can ignore this message: nothing was changed.`,
        );
        return;
      }
      const { token, idHash } = newSessionToken();
      await db.transaction(async (tx) => {
        const repo = createConfirmationRepository(tx);
        await repo.closeOpen({ signUpEmail: email });
        await repo.insert({
          purpose: 'sign_up',
          email,
          tokenHash: idHash,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash: input.passwordHash,
          expiresAt: expiry(),
        });
      });
      void mail.mailTo(
        email,
        'Finish creating your account',
        `Follow this link within ${CONFIRMATION_HOURS} hours to finish creating your account: ${linkTo(origin, token)}\nIf you did not ask for an account, ignore this message.`,
      );
    },

    /** A user asks to sign in with another e-mail: a link to the new address, a warning to the old one. */
    async startEmailChange(
      user: UserRow,
      newEmail: string,
      origin: string,
      actor: Actor,
    ): Promise<EmailState> {
      if (!mail.configured) throw conflict(EMAIL_CHANGE_NEEDS_MAIL_MESSAGE);
      const email = newEmail.trim().toLowerCase();
      const taken = await createUserRepository(db).findByEmail(email);
      if (taken && taken.id !== user.id) throw conflict(EMAIL_IN_USE_MESSAGE);
      const { token, idHash } = newSessionToken();
      const expiresAt = expiry();
      await db.transaction(async (tx) => {
        const repo = createConfirmationRepository(tx);
        await repo.closeOpen({ userId: user.id });
        await repo.insert({ purpose: 'email_change', userId: user.id, email, tokenHash: idHash, expiresAt });
        await recordActivity(tx, actor, {
          action: 'email_change_request',
          entityType: 'user',
          entityId: user.id,
          description: `Asked to change their sign-in e-mail to ${email} (waiting for the link)`,
        });
      });
      await mail.mailTo(
        email,
        'Confirm your new sign-in e-mail',
        `Follow this link within ${CONFIRMATION_HOURS} hours to sign in with ${email} from now on: ${linkTo(origin, token)}\nUntil then you keep signing in with ${user.email}. If you did not ask for this, ignore this message.`,
      );
      const warning = `Someone signed in as you asked to change your sign-in e-mail from ${user.email} to ${email}. It changes only once the link sent to ${email} is followed. If this was not you, change your password now and tell an administrator.`;
      await mail.mailTo(user.email, 'Your sign-in e-mail is about to change', warning);
      await mail.notice(user.id, 'Your sign-in e-mail is about to change', warning);
      return { email: user.email, pendingEmail: email, pendingUntil: expiresAt.toISOString() };
    },

    async emailState(user: UserRow): Promise<EmailState> {
      const open = await read.openChange(user.id);
      return {
        email: user.email,
        pendingEmail: open?.email ?? null,
        pendingUntil: open?.expiresAt.toISOString() ?? null,
      };
    },

    /**
     * Follows a link once: a sign-up creates its Viewer account (returned, to be signed in); an e-mail change
     * makes the new address the user's sign-in e-mail. An address taken meanwhile is a 409.
     */
    async confirm(token: string, ip: string): Promise<ConfirmationResult & { user: UserRow }> {
      return emailConflicts(() =>
        db.transaction(async (tx) => {
          const repo = createConfirmationRepository(tx);
          const users = createUserRepository(tx);
          const row = await repo.findOpen(hashToken(token), { forUpdate: true });
          if (!row) throw badRequest(CONFIRMATION_INVALID_MESSAGE);
          await repo.markUsed(row.id);
          const other = await users.findByEmail(row.email);
          if (row.purpose === 'sign_up') {
            if (other) throw conflict(EMAIL_IN_USE_MESSAGE);
            const created = await users.insert({
              firstName: row.firstName,
              lastName: row.lastName,
              email: row.email,
              role: 'viewer',
              passwordHash: row.passwordHash,
              passwordChangedAt: new Date(),
            });
            await recordActivity(
              tx,
              { userId: created.id, ip },
              {
                action: 'user_register',
                entityType: 'user',
                entityId: created.id,
                description: `${displayName(created)} (${created.email}) signed up`,
              },
            );
            await publishEvent(tx, 'users', created.id);
            return { purpose: 'sign_up' as const, email: created.email, user: created };
          }
          const current = await users.lock(row.userId!);
          if (!current) throw badRequest(CONFIRMATION_INVALID_MESSAGE);
          if (other && other.id !== current.id) throw conflict(EMAIL_IN_USE_MESSAGE);
          const updated = await users.update(current.id, current.revision, { email: row.email });
          if (!updated) throw badRequest(CONFIRMATION_INVALID_MESSAGE);
          await recordActivity(
            tx,
            { userId: current.id, ip },
            {
              action: 'email_change',
              entityType: 'user',
              entityId: current.id,
              description: `Changed their sign-in e-mail from ${current.email} to ${updated.email}`,
            },
          );
          await publishEvent(tx, 'users', current.id);
          return { purpose: 'email_change' as const, email: updated.email, user: updated };
        }),
      );
    },
  };
}
export type EmailConfirmations = ReturnType<typeof createEmailConfirmations>;
