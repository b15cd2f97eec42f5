import type { ScaRequiredReply } from '@app/domain';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { registerScaHandler } from '../../lib/api-settings';
import { loadContracts } from '../../lib/contracts';
import { useTranslation } from '../../lib/use-translation';

// The modal, its steps and the QR code generator load only when a call needs them.
const ScaModal = lazy(() => import('./sca-modal'));

interface PendingRequest {
  id: number;
  body: ScaRequiredReply;
  /** "Try again" after a failed challenge: the method to send the new challenge with at once. */
  resumeTokenId: string | null;
  resolve: (challengeId: string) => void;
  reject: (reason: Error) => void;
}

let nextId = 1;

/**
 * Answers the API client's 399s (spec §7): its success retries the call with the validated
 * challenge, closing it rejects the call. A 399 raised from inside an open modal (adding a
 * backup method once one is active) opens on top of it, and the first one waits underneath.
 */
export function ScaModalHost() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PendingRequest[]>([]);
  const [announcement, setAnnouncement] = useState('');
  // Set by "try again": the retried call's new 399 is the same verification, started again.
  const resumeRef = useRef<string | null>(null);

  useEffect(
    () =>
      registerScaHandler(async (raw) => {
        // Read with the shared schema: a 399 of another shape is refused, never half shown.
        const parsed = (await loadContracts()).ScaRequiredReplySchema.safeParse(raw);
        if (!parsed.success) throw new Error('Invalid strong authentication request');
        return new Promise<string>((resolve, reject) => {
          const resumeTokenId = resumeRef.current;
          resumeRef.current = null;
          setPending((list) => [
            ...list,
            { id: nextId++, body: parsed.data, resumeTokenId, resolve, reject },
          ]);
        });
      }),
    [],
  );

  const settle = useCallback(
    (request: PendingRequest, outcome: 'success' | 'cancel' | 'restart', challengeId: string) => {
      setPending((list) => list.filter((other) => other.id !== request.id));
      if (outcome === 'cancel') {
        setAnnouncement(t('sca.failedMessage'));
        request.reject(new Error(t('sca.failedMessage')));
        return;
      }
      if (outcome === 'success') setAnnouncement(t('sca.success'));
      // A restart retries the call with the failed challenge: the API answers with a new one.
      request.resolve(challengeId);
    },
    [t],
  );

  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {pending.map((request) => (
        <Suspense key={request.id} fallback={null}>
          <ScaModal
            body={request.body}
            resumeTokenId={request.resumeTokenId}
            onSuccess={(challengeId) => settle(request, 'success', challengeId)}
            onCancel={() => settle(request, 'cancel', request.body.challenge.id)}
            onRestart={(tokenId) => {
              resumeRef.current = tokenId;
              settle(request, 'restart', request.body.challenge.id);
            }}
          />
        </Suspense>
      ))}
    </>
  );
}
