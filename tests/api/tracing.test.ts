import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * OpenTelemetry traces (ADR 044): with OTEL_EXPORTER_OTLP_ENDPOINT set, each request's spans reach an OTLP/HTTP
 * collector, here a small receiver in the test that keeps what it is sent.
 */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}
interface OtlpRequest {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

const received: { url: string; contentType: string; body: OtlpRequest }[] = [];
const collector = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    received.push({
      url: request.url ?? '',
      contentType: request.headers['content-type'] ?? '',
      body: JSON.parse(body) as OtlpRequest,
    });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

let t: TestApp;
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const INVITATION = 'invitation-token-that-is-a-secret-0123';

beforeAll(async () => {
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const { port } = collector.address() as AddressInfo;
  t = await buildTestApp({
    seed: 'demo',
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}/`,
      OTEL_SERVICE_NAME: 'formulary-test',
      METRICS_ALLOW: '127.0.0.1',
    },
  });
});
let closed = false;
afterAll(async () => {
  if (!closed) await t.close();
  await new Promise<void>((resolve) => collector.close(() => resolve()));
});

const spans = () =>
  received.flatMap((r) => r.body.resourceSpans.flatMap((rs) => rs.scopeSpans.flatMap((s) => s.spans)));
const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};

describe('traces to an OTLP collector', () => {
  it('sends a span per request, named by its route, continuing the caller’s trace', async () => {
    const cookie = await t.signInAs('editor', 'tracing-editor@test.example.com');
    const list = await t.call({
      method: 'GET',
      url: '/api/formulations',
      cookie,
      headers: { traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01` },
    });
    expect(list.statusCode).toBe(200);
    const id = list.json()[0].id as string;
    expect((await t.call({ method: 'GET', url: `/api/formulations/${id}`, cookie })).statusCode).toBe(200);
    // Scrapes and probes are left out.
    expect(
      (await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode,
    ).toBe(200);
    expect((await t.call({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await t.call({ method: 'GET', url: `/api/auth/invitations/${INVITATION}` });
    // Closing the app sends the spans still queued (the batch processor's shutdown).
    await t.close();
    closed = true;

    expect(received.length).toBeGreaterThan(0);
    expect(received[0]!.url).toBe('/v1/traces');
    expect(received[0]!.contentType).toBe('application/json');
    const service = received[0]!.body.resourceSpans[0]!.resource.attributes.find(
      (a) => a.key === 'service.name',
    );
    expect(service?.value.stringValue).toBe('formulary-test');

    const all = spans();
    const roots = all.filter((span) => attribute(span, 'fastify.root') !== undefined);
    const listSpan = roots.find((span) => attribute(span, 'http.route') === '/api/formulations');
    expect(listSpan).toBeDefined();
    expect(listSpan!.traceId).toBe(TRACE_ID);
    expect(listSpan!.parentSpanId).toBe('00f067aa0ba902b7');
    const viewSpan = roots.find((span) => attribute(span, 'http.route') === '/api/formulations/:id');
    expect(viewSpan).toBeDefined();
    expect(viewSpan!.name).toBe('GET /api/formulations/:id');
    expect(attribute(viewSpan!, 'url.path')).toBe(`/api/formulations/${id}`);
    expect(viewSpan!.traceId).not.toBe(TRACE_ID);
    expect(Number(attribute(viewSpan!, 'http.response.status_code'))).toBe(200);
    // The handler and hooks are children of the request's span.
    expect(all.some((span) => span.parentSpanId === viewSpan!.spanId)).toBe(true);
    const routes = roots.map((span) => attribute(span, 'http.route'));
    expect(routes).not.toContain('/metrics');
    expect(routes).not.toContain('/healthz');
    // An invitation's token is a secret in a path: the span keeps the path as the log does.
    const invitation = roots.find((span) => attribute(span, 'http.route') === '/api/auth/invitations/:token');
    expect(attribute(invitation!, 'url.path')).toBe('/api/auth/invitations/[redacted]');
    expect(JSON.stringify(all)).not.toContain(INVITATION);
  });
});
