import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerScaHandler, type ScaRequiredBody } from '../../lib/api-client';
import type { ScaRequired } from './sca-types';

// The modal, its steps and the QR code generator load only when a call needs them.
const ScaModal = lazy(() => import('./sca-modal'));

interface PendingRequest {
  id: number;
  body: ScaRequired;
  resolve: (challengeId: string) => void;
  reject: (reason: Error) => void;
}

function asScaRequired(body: ScaRequiredBody): ScaRequired | null {
  const { challenge } = body;
  if (!challenge || typeof challenge !== 'object' || typeof challenge.id !== 'string') return null;
  return {
    ...body,
    challenge: challenge as unknown as ScaRequired['challenge'],
    setup_required: body.setup_required === true,
    available: Array.isArray(body.available) ? (body.available as ScaRequired['available']) : [],
    tokens: Array.isArray(body.tokens) ? (body.tokens as ScaRequired['tokens']) : [],
  };
}

let nextId = 1;

/**
 * Answers the API client's 399s (spec §7): one SCA modal at a time; its success retries the
 * call with the validated challenge, closing it rejects the call.
 */
export function ScaModalHost() {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<PendingRequest[]>([]);
  const [announcement, setAnnouncement] = useState('');

  useEffect(
    () =>
      registerScaHandler(
        (raw) =>
          new Promise<string>((resolve, reject) => {
            const body = asScaRequired(raw);
            if (!body) {
              reject(new Error('Invalid strong authentication request'));
              return;
            }
            setQueue((pending) => [...pending, { id: nextId++, body, resolve, reject }]);
          }),
      ),
    [],
  );

  const current = queue[0];
  const done = useCallback(() => setQueue((pending) => pending.slice(1)), []);

  const onSuccess = useCallback(
    (challengeId: string) => {
      setAnnouncement(t('sca.success'));
      current?.resolve(challengeId);
      done();
    },
    [current, done, t],
  );

  const onCancel = useCallback(() => {
    setAnnouncement(t('sca.failedMessage'));
    current?.reject(new Error(t('sca.failedMessage')));
    done();
  }, [current, done, t]);

  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {current ? (
        <Suspense fallback={null}>
          <ScaModal key={current.id} body={current.body} onSuccess={onSuccess} onCancel={onCancel} />
        </Suspense>
      ) : null}
    </>
  );
}
