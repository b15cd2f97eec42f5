import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/ids';
import { DocumentIntegrityError, DocumentNotStoredError } from '../../src/storage/document-storage';
import { createS3Client, createS3Storage } from '../../src/storage/s3-storage';
import { startTestS3Server, type TestS3Server } from '../helpers/s3-server';
import { createTestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/test-user';
import { makePdf } from './fixtures';
import { multipart } from './multipart';

async function readAll(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const MB = 1024 * 1024;

describe('S3-compatible document storage', () => {
  let s3: TestS3Server;
  let client: S3Client;
  const key = randomBytes(32);
  const prefix = 'documents/';
  const storage = () => createS3Storage({ client, bucket: s3.bucket, prefix, key });
  const rawObject = async (id: string) =>
    readAll(
      (await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `${prefix}${id}` })))
        .Body as AsyncIterable<Uint8Array>,
    );

  beforeAll(async () => {
    s3 = await startTestS3Server();
    client = createS3Client({
      endpoint: s3.endpoint,
      region: 'eu-west-3',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  });
  afterAll(async () => {
    client.destroy();
    await s3.close();
  });

  it('gives back exactly the bytes it stored, small or sent in several parts', async () => {
    for (const plaintext of [Buffer.from('%PDF-1.7 small'), randomBytes(12 * MB)]) {
      const id = newId();
      const halves = [plaintext.subarray(0, 1000), plaintext.subarray(1000)];
      expect((await storage().put(id, Readable.from(halves))).size).toBe(plaintext.length);
      expect((await readAll(await storage().get(id))).equals(plaintext)).toBe(true);
    }
  });

  it('keeps only ciphertext in the bucket, with a fresh IV for each object', async () => {
    const plaintext = Buffer.concat([Buffer.from('identity card of Camille Durand '), randomBytes(100_000)]);
    const [first, second] = [newId(), newId()];
    await storage().put(first, Readable.from([plaintext]));
    await storage().put(second, Readable.from([plaintext]));
    const [a, b] = await Promise.all([rawObject(first), rawObject(second)]);
    for (const stored of [a, b]) {
      expect(stored.includes(Buffer.from('Camille Durand'))).toBe(false);
      expect(stored.length).toBe(1 + 12 + plaintext.length + 16);
    }
    expect(a.subarray(0, 64).equals(b.subarray(0, 64))).toBe(false);
  });

  it('refuses an altered object and an object copied under another key', async () => {
    const id = newId();
    await storage().put(id, Readable.from([randomBytes(50_000)]));
    const altered = await rawObject(id);
    altered[altered.length - 100] = (altered[altered.length - 100] ?? 0) ^ 0x01;
    await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `${prefix}${id}`, Body: altered }));
    await expect(storage().get(id)).rejects.toBeInstanceOf(DocumentIntegrityError);

    const original = newId();
    const copy = newId();
    await storage().put(original, Readable.from([randomBytes(1000)]));
    await client.send(
      new CopyObjectCommand({
        Bucket: s3.bucket,
        Key: `${prefix}${copy}`,
        CopySource: `${s3.bucket}/${prefix}${original}`,
      }),
    );
    await expect(storage().get(copy)).rejects.toBeInstanceOf(DocumentIntegrityError);
  });

  it('leaves no object behind when the upload stream fails, in one part or several', async () => {
    for (const before of [1000, 7 * MB]) {
      const id = newId();
      async function* failing() {
        yield randomBytes(before);
        throw new Error('client went away');
      }
      await expect(storage().put(id, Readable.from(failing()))).rejects.toThrow();
      expect(await storage().exists(id)).toBe(false);
    }
  });

  it('says when a document is not stored, and deletes idempotently', async () => {
    const id = newId();
    await expect(storage().get(id)).rejects.toBeInstanceOf(DocumentNotStoredError);
    await storage().put(id, Readable.from([Buffer.from('%PDF-1.7')]));
    expect(await storage().exists(id)).toBe(true);
    await storage().delete(id);
    await storage().delete(id);
    expect(await storage().exists(id)).toBe(false);
  });

  it('serves the API: a document uploaded by a customer is downloaded unchanged from the bucket', async () => {
    const t = await createTestApp({ env: s3.env });
    const objects = async () =>
      (await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }))).KeyCount ?? 0;
    try {
      const before = await objects();
      const user = await createTestUser(t.deps);
      const pdf = await makePdf('Justificatif de domicile');
      const body = multipart([{ filename: 'domicile.pdf', content: pdf, contentType: 'application/pdf' }]);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/user/documents/proof_of_address?archive=false',
        payload: body.payload,
        headers: { ...user.headers, ...body.headers },
      });
      expect(uploaded.statusCode).toBe(201);
      expect(await objects()).toBe(before + 1);
      const [doc] = uploaded.json() as Array<{ id: string }>;
      const download = await t.app.inject({
        method: 'GET',
        url: `/documents/${doc?.id}`,
        headers: user.headers,
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(pdf)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
