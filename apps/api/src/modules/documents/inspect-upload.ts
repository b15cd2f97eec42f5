import { createHash } from 'node:crypto';
import { type AllowedUploadMimeType, isAllowedMimeType } from '@app/domain';
import { fileTypeFromBuffer } from 'file-type';
import { checkImage } from './check-image';
import { UploadRefusedError } from './upload-refused';

/** Enough leading bytes for file-type to recognise any format it knows. */
const SNIFF_BYTES = 4100;

export interface InspectedFile {
  size: number;
  sha256: string;
  mimeType: AllowedUploadMimeType;
}

async function detect(head: Buffer): Promise<AllowedUploadMimeType> {
  const found = head.length > 0 ? await fileTypeFromBuffer(head) : undefined;
  if (!found || !isAllowedMimeType(found.mime)) throw new UploadRefusedError('invalid_type');
  return found.mime;
}

/**
 * Passes a file through while counting, hashing and checking its type by content: nothing is
 * yielded before the first bytes were recognised as PDF, JPEG or PNG, and the stream fails as
 * soon as it grows past maxBytes. An image is decoded at the end (checkImage): the stream fails
 * before it ends when the image is a pixel flood or broken, so nothing of it is kept. The
 * result is filled in once the source has ended.
 */
export async function* inspectUpload(
  source: AsyncIterable<Buffer>,
  maxBytes: number,
  result: Partial<InspectedFile>,
): AsyncGenerator<Buffer> {
  const hash = createHash('sha256');
  let size = 0;
  let head: Buffer[] = [];
  let headBytes = 0;
  let mimeType: AllowedUploadMimeType | undefined;
  // An image's bytes, kept (within maxBytes) to be decoded once complete.
  const image: Buffer[] = [];
  const keep = (chunk: Buffer) => {
    if (mimeType !== 'application/pdf') image.push(chunk);
  };
  for await (const chunk of source) {
    size += chunk.length;
    if (size > maxBytes) throw new UploadRefusedError('file_too_large');
    hash.update(chunk);
    if (mimeType) {
      keep(chunk);
      yield chunk;
      continue;
    }
    head.push(chunk);
    headBytes += chunk.length;
    if (headBytes >= SNIFF_BYTES) {
      const sample = Buffer.concat(head);
      head = [];
      mimeType = await detect(sample);
      keep(sample);
      yield sample;
    }
  }
  let last: Buffer | undefined;
  if (!mimeType) {
    last = Buffer.concat(head);
    mimeType = await detect(last);
    keep(last);
  }
  if (mimeType !== 'application/pdf') await checkImage(Buffer.concat(image));
  if (last) yield last;
  result.size = size;
  result.sha256 = hash.digest('hex');
  result.mimeType = mimeType;
}
