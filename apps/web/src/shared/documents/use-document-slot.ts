import type { DocumentReply } from '@app/domain';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-errors';
import type { QueryValue } from '../../lib/api-request';
import { currentLocale, i18n } from '../../lib/i18n';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { reportFailure } from '../error-reporting/error-reporting';
import { uploadDocuments } from './documents-api';
import { prepareForUpload } from './prepare-image';
import { type FileCheck, type FileProblem, validateFiles } from './validate-files';

export interface UploadItem {
  key: string;
  name: string;
  /** 0..1 */
  progress: number;
  status: 'preparing' | 'uploading' | 'error';
  problem?: FileProblem | 'server';
  message?: string;
}

export interface DocumentSlotOptions {
  /** e.g. '/user/documents/identity_card' */
  uploadPath: string;
  query?: Record<string, QueryValue>;
  /** Documents already stored in the slot (counted against the maximum). */
  documents: readonly DocumentReply[];
  /** Called after each upload or deletion (refetch the slot). */
  onChanged: () => void;
}

let sequence = 0;
const nextKey = () => {
  sequence += 1;
  return `upload-${sequence}`;
};

/** A checked file as the slot lists it: refused with its reason, or on its way. */
export const uploadItemOf = (check: FileCheck): UploadItem => ({
  key: nextKey(),
  name: check.file.name,
  progress: 0,
  status: check.problem ? 'error' : 'preparing',
  problem: check.problem ?? undefined,
  message: check.message ?? undefined,
});

function problemOf(error: ApiError): UploadItem['problem'] {
  const reason = (error.body as { reason?: string } | null)?.reason;
  if (error.status === 413 || reason === 'file_too_large') return 'too_large';
  if (error.status === 415 || reason === 'invalid_type') return 'invalid_type';
  if (reason === 'too_many_files') return 'too_many';
  return 'server';
}

/** Upload queue of one document slot: checks, image re-encoding, progress, errors (spec §8). */
export function useDocumentSlot({ uploadPath, query, documents, onChanged }: DocumentSlotOptions) {
  const { upload: limits } = useRuntimeConfig();
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const inFlight = useRef(0);

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setUploads((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const addFiles = useCallback(
    async (files: readonly File[]) => {
      const locale = currentLocale();
      const checks = validateFiles(files, limits, documents.length + inFlight.current, locale);
      const items = checks.map(uploadItemOf);
      for (const check of checks) {
        if (check.problem) void reportFailure({ kind: 'upload', problem: check.problem });
      }
      setUploads((current) => [...current.filter((item) => item.status !== 'error'), ...items]);

      await Promise.all(
        checks.map(async (check, index) => {
          const item = items[index];
          if (!item || check.problem) return;
          inFlight.current += 1;
          try {
            const prepared = await prepareForUpload(check.file);
            patch(item.key, { status: 'uploading' });
            await uploadDocuments(uploadPath, [prepared], {
              query,
              onProgress: (fraction) => patch(item.key, { progress: fraction }),
            });
            setUploads((current) => current.filter((entry) => entry.key !== item.key));
            onChanged();
          } catch (error) {
            const message =
              error instanceof ApiError && error.message ? error.message : i18n.t('documents.uploadFailed');
            const problem = error instanceof ApiError ? problemOf(error) : 'server';
            patch(item.key, { status: 'error', problem, message });
            void reportFailure({
              kind: 'upload',
              problem: problem ?? 'server',
              ...(error instanceof ApiError ? { status: error.status } : {}),
            });
          } finally {
            inFlight.current -= 1;
          }
        }),
      );
    },
    [limits, documents.length, uploadPath, query, onChanged, patch],
  );

  const dismiss = useCallback((key: string) => {
    setUploads((items) => items.filter((item) => item.key !== key));
  }, []);

  const busy = uploads.some((item) => item.status !== 'error');
  const hasErrors = uploads.some((item) => item.status === 'error');
  return { uploads, addFiles, dismiss, busy, hasErrors, limits };
}
