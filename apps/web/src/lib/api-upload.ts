import { bodyOfText } from './api-reply';
import { buildHeaders, buildUrl, type QueryValue } from './api-request';
import {
  type Answer,
  type Attempt,
  attemptHeaders,
  callWithStatusPolicy,
  type FailurePolicy,
  networkFailure,
} from './api-status-policy';

export interface UploadOptions {
  /** POST by default; the KYC multipart variant is a PUT. */
  method?: 'POST' | 'PUT';
  query?: Record<string, QueryValue>;
  /** Extra multipart fields (e.g. jsonBody for the KYC variant). */
  fields?: Record<string, string>;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The dropzone shows an upload's failures itself: never the generic error modal. */
const UPLOAD_FAILURES: FailurePolicy = { suppressErrorModal: true };

/** Sends the form once, by XMLHttpRequest: fetch reports no upload progress. */
const sendForm =
  (path: string, files: readonly Blob[], options: UploadOptions) =>
  async (attempt: Attempt): Promise<Answer> => {
    const headers = await buildHeaders({}, attemptHeaders(attempt));
    return new Promise<Answer>((resolve, reject) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
      for (const file of files) form.append('files', file, file instanceof File ? file.name : 'file');
      const xhr = new XMLHttpRequest();
      xhr.open(options.method ?? 'POST', buildUrl(path, options.query));
      // Uploads have no timeout (spec §7).
      xhr.timeout = 0;
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        const ok = xhr.status >= 200 && xhr.status < 300;
        if (ok) options.onProgress?.(1);
        resolve({ ok, status: xhr.status, body: bodyOfText(xhr.responseText) });
      };
      xhr.onerror = () => reject(networkFailure(UPLOAD_FAILURES));
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });
  };

/**
 * Multipart upload (field `files`) with progress events; its answers are handled by the same
 * status policy as every other call.
 */
export async function uploadFiles<T = unknown>(
  path: string,
  files: readonly Blob[],
  options: UploadOptions = {},
): Promise<T> {
  return (await callWithStatusPolicy(sendForm(path, files, options), UPLOAD_FAILURES)) as T;
}
