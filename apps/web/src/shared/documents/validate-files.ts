import { ALLOWED_UPLOAD_EXTENSIONS, ALLOWED_UPLOAD_MIME_TYPES, type Locale } from '@app/domain';
import { translateText } from '../../lib/domain-messages';

export type FileProblem = 'too_large' | 'invalid_type' | 'too_many';

export interface FileCheck {
  file: File;
  problem: FileProblem | null;
  /** Translated message (spec §8), null when the file may be sent. */
  message: string | null;
}

export interface FileLimits {
  maxFileBytes: number;
  maxFiles: number;
}

const megabytes = (bytes: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-GB' : `${locale}-${locale.toUpperCase()}`, {
    maximumFractionDigits: 1,
  }).format(bytes / (1024 * 1024));

/** Shown in the wrong-format message. */
export const ALLOWED_TYPES_LABEL = 'PDF, JPEG, PNG';

function hasAllowedType(file: File): boolean {
  if ((ALLOWED_UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return true;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  // Some systems give no type; the API checks the content in any case.
  return file.type === '' && (ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(extension);
}

/**
 * Checks files before sending (spec §8): too large (size and maximum shown), wrong format
 * (allowed types listed), more files than the slot allows. The API checks again by content.
 */
export function validateFiles(
  files: readonly File[],
  limits: FileLimits,
  alreadyInSlot: number,
  locale: Locale,
): FileCheck[] {
  let accepted = alreadyInSlot;
  return files.map((file) => {
    if (!hasAllowedType(file)) {
      return {
        file,
        problem: 'invalid_type',
        message: translateText(locale, 'error.file_type_invalid', { types: ALLOWED_TYPES_LABEL }),
      };
    }
    if (file.size > limits.maxFileBytes) {
      return {
        file,
        problem: 'too_large',
        message: translateText(locale, 'error.file_too_large', {
          size: megabytes(file.size, locale),
          max: megabytes(limits.maxFileBytes, locale),
        }),
      };
    }
    if (accepted >= limits.maxFiles) {
      return {
        file,
        problem: 'too_many',
        message: translateText(locale, 'error.too_many_files', { max: limits.maxFiles }),
      };
    }
    accepted += 1;
    return { file, problem: null, message: null };
  });
}
