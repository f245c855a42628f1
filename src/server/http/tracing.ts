import type { FastifyPluginCallback } from 'fastify';
import { redactUrl } from './log-redaction.ts';

export interface Tracing {
  /** @fastify/otel's plugin: registered before any route, it traces every request and its hooks. */
  plugin: FastifyPluginCallback;
  /** Sends the spans still queued and stops. */
  shutdown(): Promise<void>;
}

/** The OTLP/HTTP traces URL of a collector's base URL, as the OpenTelemetry specification builds it. */
export function tracesUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}/v1/traces`;
}

/**
 * OpenTelemetry traces (ADR 044), only when OTEL_EXPORTER_OTLP_ENDPOINT is set: a span per request named by its
 * route, with children for the handler and the hooks, batched to the collector over OTLP/HTTP. The SDK is loaded
 * only then, so a server without a collector pays nothing for it. The monitoring and health routes are left out:
 * scrapes and probes every few seconds would bury the requests people make.
 */
export async function startTracing(options: { endpoint: string; serviceName: string }): Promise<Tracing> {
  const [
    { NodeTracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    otel,
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@fastify/otel'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: tracesUrl(options.endpoint) }))],
  });
  // The context manager (AsyncLocalStorage) and the W3C propagator: a request's spans nest, and a caller's
  // `traceparent` header continues its trace.
  provider.register();
  const instrumentation = new otel.FastifyOtelInstrumentation({
    ignorePaths: ({ url }) => url === '/metrics' || url === '/healthz' || url === '/readyz',
    requestHook: (span, request) => {
      // Named as OpenTelemetry's HTTP conventions name a server span; the path as the log keeps it (an
      // invitation's token is a password in a URL).
      span.updateName(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`);
      span.setAttribute('url.path', redactUrl(request.url.split('?')[0] ?? ''));
    },
  });
  instrumentation.setTracerProvider(provider);
  return {
    plugin: instrumentation.plugin(),
    shutdown: () => provider.shutdown(),
  };
}
