import type { FastifyRequest } from 'fastify';
import { sanitiseError } from '../safe-error.ts';

/** Query parameters that carry a secret: invitation, e-mail confirmation and OIDC tokens, codes, state. */
const SECRET_PARAMETER =
  /^(token|code|invite|confirm|state|session_state|id_token|access_token|refresh_token|password|secret|key|recoveryCode)$/i;
/** Whether a query may name a secret parameter: every name above holds one of these, and an encoded name a "%". */
const MAY_NAME_SECRET = /token|code|invite|confirm|state|password|secret|key|%/i;
/** Path segments that are a secret: the invitation token of GET /api/auth/invitations/:token. */
const SECRET_PATH = /^(\/api\/auth\/invitations\/)[^/?#]+/;

/** A request URL as the log may hold it (docs/product-rules.md, "Sign-in and permissions"): a token taken from the log must not sign anyone in. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  const path = (mark === -1 ? url : url.slice(0, mark)).replace(SECRET_PATH, '$1[redacted]');
  if (mark === -1) return path;
  // Most queries (a search, a page) name no secret: logged as sent, without splitting them.
  if (!MAY_NAME_SECRET.test(url.slice(mark + 1))) return `${path}${url.slice(mark)}`;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent.
      }
      return SECRET_PARAMETER.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** The logger's serializers: requests with redacted URLs, errors without database parameters. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
    };
  },
  err: sanitiseError,
};
