import { ALLOWED_UPLOAD_MIME_TYPES, type Locale } from '@app/domain';
import type { AppConfig } from '../../config';
import { AppError } from '../../errors';
import { documentMessage, formatMegabytes } from './messages';
import { type UploadRefusal, UploadRefusedError } from './upload-refused';

const MULTIPART_REFUSALS: Record<string, UploadRefusal> = {
  FST_REQ_FILE_TOO_LARGE: 'file_too_large',
  FST_FILES_LIMIT: 'too_many_files',
  FST_PARTS_LIMIT: 'malformed',
  FST_FIELDS_LIMIT: 'malformed',
  FST_PROTO_VIOLATION: 'malformed',
  FST_INVALID_JSON_FIELD_ERROR: 'malformed',
  FST_MP_PREMATURE_CLOSE: 'malformed',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'no_file',
};

/** The refusal an error stands for: ours, the multipart plugin's, or a broken multipart body. */
export function refusalOf(error: unknown): UploadRefusal | undefined {
  if (error instanceof UploadRefusedError) return error.reason;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code in MULTIPART_REFUSALS) return MULTIPART_REFUSALS[code];
  const message = error instanceof Error ? error.message : '';
  // busboy's own parse errors carry no code.
  if (/^(Unexpected end of (form|multipart data)|Malformed part header|Multipart: )/.test(message)) {
    return 'malformed';
  }
  return undefined;
}

/**
 * The translated reply for a refused upload (spec §8): the maximum size, the allowed types or
 * the maximum count, as the message and on the `files` field; `reason` lets the client pick
 * its tooltip ("File too large", "Incorrect format").
 */
export function uploadRefusedError(reason: UploadRefusal, locale: Locale, config: AppConfig): AppError {
  const { maxFileBytes, maxFiles } = config.upload;
  switch (reason) {
    case 'file_too_large': {
      const message = documentMessage(locale, 'file_too_large', {
        max: formatMegabytes(maxFileBytes, locale),
      });
      return new AppError(
        'payload_too_large',
        message,
        { files: message },
        { reason, max_file_bytes: maxFileBytes },
      );
    }
    case 'invalid_type': {
      const message = documentMessage(locale, 'invalid_type');
      return new AppError(
        'unsupported_media_type',
        message,
        { files: message },
        {
          reason,
          allowed_types: [...ALLOWED_UPLOAD_MIME_TYPES],
        },
      );
    }
    case 'too_many_files': {
      const message = documentMessage(locale, 'too_many_files', { count: maxFiles });
      return new AppError('validation_failed', message, { files: message }, { reason, max_files: maxFiles });
    }
    default: {
      const message = documentMessage(locale, reason);
      return new AppError('validation_failed', message, { files: message }, { reason });
    }
  }
}
