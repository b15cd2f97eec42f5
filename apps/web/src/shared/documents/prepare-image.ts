import { UPLOAD_IMAGE_JPEG_QUALITY } from '@app/domain';

const isImage = (file: File) => file.type === 'image/jpeg' || file.type === 'image/png';

/**
 * Images are re-encoded as JPEG at 0.75 after the EXIF orientation is applied (spec §7), so
 * phone photos arrive upright and smaller. PDFs, and browsers without the APIs, are left alone.
 */
export async function prepareForUpload(file: File): Promise<File> {
  if (!isImage(file) || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a white page behind transparent PNG areas.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', UPLOAD_IMAGE_JPEG_QUALITY),
    );
    if (!blob) return file;
    const name = file.name.replace(/\.(png|jpe?g)$/i, '') || 'image';
    return new File([blob], `${name}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  }
}
