import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionContext } from '../modules/auth/auth-types.ts';
import type { NotificationService } from '../modules/notifications/service.ts';
import { deviceCookieName, type SessionCookie, setDeviceCookie, setSessionCookie } from './session-cookie.ts';

export interface SignInReplyOptions extends SessionCookie {
  notifications: NotificationService;
}

/** The request's address, browser and current session cookie, as a new session needs them. */
export function sessionContext(request: FastifyRequest, cookieName: string): SessionContext {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    previousToken: request.cookies[cookieName],
  };
}

/**
 * Every way in (password, two-factor, single sign-on, sign-up, invitation, enrolment) ends here: the session
 * cookie for as long as the session lives and, once fully signed in, the browser's device cookie and a sign-in
 * alert when that browser is new to the user.
 */
export async function replySignedIn(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { user: { id: string }; token: string; lifetimeMs: number; pending?: boolean },
  options: SignInReplyOptions,
) {
  setSessionCookie(reply, session.token, options, session.lifetimeMs);
  if (session.pending) return;
  const device = await options.notifications.signedInFrom(
    session.user,
    request.cookies[deviceCookieName(options.secureCookies)],
    { ip: request.ip, userAgent: request.headers['user-agent'] },
  );
  setDeviceCookie(reply, device, options.secureCookies);
}
