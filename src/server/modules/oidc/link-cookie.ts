import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SecretBox } from '../../secrets/secret-box.ts';

/**
 * A single sign-on that found a local account of its e-mail waits for the owner's password (ADR 032). What it
 * found travels in a cookie sealed with the secrets key (AES-GCM: the browser can neither read nor alter it),
 * scoped to the single sign-on routes, for ten minutes.
 */
export const LINK_COOKIE = 'formulary_sso_link';
const PATH = '/api/auth/oidc';
const CONTEXT = 'oidc-link';
const LINK_MS = 10 * 60 * 1000;

export interface PendingLink {
  userId: string;
  subject: string;
  email: string;
}

export function setPendingLink(reply: FastifyReply, box: SecretBox, link: PendingLink, secure: boolean) {
  const value = box.seal(JSON.stringify({ ...link, until: Date.now() + LINK_MS }), CONTEXT);
  reply.setCookie(LINK_COOKIE, value, {
    path: PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: LINK_MS / 1000,
  });
}

export function clearPendingLink(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(LINK_COOKIE, { path: PATH, httpOnly: true, sameSite: 'lax', secure });
}

/** The pending link of this browser, when its cookie opens and has not run out. */
export function pendingLink(request: FastifyRequest, box: SecretBox): PendingLink | undefined {
  const value = request.cookies[LINK_COOKIE];
  if (!value || value.length > 2000) return undefined;
  try {
    const parsed = JSON.parse(box.open(value, CONTEXT)) as PendingLink & { until: number };
    if (typeof parsed.until !== 'number' || parsed.until < Date.now()) return undefined;
    return { userId: parsed.userId, subject: parsed.subject, email: parsed.email };
  } catch {
    return undefined;
  }
}
