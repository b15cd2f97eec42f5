import { ALLOWED_UPLOAD_MIME_TYPES, type Message, message } from '@app/domain';
import type { AppConfig } from '../../config';
import { AppError, type ErrorCode } from '../../errors';
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

/** 26214400 -> 25: the size limit in megabytes, to one decimal. */
const megabytes = (bytes: number): number => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/**
 * The reply for a refused upload (spec §8): the maximum size, the allowed types or the maximum
 * count, as the message and on the `files` field; `reason` lets the client pick its tooltip
 * ("File too large", "Incorrect format").
 */
export function uploadRefusedError(reason: UploadRefusal, config: AppConfig): AppError {
  const { maxFileBytes, maxFiles } = config.upload;
  const refused = (code: ErrorCode, text: Message, extra: Record<string, unknown> = {}) =>
    new AppError(code, text, { files: text }, { reason, ...extra });
  switch (reason) {
    case 'file_too_large': {
      const text = message('document.file_too_large', { max: megabytes(maxFileBytes) });
      return refused('payload_too_large', text, { max_file_bytes: maxFileBytes });
    }
    case 'invalid_type':
      return refused('unsupported_media_type', message('document.invalid_type'), {
        allowed_types: [...ALLOWED_UPLOAD_MIME_TYPES],
      });
    case 'too_many_files': {
      const text = message('document.too_many_files', { count: maxFiles });
      return refused('validation_failed', text, { max_files: maxFiles });
    }
    default:
      return refused('validation_failed', message(`document.${reason}`));
  }
}
