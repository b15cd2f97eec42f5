import { randomBytes } from 'node:crypto';
import { type IncomingMessage, request } from 'node:http';

/** A file the API takes as a PDF (it recognises the type by the first bytes), of about size bytes. */
export const pdfBytes = (size: number): Buffer =>
  Buffer.concat([Buffer.from('%PDF-1.4\n%'), randomBytes(Math.max(0, size - 20)), Buffer.from('\n%%EOF\n')]);

export interface UploadResult {
  status: number;
  body: string;
}

/**
 * POST multipart (field `files`) as the browser sends it, written in chunks of chunkBytes every
 * pauseMs: a slow upload is in the middle of being stored when the process is killed.
 */
export function upload(
  url: string,
  token: string,
  content: Buffer,
  options: { chunkBytes?: number; pauseMs?: number; language?: string } = {},
): Promise<UploadResult> {
  const boundary = `----faults${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="piece.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, content, tail]);
  const chunkBytes = options.chunkBytes ?? body.length;
  const pauseMs = options.pauseMs ?? 0;
  return new Promise((resolveUpload, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
          'x-language': options.language ?? 'fr',
        },
      },
      (res) => {
        answered = res;
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', settle);
        res.on('error', settle);
        res.on('close', settle);
      },
    );
    // The server may answer a refusal before the whole file is sent, then close: the answer
    // counts, the client's failing writes after it do not.
    let answered: IncomingMessage | null = null;
    const chunks: Buffer[] = [];
    const settle = () => {
      if (answered)
        resolveUpload({ status: answered.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
    };
    req.on('error', (error) => (answered ? settle() : reject(error)));
    let offset = 0;
    const writeNext = () => {
      if (req.destroyed) return;
      if (offset >= body.length) {
        req.end();
        return;
      }
      const chunk = body.subarray(offset, offset + chunkBytes);
      offset += chunk.length;
      if (!req.write(chunk)) req.once('drain', () => setTimeout(writeNext, pauseMs));
      else setTimeout(writeNext, pauseMs);
    };
    writeNext();
  });
}
