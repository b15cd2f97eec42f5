import sharp from 'sharp';
import { UploadRefusedError } from './upload-refused';

/** 50 million pixels: well above a phone's photo or a scan, far below a decompression bomb. */
export const MAX_IMAGE_PIXELS = 50_000_000;

// Uploads are small and few: one decoding thread, no cache, so a burst of them cannot take
// the cores the event loop needs.
sharp.concurrency(1);
sharp.cache(false);

/**
 * Decodes a JPEG or PNG under a pixel limit: an image declaring more pixels (a pixel flood) is
 * refused before it is decoded, and one that cannot be decoded to its end (truncated, broken)
 * is refused too. The decoded image is shrunk on load, so checking a large photo stays cheap.
 */
export async function checkImage(bytes: Buffer): Promise<void> {
  try {
    await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' })
      .resize(32, 32, { fit: 'inside' })
      .raw()
      .toBuffer();
  } catch (error) {
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    throw new UploadRefusedError(tooLarge ? 'image_too_large' : 'image_unreadable');
  }
}
