import { SIGN_UP_SENT_MESSAGE } from '../../../domain/user/email-confirmation.ts';
import { HttpError } from '../../errors.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { assertPasswordAllowed, type SettingsService } from '../settings/service.ts';
import type { EmailConfirmations } from './email-confirmations.ts';

/**
 * Self sign-up while the system settings keep registration open (ADR 030): the answer is the same whether the
 * address is free or taken; the account is created when the link sent to the address is followed. It needs
 * e-mail, so without SMTP registration stays closed whatever the setting says.
 */
export function createRegistration({
  settings,
  confirmations,
  mailConfigured,
}: {
  settings: SettingsService;
  confirmations: EmailConfirmations;
  mailConfigured: boolean;
}) {
  async function registrationOpen() {
    return mailConfigured && (await settings.get()).platform.registrationOpen;
  }

  return {
    registrationOpen,

    /** Checks the password, then mails a link (new address) or a warning (taken address); 404 when closed. */
    async register(
      input: { firstName: string; lastName: string; email: string; password: string },
      origin: string,
    ) {
      if (!(await registrationOpen())) throw new HttpError(404, 'Not found');
      assertPasswordAllowed(input.password, await settings.get());
      // Hashed for both answers, so the time taken does not tell a taken address from a new one.
      const passwordHash = await hashPassword(input.password);
      await confirmations.startSignUp({ ...input, passwordHash }, origin);
      return { message: SIGN_UP_SENT_MESSAGE };
    },
  };
}
