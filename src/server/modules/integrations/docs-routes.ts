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
const INIT = `Scalar.createApiReference('#api-reference', {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  metaData: { title: 'Formulary API' },
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Formulary API</title>
  </head>
  <body>
    <main id="api-reference"></main>
    <script src="/api/docs/scalar.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

const docs = { config: { access: 'public' }, schema: { hide: true } } as const;

/** `/api/docs`: the API reference for people (issue 16), rendered by Scalar from /api/openapi.json. */
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
