import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bootData, preloadsFor, readRoutePreloads, renderIndex } from './page-boot.ts';

/**
 * Serves the production build of the web app; any other GET outside /api answers index.html so the client
 * router shows the page (or its 404 screen), with this browser's boot data and the screen's preloads (ADR 016).
 * Hashed assets are cached for a year; the page holds one user's data, so no cache keeps it. Assets go out
 * brotli- or gzip-compressed when the browser accepts it.
 */
async function staticWeb(app: FastifyInstance, { root }: { root: string }) {
  const indexFile = path.join(root, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/vite-precompress.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`No web build in ${root}: run "npm run build" to serve the app`);
  }
  const indexHtml = hasBuild
    ? fs.readFileSync(indexFile, 'utf8')
    : '<!doctype html><title>Formulary</title><p>Run npm run build.</p>';
  const preloads = readRoutePreloads(root);

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.status(404).send({ message: 'Not found' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply.status(404).send({ message: 'Not found' });
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? ''))
      return reply.status(404).type('text/plain').send('Not found');
    const boot = await bootData(app, request);
    const pathname = request.url.split('?')[0] ?? '/';
    return reply
      .type('text/html')
      .header('cache-control', 'private, no-store')
      .header('vary', 'Cookie')
      .send(renderIndex(indexHtml, boot, preloadsFor(preloads, pathname, Boolean(boot.user))));
  });
}

export default fp(staticWeb, { name: 'static-web' });
