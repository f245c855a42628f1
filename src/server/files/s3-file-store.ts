import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import { checkKey, chunksOf, type FileBody, type FileStore, type StoredFile } from './file-store.ts';

/** Multipart parts of 8 MiB, two in flight: an upload holds at most about 16 MiB whatever the file's size. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const missing = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404 ||
  ['NoSuchKey', 'NotFound'].includes((error as { name?: string })?.name ?? '');

/** The SDK, loaded on first use: an installation that keeps its files in PostgreSQL never loads it. */
async function loadSdk() {
  const [s3, storage] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  return { ...s3, Upload: storage.Upload };
}

/**
 * Files in S3-compatible object storage (ADR 038), one object per key in S3_BUCKET; the object's Content-Type
 * and Content-Length describe it. Streams go up as a multipart upload, which S3 makes visible only once complete
 * (a reader sees the old object or the new one).
 */
export function createS3FileStore(config: S3Config): FileStore {
  let loaded: Promise<{ sdk: Awaited<ReturnType<typeof loadSdk>>; client: S3Client }> | undefined;
  const connect = () => {
    loaded ??= loadSdk().then((sdk) => ({ sdk, client: newClient(sdk, config) }));
    return loaded;
  };
  const Bucket = config.bucket;

  async function exists(key: string): Promise<StoredFile | undefined> {
    checkKey(key);
    const { sdk, client } = await connect();
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
      return {
        key,
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? 'application/octet-stream',
        createdAt: head.LastModified ?? new Date(),
      };
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  }

  async function open(key: string) {
    checkKey(key);
    const { sdk, client } = await connect();
    try {
      return await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  }

  return {
    kind: 's3',

    async put(key: string, body: FileBody, contentType: string) {
      checkKey(key);
      const { sdk, client } = await connect();
      let size = 0;
      // Counted on the way through: S3 answers a multipart upload without the object's size.
      const counted = Readable.from(
        (async function* () {
          for await (const chunk of chunksOf(body)) {
            size += chunk.length;
            yield chunk;
          }
        })(),
      );
      const upload = new sdk.Upload({
        client,
        params: { Bucket, Key: key, Body: counted, ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      await upload.done();
      return { key, size, contentType, createdAt: new Date() };
    },

    async get(key: string) {
      const object = await open(key);
      if (!object?.Body) return undefined;
      return Buffer.from(await object.Body.transformToByteArray());
    },

    async stream(key: string) {
      const object = await open(key);
      if (!object?.Body) return undefined;
      return {
        file: {
          key,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? 'application/octet-stream',
          createdAt: object.LastModified ?? new Date(),
        },
        body: object.Body as Readable,
      };
    },

    exists,

    async delete(key: string) {
      checkKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },

    async list(prefix: string) {
      const { sdk, client } = await connect();
      const files: StoredFile[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          // A listing does not carry the content type; the callers that list know what they stored.
          files.push({
            key: object.Key,
            size: object.Size ?? 0,
            contentType: 'application/octet-stream',
            createdAt: object.LastModified ?? new Date(0),
          });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return files.sort(
        (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.key.localeCompare(a.key),
      );
    },

    async close() {
      if (loaded) (await loaded).client.destroy();
    },
  };
}

function newClient(sdk: Awaited<ReturnType<typeof loadSdk>>, config: S3Config): S3Client {
  return new sdk.S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: the SDK's default adds streamed trailing checksums that many
    // S3-compatible servers do not accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
