import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const S3 = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'formulary-files',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('file storage and background job settings', () => {
  it('keeps files in PostgreSQL unless all four S3 variables are set; empty ones count as unset', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({ S3_ENDPOINT: '', S3_BUCKET: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' }).s3,
    ).toBeUndefined();
    expect(loadConfig(S3).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'formulary-files',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...S3, S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'false' }).s3).toMatchObject({
      region: 'eu-west-1',
      forcePathStyle: false,
    });
  });

  it('refuses half an S3 configuration, naming what is missing', () => {
    expect(() => loadConfig({ S3_ENDPOINT: S3.S3_ENDPOINT, S3_BUCKET: S3.S3_BUCKET })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_ENDPOINT: S3.S3_ENDPOINT, S3_BUCKET: S3.S3_BUCKET })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required/,
    );
  });

  it('runs web and worker in one process by default; FORMULARY_ROLE splits them', () => {
    expect(loadConfig({}).role).toBe('all');
    expect(loadConfig({ FORMULARY_ROLE: 'worker' }).role).toBe('worker');
    expect(() => loadConfig({ FORMULARY_ROLE: 'both' })).toThrow(/FORMULARY_ROLE/);
    // A heartbeat every 10 s by default; the periodic jobs on unless a test turns them off.
    expect(loadConfig({})).toMatchObject({ jobHeartbeatMs: 10_000, jobSchedule: true, jobConcurrency: 4 });
    expect(loadConfig({ JOB_HEARTBEAT_SECONDS: '0.5', JOB_SCHEDULE: 'false' })).toMatchObject({
      jobHeartbeatMs: 500,
      jobSchedule: false,
    });
  });
});
