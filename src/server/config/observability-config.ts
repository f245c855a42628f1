import { z } from 'zod';
import { type MetricsAccess, parseAllowList } from '../http/metrics-access.ts';

/** Who may read /metrics and where traces go (ADR 044). */
export const observabilityEnv = {
  // /metrics (ADR 044): addresses and CIDR blocks that may read it, and a bearer token that may from anywhere.
  METRICS_ALLOW: z
    .string()
    .optional()
    .refine((value) => parseAllowList(value).invalid.length === 0, {
      message: 'must be comma-separated IP addresses or CIDR blocks, e.g. 10.0.0.0/8,::1',
    }),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').max(500).optional(),
  // OpenTelemetry traces go to this OTLP/HTTP collector (its base URL; /v1/traces is added) when set.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).max(200).default('formulary'),
};

export interface ObservabilityConfig {
  /** Who may read /metrics (ADR 044). */
  metrics: MetricsAccess;
  /** OpenTelemetry traces to an OTLP/HTTP collector, when OTEL_EXPORTER_OTLP_ENDPOINT is set (ADR 044). */
  tracing?: { endpoint: string; serviceName: string };
}

type ObservabilityEnv = z.infer<z.ZodObject<typeof observabilityEnv>>;

export function observabilityConfig(e: ObservabilityEnv): ObservabilityConfig {
  return {
    metrics: { allow: parseAllowList(e.METRICS_ALLOW).allow, token: e.METRICS_TOKEN },
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME }
      : undefined,
  };
}
