import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertStorageKey,
  DocumentIntegrityError,
  DocumentNotStoredError,
  type DocumentStorage,
} from './document-storage';
import { decryptChunks, encryptChunks, FORMAT_VERSION, splitFrame } from './encrypted-format';

export interface S3StorageOptions {
  client: S3Client;
  bucket: string;
  /** Prepended to every object name, e.g. `documents/`. */
  prefix: string;
  /** AES-256 key (32 bytes): objects are encrypted before they leave the API. */
  key: Buffer;
}

export interface S3ClientSettings {
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/**
 * A client for AWS S3 or an S3-compatible store. Checksums only when the operation requires
 * them: the newer default (streamed CRC trailers) is not understood by every compatible store,
 * and each object carries its own GCM tag anyway.
 */
export function createS3Client(settings: S3ClientSettings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

async function readAll(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Documents as objects in an S3-compatible bucket, AES-256-GCM encrypted in the same format as
 * on the local disk. Uploads stream in 5 MB parts (a failed upload is aborted, so no partial
 * object remains); a read holds one document in memory (at most the upload limit, 25 MB) to
 * check its tag before releasing any byte.
 */
export function createS3Storage({ client, bucket, prefix, key }: S3StorageOptions): DocumentStorage {
  if (key.length !== 32) throw new Error('the document key must be 32 bytes');
  const objectKey = (storageKey: string) => {
    assertStorageKey(storageKey);
    return `${prefix}${storageKey}`;
  };

  return {
    async put(storageKey, stream) {
      const name = objectKey(storageKey);
      let size = 0;
      async function* counted(source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          size += chunk.length;
          yield chunk;
        }
      }
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: name,
          Body: Readable.from(encryptChunks(counted(stream), key, storageKey)),
          ContentType: 'application/octet-stream',
        },
        queueSize: 2,
        partSize: 5 * 1024 * 1024,
        leavePartsOnError: false,
      });
      await upload.done();
      return { size };
    },

    async get(storageKey) {
      let frame: Buffer;
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(storageKey) }),
        );
        frame = await readAll(object.Body as AsyncIterable<Uint8Array>);
      } catch (error) {
        if (isMissing(error)) throw new DocumentNotStoredError(storageKey);
        throw error;
      }
      const parts = splitFrame(frame);
      if (!parts) throw new DocumentIntegrityError(storageKey, 'object too short');
      if (parts.version !== FORMAT_VERSION) throw new DocumentIntegrityError(storageKey, 'unknown format');
      const plain: Buffer[] = [];
      try {
        for await (const chunk of decryptChunks(
          Readable.from([parts.ciphertext]),
          key,
          storageKey,
          parts.iv,
          parts.tag,
        )) {
          plain.push(chunk);
        }
      } catch {
        throw new DocumentIntegrityError(storageKey, 'authentication failed');
      }
      return Readable.from(plain);
    },

    async delete(storageKey) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(storageKey) }));
    },

    async exists(storageKey) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(storageKey) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key || !object.LastModified) continue;
          yield { key: object.Key.slice(prefix.length), writtenAt: object.LastModified };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    // An object appears whole or not at all (a failed multipart upload is aborted).
    async removeUnfinished() {
      return 0;
    },
  };
}
