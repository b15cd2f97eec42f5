import { ANALYTICS_MAX_EVENTS_PER_BATCH, type RecordedEvent } from '@app/domain';
import { record } from 'rrweb';
import { callApi } from '../../../lib/api-client';
import { SESSION_KEY } from './session-key';

const FLUSH_EVERY_MS = 5_000;
/**
 * Elements whose text is an IBAN, a BIC, an identity, tax or registration number or a code carry
 * this attribute: their text leaves the browser as "*".
 */
const SENSITIVE_TEXT = '[data-analytics-mask]';
/** Elements never recorded at all, not even their attributes (the pairing QR code and link). */
const NEVER_RECORDED = '[data-analytics-block]';

function sessionId(): string {
  const stored = sessionStorage.getItem(SESSION_KEY);
  if (stored) return stored;
  const created = crypto.randomUUID();
  sessionStorage.setItem(SESSION_KEY, created);
  return created;
}

const page = () => window.location.pathname;

/** Sent to our API only; a failed send is dropped (analytics never disturb the visitor). */
const send = (events: RecordedEvent[]) =>
  callApi('POST /analytics/recordings', {
    body: { session_id: sessionId(), page: page(), events },
    auth: 'none',
    appCheck: true,
    suppressErrorModal: true,
  }).catch(() => undefined);

function reportError(
  kind: 'error' | 'unhandledrejection',
  detail: { message: string; stack?: string; source?: string; line?: number; column?: number },
) {
  void callApi('POST /analytics/errors', {
    body: {
      session_id: sessionId(),
      page: page(),
      kind,
      message: detail.message.slice(0, 2000) || kind,
      ...(detail.source ? { source: detail.source.slice(0, 500) } : {}),
      ...(detail.line !== undefined ? { line: detail.line } : {}),
      ...(detail.column !== undefined ? { column: detail.column } : {}),
      ...(detail.stack ? { stack: detail.stack.slice(0, 8000) } : {}),
    },
    auth: 'none',
    appCheck: true,
    suppressErrorModal: true,
  }).catch(() => undefined);
}

/**
 * Records the session with every input masked in the browser (password, identity, tax and IBAN
 * numbers never leave it), sends batches every few seconds and when the page is hidden, and
 * reports the page's errors. Returns the function that stops all of it.
 */
export function startRecording(): () => void {
  let buffer: RecordedEvent[] = [];
  const flush = () => {
    while (buffer.length > 0) void send(buffer.splice(0, ANALYTICS_MAX_EVENTS_PER_BATCH));
  };
  const stopRecord = record({
    emit: (event) => buffer.push(event as RecordedEvent),
    maskAllInputs: true,
    maskTextSelector: SENSITIVE_TEXT,
    blockSelector: NEVER_RECORDED,
    // Query strings may carry identifiers; the recorder needs no canvas, fonts or images.
    recordCanvas: false,
    collectFonts: false,
    inlineImages: false,
  });
  const timer = window.setInterval(flush, FLUSH_EVERY_MS);
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const onError = (event: ErrorEvent) =>
    reportError('error', {
      message: event.message,
      source: event.filename,
      line: event.lineno,
      column: event.colno,
      ...(event.error instanceof Error && event.error.stack ? { stack: event.error.stack } : {}),
    });
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    reportError('unhandledrejection', {
      message: reason instanceof Error ? reason.message : String(reason),
      ...(reason instanceof Error && reason.stack ? { stack: reason.stack } : {}),
    });
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    stopRecord?.();
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    // Withdrawn consent: what was not sent yet is dropped, not sent.
    buffer = [];
  };
}
