import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../src/server/config.ts';

export interface S3Server {
  config: S3Config;
  /** The environment that points the app at this server. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

/**
 * A real S3-compatible HTTP server for the tests: moto's server mode (`moto_server`, Python's moto with its
 * server extra, which this kind of machine carries; neither the npm registry nor Debian 12 has a maintained
 * S3 server, see ADR 038), on a free loopback port, with one bucket created.
 */
export async function startS3Server(bucket = 'formulary-test'): Promise<S3Server> {
  if (spawnSync('moto_server', ['--help'], { stdio: 'ignore' }).status !== 0) {
    throw new Error(
      'The S3 file-store tests need moto_server (Python moto with its server extra) on the PATH',
    );
  }
  const port = await freePort();
  const child: ChildProcess = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(`${endpoint}/moto-api/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`moto_server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const config: S3Config = {
    endpoint,
    bucket,
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
    region: 'us-east-1',
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    config,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_REGION: config.region,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
