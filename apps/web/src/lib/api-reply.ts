import { HTTP_STATUS } from '@app/domain';
import { ApiError, ValidationError } from './api-errors';
import { loadContracts } from './contracts';

/** An answer's body: its JSON, else its text (shown as the server's message), null when empty. */
export function bodyOfText(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export const readBody = async (response: Response): Promise<unknown> => bodyOfText(await response.text());

/** Turns a failed answer into the matching error class; the body is read with the shared error schema. */
export async function errorFromResponse(status: number, body: unknown): Promise<ApiError> {
  const { ErrorBodySchema } = await loadContracts();
  const parsed = ErrorBodySchema.safeParse(body);
  const code = parsed.success ? parsed.data.code : `http_${status}`;
  const message = parsed.success ? parsed.data.message : typeof body === 'string' ? body : '';
  if (status === HTTP_STATUS.validationFailed) {
    return new ValidationError(message, (parsed.success && parsed.data.fields) || {}, body);
  }
  return new ApiError(status, code, message, body);
}

/** A successful answer's body, as the call asked for it. */
export async function readSuccessBody(response: Response, responseType: 'json' | 'blob' | 'text' = 'json') {
  if (response.status === 204) return undefined;
  if (responseType === 'blob') return response.blob();
  if (responseType === 'text') return response.text();
  return readBody(response);
}
