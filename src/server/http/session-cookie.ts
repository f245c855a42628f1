import type { FastifyReply } from 'fastify';

export interface SessionCookie {
  cookieName: string;
  secureCookies: boolean;
}

/** The session cookie: httpOnly, SameSite=Lax, Secure (and __Host-) behind HTTPS, as long as the session lives. */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  { cookieName, secureCookies }: SessionCookie,
  maxAgeMs: number,
) {
  reply.setCookie(cookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies,
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, { cookieName, secureCookies }: SessionCookie) {
  reply.clearCookie(cookieName, { path: '/', secure: secureCookies, httpOnly: true, sameSite: 'lax' });
}

/** The browser's own long-lived random id (only its hash is stored): a sign-in from a new one is announced. */
export function deviceCookieName(secure: boolean) {
  return secure ? '__Host-formulary_device' : 'formulary_device';
}

export function setDeviceCookie(reply: FastifyReply, token: string, secureCookies: boolean) {
  reply.setCookie(deviceCookieName(secureCookies), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies,
    maxAge: 400 * 24 * 60 * 60,
  });
}
