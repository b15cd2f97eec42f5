import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../src/ids';
import { loadDocumentKey } from '../../src/storage/document-key';
import { DocumentIntegrityError } from '../../src/storage/document-storage';
import { createLocalDiskStorage } from '../../src/storage/local-disk-storage';
import { storedFiles } from './subjects';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('local disk document storage', () => {
  let dataDir: string;
  const key = randomBytes(32);
  const storage = () => createLocalDiskStorage({ root: join(dataDir, 'documents'), key });
  const plaintext = Buffer.concat([
    Buffer.from('%PDF-1.7 confidential identity card of Camille Durand\n'),
    randomBytes(300_000),
  ]);

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'doc-storage-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives back exactly the bytes it stored, and reports their size', async () => {
    const id = newId();
    const { size } = await storage().put(
      id,
      Readable.from([plaintext.subarray(0, 1000), plaintext.subarray(1000)]),
    );
    expect(size).toBe(plaintext.length);
    expect((await readAll(await storage().get(id))).equals(plaintext)).toBe(true);
  });

  it('keeps only ciphertext on disk, with a fresh IV for each file', async () => {
    const first = newId();
    const second = newId();
    await storage().put(first, Readable.from([plaintext]));
    await storage().put(second, Readable.from([plaintext]));
    const [a, b] = [first, second].map((id) => readFileSync(join(dataDir, 'documents', id.slice(0, 2), id)));
    for (const onDisk of [a, b]) {
      expect(onDisk?.includes(Buffer.from('Camille Durand'))).toBe(false);
      expect(onDisk?.includes(plaintext.subarray(100_000, 100_064))).toBe(false);
      // version byte + IV + ciphertext + tag
      expect(onDisk?.length).toBe(1 + 12 + plaintext.length + 16);
    }
    expect(a?.subarray(0, 200).equals(b?.subarray(0, 200) ?? Buffer.alloc(0))).toBe(false);
    const mode = statSync(join(dataDir, 'documents', first.slice(0, 2), first)).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it('refuses to release any byte of an altered file', async () => {
    const id = newId();
    await storage().put(id, Readable.from([plaintext]));
    const path = join(dataDir, 'documents', id.slice(0, 2), id);
    const bytes = readFileSync(path);
    bytes[bytes.length - 100] = (bytes[bytes.length - 100] ?? 0) ^ 0x01;
    writeFileSync(path, bytes);
    await expect(storage().get(id)).rejects.toBeInstanceOf(DocumentIntegrityError);
  });

  it('refuses a truncated file and a file moved under another key', async () => {
    const id = newId();
    await storage().put(id, Readable.from([plaintext]));
    const path = join(dataDir, 'documents', id.slice(0, 2), id);

    const other = newId();
    const otherPath = join(dataDir, 'documents', other.slice(0, 2), other);
    await storage().put(other, Readable.from([Buffer.from('x')]));
    copyFileSync(path, otherPath);
    await expect(storage().get(other)).rejects.toBeInstanceOf(DocumentIntegrityError);

    writeFileSync(path, readFileSync(path).subarray(0, 5000));
    await expect(storage().get(id)).rejects.toBeInstanceOf(DocumentIntegrityError);
  });

  it('cannot read files with another key', async () => {
    const id = newId();
    await storage().put(id, Readable.from([plaintext]));
    const stranger = createLocalDiskStorage({ root: join(dataDir, 'documents'), key: randomBytes(32) });
    await expect(stranger.get(id)).rejects.toBeInstanceOf(DocumentIntegrityError);
  });

  it('leaves nothing behind when the incoming stream fails half way', async () => {
    const id = newId();
    async function* failing() {
      yield plaintext.subarray(0, 100_000);
      throw new Error('client went away');
    }
    await expect(storage().put(id, Readable.from(failing()))).rejects.toThrow('client went away');
    expect(await storage().exists(id)).toBe(false);
    expect(storedFiles(dataDir)).toEqual([]);
  });

  it('deletes, and deleting twice is harmless', async () => {
    const id = newId();
    await storage().put(id, Readable.from([plaintext]));
    await storage().delete(id);
    await storage().delete(id);
    expect(await storage().exists(id)).toBe(false);
  });

  it('accepts only its own id alphabet as keys', async () => {
    await expect(storage().put('../../etc/passwd', Readable.from([plaintext]))).rejects.toThrow(
      'invalid storage key',
    );
    await expect(storage().get('..%2fsecret')).rejects.toThrow('invalid storage key');
  });
});

describe('document encryption key', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'doc-key-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is generated once on the embedded default, kept private and reused', () => {
    const first = loadDocumentKey({ env: 'development', dataDir });
    const path = join(dataDir, 'document-key');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(first.length).toBe(32);
    expect(loadDocumentKey({ env: 'development', dataDir }).equals(first)).toBe(true);
  });

  it('is taken from the configuration when set, without writing a key file', () => {
    const configured = randomBytes(32);
    const key = loadDocumentKey({
      env: 'production',
      dataDir,
      documentEncryptionKey: configured.toString('base64'),
    });
    expect(key.equals(configured)).toBe(true);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('must be configured in production', () => {
    expect(() => loadDocumentKey({ env: 'production', dataDir })).toThrow(
      'DOCUMENT_ENCRYPTION_KEY is required',
    );
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('must be 32 bytes', () => {
    expect(() =>
      loadDocumentKey({
        env: 'development',
        dataDir,
        documentEncryptionKey: randomBytes(16).toString('base64'),
      }),
    ).toThrow('must be 32 bytes');
  });

  it('keeps stored documents readable after a restart', async () => {
    const root = join(dataDir, 'documents');
    const id = newId();
    await createLocalDiskStorage({ root, key: loadDocumentKey({ env: 'development', dataDir }) }).put(
      id,
      Readable.from([Buffer.from('kept across restarts')]),
    );
    const restarted = createLocalDiskStorage({ root, key: loadDocumentKey({ env: 'development', dataDir }) });
    expect((await readAll(await restarted.get(id))).toString()).toBe('kept across restarts');
  });
});
