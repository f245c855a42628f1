import { defineConfig } from '@playwright/test';

// scripts/e2e.sh sets these so that several runs can share a machine.
const DEMO_PORT = Number(process.env.E2E_PORT ?? 4173);
const EMPTY_PORT = DEMO_PORT + 1;
// Single sign-on: a real OpenID provider (oidc-provider) and an app configured to use it (issue 13).
const IDP_PORT = DEMO_PORT + 2;
const SSO_PORT = DEMO_PORT + 3;
// The SSO server's mail (sign-up and e-mail change links, ADR 030): SMTP, and HTTP for the tests to read it.
const SMTP_PORT = DEMO_PORT + 4;
const MAIL_PORT = DEMO_PORT + 5;
const WEB_DIST = process.env.E2E_WEB_DIST ?? 'dist/web';
const serverEnv = (dataDir: string, seed: string, port: number) => ({
  WEB_DIST,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED: seed,
  SKIP_WEB_BUILD: '1',
  SIGN_IN_RATE_LIMIT: '10000',
  SIGN_UP_RATE_LIMIT: '10000',
  EXPORT_RATE_LIMIT: '10000',
  LOG_LEVEL: 'warn',
});

/** Browser suite: Debian's Chromium against the production build, on a demo database and an empty one. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/${DEMO_PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'demo',
      testIgnore: /\.(empty|sso)\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${DEMO_PORT}` },
    },
    { name: 'empty', testMatch: /\.empty\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${EMPTY_PORT}` } },
    { name: 'sso', testMatch: /\.sso\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${SSO_PORT}` } },
  ],
  webServer: [
    {
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${DEMO_PORT}/readyz`,
      env: {
        ...serverEnv(`.test-data/e2e-${DEMO_PORT}-demo`, 'demo', DEMO_PORT),
        // The webhooks test runs its receiver on 127.0.0.1, which the server otherwise refuses (ADR 019).
        WEBHOOK_ALLOW_PRIVATE: 'true',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${EMPTY_PORT}/readyz`,
      // An empty database still needs someone to sign in: the admin bootstrap of DESIGN §6.
      env: {
        ...serverEnv(`.test-data/e2e-${EMPTY_PORT - 1}-empty`, 'none', EMPTY_PORT),
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD: 'Demo!2345',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: 'npx tsx tests/support/smtp-sink-cli.ts',
      url: `http://127.0.0.1:${MAIL_PORT}/messages`,
      env: { SMTP_PORT: String(SMTP_PORT), HTTP_PORT: String(MAIL_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: 'npx tsx tests/support/oidc-server-cli.ts',
      url: `http://127.0.0.1:${IDP_PORT}/.well-known/openid-configuration`,
      env: {
        OIDC_PORT: String(IDP_PORT),
        OIDC_REDIRECT_URI: `http://127.0.0.1:${SSO_PORT}/api/auth/oidc/callback`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${SSO_PORT}/readyz`,
      env: {
        ...serverEnv(`.test-data/e2e-${DEMO_PORT}-sso`, 'none', SSO_PORT),
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD: 'Demo!2345',
        OIDC_ISSUER: `http://127.0.0.1:${IDP_PORT}`,
        OIDC_CLIENT_ID: 'formulary',
        OIDC_CLIENT_SECRET: 'test-client-secret-0123456789abcdef',
        OIDC_ROLE_CLAIM: 'formulary_role',
        // Only the map names roles (ADR 032): the provider's "formulary-editors" value makes an editor.
        OIDC_ROLE_MAP: 'formulary-editors=editor',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
