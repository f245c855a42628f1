import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../src/server/jobs/enqueue.ts';
import { openStream } from '../support/sse-client.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * `/metrics` (ADR 044): Prometheus' text format, for METRICS_ALLOW's addresses or METRICS_TOKEN's bearer only;
 * latency by route pattern, the database pool, the commit feed, the live-update streams, gauges added by others.
 */
const TOKEN = 'metrics-token-0123456789abcdef';
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await buildTestApp({
    seed: 'demo',
    env: { METRICS_TOKEN: TOKEN, METRICS_ALLOW: '10.20.0.0/16, 192.0.2.7, fd00::/8' },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

const scrape = (headers: Record<string, string> = {}, remoteAddress = '203.0.113.9') =>
  t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

/** The value of one sample line, e.g. `formulary_event_streams_open 1`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('who may read /metrics', () => {
  it('refuses a client outside METRICS_ALLOW without the token: 401, asking for a bearer token', async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(response.json()).toEqual({ message: 'Send the metrics token as a bearer token.' });
    expect(response.body).not.toContain('http_request_duration_seconds');
  });

  it('refuses a wrong token, and a signed-in administrator without the token', async () => {
    expect((await scrape({ authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(401);
    expect((await scrape({ authorization: TOKEN })).statusCode).toBe(401);
    const cookie = await t.signInAs('admin', 'metrics-admin@test.example.com');
    expect((await scrape({ cookie })).statusCode).toBe(401);
  });

  it('answers the token from any address', async () => {
    const response = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it.each([
    ['an address in a block', '10.20.3.4'],
    ['a single address', '192.0.2.7'],
    ['an IPv4 client on a dual-stack socket', '::ffff:10.20.0.1'],
    ['an IPv6 block', 'fd00::1234'],
  ])('answers %s of METRICS_ALLOW without a token', async (_label, address) => {
    expect((await scrape({}, address)).statusCode).toBe(200);
  });

  it('is not an /api route: no session is needed, and it is left out of the API document', async () => {
    expect(t.app.apiRoutes.some((route) => route.url === '/metrics')).toBe(false);
    const document = (await t.call({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });
});

describe('what /metrics holds', () => {
  it('times requests by route pattern, never by raw URL', async () => {
    const cookie = await t.signInAs('editor', 'metrics-editor@test.example.com');
    const list = await t.call({ method: 'GET', url: '/api/formulations', cookie });
    const id = list.json()[0].id as string;
    expect((await t.call({ method: 'GET', url: `/api/formulations/${id}`, cookie })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/no-such-route/4242?x=1' })).statusCode).toBe(404);
    const text = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/formulations/:id",status_code="200"}',
      ),
    ).toBe(1);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.05",method="GET",route="\/api\/formulations",status_code="200"\} \d+/,
    );
    expect(text).not.toContain(id);
    expect(text).not.toContain('no-such-route');
    expect(text).toContain('route="unmatched",status_code="404"');
  });

  it('shows the database pool, the commit feed and the process', async () => {
    const text = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
    expect(sample(text, 'formulary_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(sample(text, 'formulary_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'formulary_db_pool_waiting')).toBe(0);
    // Read at least every 250 ms while healthy.
    const sinceRead = sample(text, 'formulary_commit_feed_last_read_seconds')!;
    expect(sinceRead).toBeGreaterThanOrEqual(0);
    expect(sinceRead).toBeLessThan(5);
    expect(text).toContain('# TYPE formulary_commit_feed_lag_seconds histogram');
    expect(sample(text, 'formulary_log_lines_dropped_total')).toBe(0);
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('measures the commit feed lag of a change', async () => {
    const before = sample(
      (await scrape({ authorization: `Bearer ${TOKEN}` })).body,
      'formulary_commit_feed_lag_seconds_count',
    )!;
    const cookie = await t.signInAs('editor', 'metrics-editor@test.example.com');
    const created = await t.call({
      method: 'POST',
      url: '/api/suppliers',
      payload: { name: 'Metrics Supplier Ltd' },
      cookie,
    });
    expect(created.statusCode).toBe(201);
    await t.app.services.commits.sync();
    const text = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
    expect(sample(text, 'formulary_commit_feed_lag_seconds_count')).toBeGreaterThan(before);
    expect(sample(text, 'formulary_commit_feed_lag_seconds_sum')).toBeGreaterThanOrEqual(0);
  });

  it('counts the live-update streams open on this process', async () => {
    const open = async () =>
      sample((await scrape({ authorization: `Bearer ${TOKEN}` })).body, 'formulary_event_streams_open');
    expect(await open()).toBe(0);
    const cookie = await t.signInAs('viewer', 'metrics-viewer@test.example.com');
    const stream = openStream(`${base}/api/events`, { cookie });
    await stream.ready;
    expect(await open()).toBe(1);
    stream.close();
    await stream.ended;
    for (let tries = 0; tries < 50 && (await open()) !== 0; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await open()).toBe(0);
  });

  it('reads a gauge another module adds at each scrape', async () => {
    let depth = 3;
    t.app.metrics.addGauge({
      name: 'formulary_test_queue_depth',
      help: 'Jobs waiting, per queue (a stand-in for the job queue).',
      labelNames: ['queue'],
      read: async () => [
        { labels: { queue: 'exports' }, value: depth },
        { labels: { queue: 'backups' }, value: 0 },
      ],
    });
    let text = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
    expect(sample(text, 'formulary_test_queue_depth{queue="exports"}')).toBe(3);
    expect(sample(text, 'formulary_test_queue_depth{queue="backups"}')).toBe(0);
    depth = 1;
    text = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
    expect(sample(text, 'formulary_test_queue_depth{queue="exports"}')).toBe(1);
  });
});

describe('the job queue on /metrics', () => {
  it('reports jobs per queue and state, and the oldest waiting job', async () => {
    const jobs = async () => {
      const text = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
      return {
        scheduled: sample(text, 'formulary_job_queue_jobs{queue="backup",state="scheduled"}'),
        oldest: sample(text, 'formulary_job_oldest_waiting_seconds{queue="backup"}'),
      };
    };
    // Every known queue is listed, with zeros when it has no job.
    expect(await jobs()).toEqual({ scheduled: 0, oldest: 0 });
    // A backup due in an hour: scheduled, not yet waiting.
    await enqueueJob(t.database.db, 'backup', {}, { runAt: new Date(Date.now() + 3_600_000) });
    // Both gauges read one snapshot a second: the next scrape after it sees the job.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await jobs()).toEqual({ scheduled: 1, oldest: 0 });
  });
});

describe('without METRICS_TOKEN', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await buildTestApp({ env: { METRICS_ALLOW: '127.0.0.1' } });
  });
  afterAll(async () => plain.close());

  it('refuses every address outside METRICS_ALLOW with 403: no token could let it in', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.20.3.4' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This address may not read the metrics.' });
    const bearer = await plain.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '10.20.3.4',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(bearer.statusCode).toBe(403);
    expect(
      (await plain.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode,
    ).toBe(200);
  });
});
