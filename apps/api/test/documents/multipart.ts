import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

export interface FilePart {
  filename: string;
  content: Buffer;
  /** What the browser claims; the API must not trust it. */
  contentType?: string;
  field?: string;
}

const newBoundary = () => `----test${randomBytes(8).toString('hex')}`;

const fileHead = (boundary: string, part: Omit<FilePart, 'content'>) =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'files'}"; filename="${part.filename}"\r\n` +
      `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    'utf8',
  );

/** A multipart/form-data body with the given files (field `files` unless said) and text fields. */
export function multipart(files: FilePart[], fields: Record<string, string> = {}) {
  const boundary = newBoundary();
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(fileHead(boundary, file), file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * One file of `totalBytes` (its first bytes `head`, then zeros) streamed as multipart, so a
 * 25 MB test never holds the file in memory: the same zero block is sent again and again.
 */
export function streamedMultipart(filename: string, head: Buffer, totalBytes: number) {
  const boundary = newBoundary();
  const block = Buffer.alloc(64 * 1024);
  async function* body() {
    yield fileHead(boundary, { filename, contentType: 'application/pdf' });
    yield head;
    let left = totalBytes - head.length;
    while (left > 0) {
      const size = Math.min(left, block.length);
      yield size === block.length ? block : block.subarray(0, size);
      left -= size;
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return {
    payload: Readable.from(body()),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
