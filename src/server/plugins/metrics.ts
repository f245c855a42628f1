import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { CommitFeed } from '../db/commit-feed.ts';
import { type MetricsAccess, metricsAccess } from '../http/metrics-access.ts';

/** One value of a gauge read when /metrics is scraped, with its labels when the gauge has some. */
export interface Sample {
  labels?: Record<string, string>;
  value: number;
}

/** A gauge another part of the app adds (the job queue's depth and age, say): read at each scrape. */
export interface GaugeSource {
  /** Prometheus name, e.g. `formulary_job_queue_depth`. */
  name: string;
  help: string;
  labelNames?: string[];
  read(): Promise<Sample[] | number> | Sample[] | number;
}

export interface Metrics {
  registry: Registry;
  /** Adds a gauge to /metrics; its `read` runs at every scrape (keep it to one cheap query). */
  addGauge(source: GaugeSource): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface MetricsPluginOptions {
  access: MetricsAccess;
  pool: pg.Pool;
  commits: CommitFeed;
  openEventStreams: () => number;
  /** Log lines dropped because standard output fell 16 MB behind (ADR 043). */
  droppedLogLines: () => number;
}

// Seconds: most answers take a few milliseconds; the budget's p99 is 50 ms; exports and imports take seconds.
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LAG_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

function gauge(registry: Registry, source: GaugeSource) {
  return new Gauge({
    name: source.name,
    help: source.help,
    labelNames: source.labelNames ?? [],
    registers: [registry],
    async collect() {
      const read = await source.read();
      this.reset();
      if (typeof read === 'number') this.set(read);
      else for (const sample of read) this.set(sample.labels ?? {}, sample.value);
    },
  });
}

/**
 * `/metrics` in Prometheus' text format (ADR 044): each route's latency (by its pattern, never the raw URL, so
 * ids do not make a series each), the database pool, the commit feed's lag, the live-update streams open and
 * the process (CPU, memory, event-loop delay, garbage collection). Not an /api route: no session, no cookie;
 * only METRICS_ALLOW's addresses or METRICS_TOKEN's bearer read it.
 */
async function metricsPlugin(app: FastifyInstance, options: MetricsPluginOptions) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being written, by route pattern, method and status.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  // Each label set's series, found once: `observe` with a labels object hashes and sorts them on every request.
  const series = new Map<string, Histogram.Internal<'method' | 'route' | 'status_code'>>();
  app.addHook('onResponse', (request, reply, done) => {
    // A request no route matched (a 404, a probe) counts under one label, not under its own URL.
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let observed = series.get(key);
    if (!observed) {
      observed = latency.labels({ method: request.method, route, status_code: String(reply.statusCode) });
      series.set(key, observed);
    }
    observed.observe(reply.elapsedTime / 1000);
    done();
  });

  const { pool, commits } = options;
  gauge(registry, {
    name: 'formulary_db_pool_connections',
    help: "The app's PostgreSQL connections: open in all (total), open and unused (idle).",
    labelNames: ['state'],
    read: () => [
      { labels: { state: 'total' }, value: pool.totalCount },
      { labels: { state: 'idle' }, value: pool.idleCount },
    ],
  });
  gauge(registry, {
    name: 'formulary_db_pool_waiting',
    help: 'Queries waiting for a free PostgreSQL connection.',
    read: () => pool.waitingCount,
  });

  const lag = new Histogram({
    name: 'formulary_commit_feed_lag_seconds',
    help: 'From a change being written to this process announcing it (ADR 022): each read of the feed that found changes.',
    buckets: LAG_BUCKETS,
    registers: [registry],
  });
  const observeLag = (seconds: number) => lag.observe(Math.max(0, seconds));
  commits.on('lag', observeLag);
  app.addHook('onClose', async () => {
    commits.off('lag', observeLag);
  });
  gauge(registry, {
    name: 'formulary_commit_feed_last_read_seconds',
    help: 'Seconds since this process last read the commit feed (it reads at least every 250 ms while healthy).',
    read: () => (commits.lastReadAt === undefined ? -1 : (Date.now() - commits.lastReadAt) / 1000),
  });
  gauge(registry, {
    name: 'formulary_event_streams_open',
    help: 'Live-update streams (GET /api/events) open on this process.',
    read: options.openEventStreams,
  });

  new Counter({
    name: 'formulary_log_lines_dropped_total',
    help: 'Log lines dropped because standard output fell too far behind (its reader stalled).',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(options.droppedLogLines());
    },
  });

  app.decorate('metrics', {
    registry,
    addGauge: (source: GaugeSource) => void gauge(registry, source),
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const status = metricsAccess(options.access, {
      ip: request.ip,
      authorization: request.headers.authorization,
    });
    if (status === 401) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: 'Send the metrics token as a bearer token.' });
    }
    if (status === 403) return reply.status(403).send({ message: 'This address may not read the metrics.' });
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}

export default fp(metricsPlugin, { name: 'metrics' });
