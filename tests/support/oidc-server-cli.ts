import { startOidcServer } from './oidc-server.ts';

/** The browser suite's identity provider: OIDC_PORT, redirecting back to OIDC_REDIRECT_URI. */
const server = await startOidcServer({
  port: Number(process.env.OIDC_PORT),
  redirectUris: [String(process.env.OIDC_REDIRECT_URI)],
  roles: { 'sso.editor@example.com': 'formulary-editors' },
});
process.stdout.write(`OIDC provider at ${server.issuer}\n`);
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => void server.close().then(() => process.exit(0)));
