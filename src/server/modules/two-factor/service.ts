import { displayName } from '../../../domain/user/initials.ts';
import {
  ALREADY_ENABLED_MESSAGE,
  formatRecoveryCode,
  INVALID_CODE_MESSAGE,
  NOT_ENABLED_MESSAGE,
  NOT_ENROLLING_MESSAGE,
  type TwoFactorCode,
  type TwoFactorSetup,
} from '../../../domain/user/two-factor.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { SEALED, type SecretBox, SecretBoxError } from '../../secrets/secret-box.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import type { SecurityLog } from '../auth/auth-types.ts';
import { publishEvent } from '../events/publish.ts';
import type { SettingsService } from '../settings/service.ts';
import { createTwoFactorRepository } from './repository.ts';
import {
  hashRecoveryCode,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  qrSvg,
} from './totp.ts';

/** Tells the user about a change to their sign-in protection (in-app and e-mail, as they chose). */
export type SecurityNotice = (userId: string, title: string, body: string) => Promise<void>;

interface Deps {
  db: Db;
  settings: SettingsService;
  notice: SecurityNotice;
  /** Seals the TOTP secret at rest (ADR 031). */
  secrets: SecretBox;
  log: (message: string) => void;
}

const codeError = () => badRequest(INVALID_CODE_MESSAGE, { code: [INVALID_CODE_MESSAGE] });

/**
 * Two-factor sign-in (RFC 6238): setup gives a secret and its QR code; enabling proves the app has it
 * with one code and hands out ten single-use recovery codes (stored hashed); a code is accepted once (the last
 * accepted time step is kept) within one step either side of now.
 */
export function createTwoFactorService({ db, settings, notice, secrets, log }: Deps) {
  const read = createTwoFactorRepository(db);

  /** The user's TOTP secret, opened; null when there is none or no configured key opens it (logged). */
  function secretOf(user: { id: string; totpSecret: string | null }): string | null {
    if (!user.totpSecret) return null;
    try {
      return secrets.open(user.totpSecret, SEALED.totpSecret(user.id));
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      log(
        `The two-factor secret of user ${user.id} cannot be opened: ${error.message} (SECRETS_KEY changed?)`,
      );
      return null;
    }
  }

  return {
    async setup(userId: string): Promise<TwoFactorSetup> {
      const user = await read.lockUser(userId);
      if (!user) throw notFound('User');
      if (user.totpEnabledAt) throw conflict(ALREADY_ENABLED_MESSAGE);
      const secret = newTotpSecret();
      await read.setSecret(userId, secrets.seal(secret, SEALED.totpSecret(userId)));
      const url = otpauthUrl((await settings.get()).platform.name, user.email, secret);
      return { secret, otpauthUrl: url, qrSvg: await qrSvg(url) };
    },

    async enable(userId: string, code: string, actor: Actor, log: SecurityLog) {
      const codes = newRecoveryCodes();
      await db.transaction(async (tx) => {
        const repo = createTwoFactorRepository(tx);
        const user = await repo.lockUser(userId);
        if (!user) throw notFound('User');
        if (user.totpEnabledAt) throw conflict(ALREADY_ENABLED_MESSAGE);
        const secret = secretOf(user);
        if (!secret) throw badRequest(NOT_ENROLLING_MESSAGE);
        const step = matchingStep(secret, code);
        if (step === null) throw codeError();
        await repo.enable(userId, step);
        await repo.replaceRecoveryCodes(userId, codes.map(hashRecoveryCode));
        await recordActivity(tx, actor, {
          action: 'two_factor_enable',
          entityType: 'user',
          entityId: userId,
          description: 'Turned on two-factor sign-in',
        });
        await publishEvent(tx, 'users', userId);
      });
      log('two_factor_enabled', { target: userId });
      await notice(
        userId,
        'Two-factor sign-in turned on',
        'Signing in now also asks for a code from your app.',
      );
      return { recoveryCodes: codes.map(formatRecoveryCode) };
    },

    /** Turns it off; the caller has re-authenticated the user with their password and a code (ADR 030). */
    async disable(userId: string, actor: Actor, log: SecurityLog) {
      await db.transaction(async (tx) => {
        const repo = createTwoFactorRepository(tx);
        const user = await repo.lockUser(userId);
        if (!user) throw notFound('User');
        if (!user.totpEnabledAt) throw conflict(NOT_ENABLED_MESSAGE);
        await repo.disable(userId);
        await recordActivity(tx, actor, {
          action: 'two_factor_disable',
          entityType: 'user',
          entityId: userId,
          description: 'Turned off two-factor sign-in',
        });
        await publishEvent(tx, 'users', userId);
      });
      log('two_factor_disabled', { target: userId });
      await notice(userId, 'Two-factor sign-in turned off', 'Signing in now asks for your password only.');
    },

    /** The sign-in's second step: a code not used before, or an unused recovery code (then spent). */
    async verify(userId: string, input: TwoFactorCode): Promise<boolean> {
      const user = await read.lockUser(userId);
      if (!user?.totpEnabledAt || !user.totpSecret) return false;
      if (input.recoveryCode) return read.spendRecoveryCode(userId, hashRecoveryCode(input.recoveryCode));
      const secret = secretOf(user);
      if (!input.code || !secret) return false;
      const step = matchingStep(secret, input.code);
      return step !== null && (await read.acceptStep(userId, step));
    },

    /** An administrator turns off a user's two-factor sign-in (a lost phone); logged as a security event. */
    async adminReset(targetId: string, actor: Actor, log: SecurityLog) {
      if (!isUuid(targetId)) throw notFound('User');
      const name = await db.transaction(async (tx) => {
        const repo = createTwoFactorRepository(tx);
        const user = await repo.lockUser(targetId);
        if (!user) throw notFound('User');
        if (!user.totpEnabledAt) throw conflict(NOT_ENABLED_MESSAGE);
        await repo.disable(targetId);
        await recordActivity(tx, actor, {
          action: 'two_factor_reset',
          entityType: 'user',
          entityId: targetId,
          description: `Reset two-factor sign-in of ${displayName(user)}`,
        });
        await publishEvent(tx, 'users', targetId);
        return displayName(user);
      });
      log('two_factor_reset', { target: targetId });
      await notice(
        targetId,
        'Two-factor sign-in reset by an administrator',
        `An administrator turned off two-factor sign-in for ${name}. Set it up again in Account Settings.`,
      );
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
