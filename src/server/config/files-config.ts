import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { bool, unsetWhenEmpty } from './env-values.ts';

/** Exports and where files (exports, backups) are kept: S3-compatible object storage or PostgreSQL (ADR 038). */
export const filesEnv = {
  // Exports a user may start per hour, and how many each user keeps (the oldest beyond it are deleted).
  EXPORT_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  EXPORT_KEEP: z.coerce.number().int().min(1).default(50),
  // Files (exports, backups) go to S3-compatible object storage when these four are set, else to PostgreSQL
  // (ADR 038).
  S3_ENDPOINT: unsetWhenEmpty(z.url()),
  S3_BUCKET: unsetWhenEmpty(z.string().min(3).max(63)),
  S3_ACCESS_KEY_ID: unsetWhenEmpty(z.string().min(1).max(200)),
  S3_SECRET_ACCESS_KEY: unsetWhenEmpty(z.string().min(1).max(500)),
  S3_REGION: z.string().min(1).max(50).default('us-east-1'),
  // Path-style addresses (endpoint/bucket/key) suit MinIO, Ceph and most self-hosted servers; false for
  // virtual-hosted buckets (bucket.endpoint).
  S3_FORCE_PATH_STYLE: bool.optional(),
  EXPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(50 * 1024 * 1024),
};

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
}

export interface FilesConfig {
  exportRateLimit: number;
  exportKeep: number;
  exportMaxBytes: number;
  /** S3-compatible object storage for files when all of S3_ENDPOINT, _BUCKET and both keys are set. */
  s3?: S3Config;
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

type FilesEnv = z.infer<z.ZodObject<typeof filesEnv>>;

export function filesConfig(e: FilesEnv): FilesConfig {
  const s3Missing = S3_VARIABLES.filter((name) => !e[name]);
  // Half a storage configuration would silently keep files in PostgreSQL: refuse it instead.
  if (s3Missing.length > 0 && s3Missing.length < S3_VARIABLES.length) {
    throw new ConfigError(
      `Invalid environment:\n  ${s3Missing.join(', ')}: required when S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are used (set all four)`,
    );
  }
  return {
    exportRateLimit: e.EXPORT_RATE_LIMIT,
    exportKeep: e.EXPORT_KEEP,
    exportMaxBytes: e.EXPORT_MAX_BYTES,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            region: e.S3_REGION,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? true,
          }
        : undefined,
  };
}
