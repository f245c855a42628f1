import type { FastifyReply } from 'fastify';
import { ABSOLUTE_SESSION_MS } from '../modules/auth/session-token.ts';

export interface SessionCookie {
  cookieName: string;
  secureCookies: boolean;
}

/** The session cookie: httpOnly, SameSite=Lax, Secure (and __Host-) behind HTTPS, 12 hours at most. */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  { cookieName, secureCookies }: SessionCookie,
) {
  reply.setCookie(cookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies,
    maxAge: ABSOLUTE_SESSION_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, { cookieName, secureCookies }: SessionCookie) {
  reply.clearCookie(cookieName, { path: '/', secure: secureCookies, httpOnly: true, sameSite: 'lax' });
}
