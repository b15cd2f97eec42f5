import { lazy, Suspense, useEffect } from 'react';
import { ScaModalHost } from '../../features/sca/sca-host';
import { registerErrorHandler, registerReconnectHandler } from '../../lib/api-client';
import { updateProgress } from '../../lib/progress-store';
import {
  requestReconnect,
  showApiError,
  useGlobalModals,
} from '../../shared/global-modals/global-modal-store';
import { ErrorModal } from './error-modal';

const ReconnectModal = lazy(() => import('../../features/auth/reconnect-modal'));

/** Connects the API client to the error and reconnect modals. */
export function GlobalModals() {
  const { reconnect } = useGlobalModals();

  useEffect(() => {
    const offError = registerErrorHandler(showApiError);
    const offReconnect = registerReconnectHandler(() => {
      // Spec §4: the reconnect modal clears the user token when it opens.
      updateProgress((progress) =>
        progress.user ? { ...progress, user: { ...progress.user, token: '' } } : progress,
      );
      return requestReconnect();
    });
    return () => {
      offError();
      offReconnect();
    };
  }, []);

  return (
    <>
      <ErrorModal />
      <ScaModalHost />
      {reconnect ? (
        <Suspense fallback={null}>
          <ReconnectModal onSuccess={reconnect.resolve} onCancel={reconnect.reject} />
        </Suspense>
      ) : null}
    </>
  );
}
