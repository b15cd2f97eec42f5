/** Why an upload was refused; the upload service turns it into a translated AppError. */
export type UploadRefusal =
  | 'file_too_large'
  | 'invalid_type'
  | 'too_many_files'
  | 'no_file'
  | 'malformed'
  | 'image_too_large'
  | 'image_unreadable';

export class UploadRefusedError extends Error {
  constructor(readonly reason: UploadRefusal) {
    super(`upload refused: ${reason}`);
    this.name = 'UploadRefusedError';
  }
}
