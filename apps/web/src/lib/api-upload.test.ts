import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RedirectedError, ValidationError } from './api-errors';
import {
  configureApiClient,
  registerErrorHandler,
  registerReconnectHandler,
  registerScaHandler,
} from './api-settings';
import { uploadFiles } from './api-upload';
import { resetProgress, updateProgress } from './progress-store';

interface Sent {
  url: string;
  headers: Record<string, string>;
}

/** A fake XMLHttpRequest answering queued replies in order and recording every request sent. */
function fakeUploads(replies: { status: number; body?: unknown }[]) {
  const sent: Sent[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    timeout = -1;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request: Sent = { url: '', headers: {} };
    open(_method: string, url: string) {
      this.request = { url, headers: {} };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send() {
      sent.push(this.request);
      const reply = replies.shift();
      if (!reply) throw new Error(`Unexpected upload to ${this.request.url}`);
      this.status = reply.status;
      this.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body);
      this.onload?.();
    }
    abort() {}
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const redirect = vi.fn();
const errorModal = vi.fn();
const file = () => new File(['%PDF-1.7'], 'carte.pdf', { type: 'application/pdf' });

beforeEach(() => {
  resetProgress();
  redirect.mockReset();
  errorModal.mockReset();
  configureApiClient({ brand: '', language: () => 'fr', redirect });
  registerErrorHandler(errorModal);
  window.__ENV__ = { apiUrl: 'http://api.test' };
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetProgress();
});

/** Uploads answer 302, 399, 401 and 422 as every other call does; their other failures stay with the dropzone. */
describe('an upload under the status policy', () => {
  it('302 sends the browser to the url', async () => {
    fakeUploads([{ status: 302, body: { code: 'completed', url: 'https://espace.example/' } }]);
    await expect(uploadFiles('/user/documents/identity_card', [file()])).rejects.toBeInstanceOf(
      RedirectedError,
    );
    expect(redirect).toHaveBeenCalledWith('https://espace.example/');
  });

  it('399 opens the SCA modal and sends the files again with the validated challenge', async () => {
    const sent = fakeUploads([
      { status: 399, body: { code: 'sca_required', challenge: { id: 'ch-1' } } },
      { status: 201, body: [{ id: 'doc-1' }] },
    ]);
    const off = registerScaHandler(async () => 'ch-1-validated');
    await expect(uploadFiles('/user/documents/identity_card', [file()])).resolves.toEqual([{ id: 'doc-1' }]);
    expect(sent.map((request) => request.headers['x-sca-challenge'])).toEqual([undefined, 'ch-1-validated']);
    off();
  });

  it('401 opens the reconnect modal and sends the files again with the new token', async () => {
    updateProgress((progress) => ({ ...progress, user: { token: 'expired' } }));
    const sent = fakeUploads([
      { status: 401, body: { code: 'unauthenticated', message: 'expired' } },
      { status: 201, body: [{ id: 'doc-1' }] },
    ]);
    const off = registerReconnectHandler(async () => {
      updateProgress((progress) => ({ ...progress, user: { token: 'fresh' } }));
    });
    await expect(uploadFiles('/user/documents/identity_card', [file()])).resolves.toEqual([{ id: 'doc-1' }]);
    expect(sent.map((request) => request.headers.authorization)).toEqual(['Bearer expired', 'Bearer fresh']);
    off();
  });

  it('422 rejects with the field messages, and no failure of an upload opens the generic error modal', async () => {
    fakeUploads([
      {
        status: 422,
        body: {
          code: 'validation_failed',
          message: 'Fichier refusé',
          fields: { files: 'Format non accepté' },
        },
      },
      { status: 500, body: { code: 'internal', message: 'boom' } },
    ]);
    const refused = await uploadFiles('/user/documents/identity_card', [file()]).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as ValidationError).fields).toEqual({ files: 'Format non accepté' });
    await expect(uploadFiles('/user/documents/identity_card', [file()])).rejects.toMatchObject({
      status: 500,
      message: 'boom',
    });
    expect(errorModal).not.toHaveBeenCalled();
  });
});
