import { createReadStream, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

/**
 * Scalar's self-contained browser bundle, served from our own origin (the CSP allows no script from elsewhere):
 * the copy the release build puts beside the server (scripts/build-server.mjs), else the development package.
 */
function scalarBundle(): string {
  const built = fileURLToPath(new URL('./scalar-standalone.js', import.meta.url));
  if (existsSync(built)) return built;
  return createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js');
}
const SCALAR_BUNDLE = scalarBundle();

// The page's own start-up is a file, not an inline script (script-src 'self'); no fonts or telemetry from outside.
// The mount point must not be called "api-reference": the bundle mounts a second reference of its own, with the
// default settings (Scalar's fonts, its AI agent), beside any element of that id, and that one fetched from
// fonts.scalar.com and proxy.scalar.com, which the CSP rightly refuses. The agent is off too: on a local address
// Scalar turns it on by default, and it would query Scalar's registry through their proxy. So is its developer
// toolbar (share and deploy to Scalar's cloud), which has no place on our own reference.
const INIT = `Scalar.createApiReference('#formulary-api-reference', {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  agent: { disabled: true },
  showDeveloperTools: 'never',
  metaData: { title: 'Formulary API' },
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Formulary API</title>
    <!-- The app's own icon: without one the browser asks for /favicon.ico, which does not exist. -->
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
  </head>
  <body>
    <main id="formulary-api-reference"></main>
    <script src="/api/docs/scalar.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

const docs = { config: { access: 'public', document: true }, schema: { hide: true } } as const;

/** `/api/docs`: the API reference for people (docs/architecture.md, "Requests: authentication, sessions, tokens, permissions"), rendered by Scalar from /api/openapi.json. */
export async function docsRoutes(app: FastifyInstance) {
  app.get('/api/docs', docs, async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get('/api/docs/init.js', docs, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(INIT),
  );
  app.get('/api/docs/scalar.js', docs, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(createReadStream(SCALAR_BUNDLE)),
  );
}
