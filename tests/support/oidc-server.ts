import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestOidcServer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A real OpenID provider (`oidc-provider`, the certified implementation) for the tests: one confidential client,
 * accounts named by their e-mail, and a one-field sign-in page at the provider, as a company's identity
 * provider would show. An e-mail starting with "unverified" has email_verified false; `roles` gives the
 * `formulary_role` claim.
 */
export async function startOidcServer(options: {
  redirectUris: string[];
  port?: number;
  roles?: Record<string, string>;
}): Promise<TestOidcServer> {
  const clientId = 'formulary';
  const clientSecret = 'test-client-secret-0123456789abcdef';
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'formulary_role'],
    },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['test-cookie-key-for-the-oidc-provider'] },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          return {
            sub: `sub-${id}`,
            email: id,
            email_verified: !id.startsWith('unverified'),
            given_name: 'Sso',
            family_name: 'Person',
            ...(options.roles?.[id] && { formulary_role: options.roles[id] }),
          };
        },
      };
    },
  });
  const callback = provider.callback();

  handler = async (req, res) => {
    // Browsers ask every site for its icon; the provider has none to give.
    if (req.url === '/favicon.ico') {
      res.statusCode = 204;
      return res.end();
    }
    const match = req.url?.match(/^\/interaction\/([\w-]+)(\/login)?/);
    if (!match) return callback(req, res);
    try {
      if (!match[2]) {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        return res.end(`<!doctype html><html lang="en"><head><title>Company sign-in</title></head><body><main>
<h1>Company sign-in</h1><form method="post" action="/interaction/${escapeHtml(match[1]!)}/login">
<label for="email">Work email</label><input id="email" name="email" type="email" required>
<button type="submit">Continue</button></form></main></body></html>`);
      }
      let body = '';
      for await (const chunk of req) body += chunk;
      const email = new URLSearchParams(body).get('email') ?? '';
      const details = await provider.interactionDetails(req, res);
      const grant = new provider.Grant({ accountId: email, clientId: String(details.params.client_id) });
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId: email }, consent: { grantId } });
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  };

  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
