import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ChangeFeed, DATA_ROUTE_WRITE } from '../db/change-feed.ts';
import { ReadCache } from '../db/read-cache.ts';
import { JSON_TYPE } from '../http/list-query.ts';
import { STATE_CHANGING } from './security.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer depends only on the URL and the data, the same for everyone allowed to read it: it is kept in
     * memory until the next change (ADR 007). Access, feature and maintenance checks still run on every request.
     */
    cache?: boolean;
  }
  interface FastifyRequest {
    cacheGeneration: number | null;
  }
}

/**
 * Routes whose writes reach none of the tables a session is read from (sessions, users and the settings): their
 * local bump names no such table, so it empties the answers cache but leaves the sessions in memory. Any other
 * write (sign-in, profile, admin, settings, tokens) bumps without tables, so a changed role or setting is in
 * force for this process's very next request, before its notification comes back.
 */
const DATA_ROUTE =
  /^\/api\/(formulations|ingredients|substances|change-proposals|suppliers|compliance|regulatory-rules|scenarios|ideation|sustainability|exports|notifications|account-notices|lab)(\/|\?|$)/;
const DATA_WRITE = [DATA_ROUTE_WRITE] as const;

/** Headers a cached answer carries besides its body. */
const KEPT_HEADERS = ['x-total-count'] as const;

/**
 * A search (`?q=`) is not kept: its texts rarely come twice, and each kept one would push out an answer that is
 * read again (a dashboard, a list's first page); the catalogues answer their searches from their index (ADR 067).
 */
function isSearch(query: unknown): boolean {
  const q = (query as { q?: unknown } | undefined)?.q;
  return typeof q === 'string' && q.length > 0;
}

interface CachedAnswer {
  /** The serialized JSON as a string: Fastify sends a JSON string as it is, in one write with the headers. */
  body: string;
  headers: Record<string, string>;
}

async function responseCachePlugin(app: FastifyInstance, { changes }: { changes: ChangeFeed }) {
  const answers = new ReadCache<CachedAnswer>(changes, { maxEntries: 500, maxBytes: 64 * 1024 * 1024 });
  app.decorateRequest('cacheGeneration', null);

  // Runs after the access hooks and the validation of params and query: a refused request never gets here.
  // Callback hooks, not async ones: they run on every request and need no promise (ADR 025).
  app.addHook('preHandler', (request, reply, done) => {
    if (request.method !== 'GET' || !request.routeOptions.config.cache || isSearch(request.query))
      return done();
    const cached = answers.get(request.url);
    if (!cached) {
      request.cacheGeneration = answers.begin();
      return done();
    }
    // Answered here: the handler never runs (a callback hook that replies does not call done).
    reply.headers(cached.headers).type(JSON_TYPE).send(cached.body);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    // This process wrote (or may have): whatever was read before is stale, for its own next read too.
    if (STATE_CHANGING.has(request.method) && request.url.startsWith('/api/'))
      changes.wrote(DATA_ROUTE.test(request.url) ? DATA_WRITE : undefined);
    const generation = request.cacheGeneration;
    if (generation !== null && reply.statusCode === 200 && typeof payload === 'string') {
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      answers.set(request.url, generation, { body: payload, headers }, Buffer.byteLength(payload));
    }
    done(null, payload);
  });
}

export default fp(responseCachePlugin, { name: 'response-cache' });
