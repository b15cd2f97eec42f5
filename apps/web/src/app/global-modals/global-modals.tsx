import { lazy, Suspense, useEffect } from 'react';
import { ScaModalHost } from '../../features/sca/sca-host';
import { registerErrorHandler, registerReconnectHandler } from '../../lib/api-settings';
import { updateProgress } from '../../lib/progress-store';
import {
  requestReconnect,
  showApiError,
  useGlobalModals,
} from '../../shared/global-modals/global-modal-store';

const ReconnectModal = lazy(() => import('../../features/auth/reconnect-modal'));
// Loaded on the first failure: its words come from the domain's catalogue, not needed before.
const ErrorModal = lazy(() => import('./error-modal'));

/** Connects the API client to the error and reconnect modals. */
export function GlobalModals() {
  const { reconnect, error } = useGlobalModals();

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
      {error ? (
        <Suspense fallback={null}>
          <ErrorModal />
        </Suspense>
      ) : null}
      <ScaModalHost />
      {reconnect ? (
        <Suspense fallback={null}>
          <ReconnectModal onSuccess={reconnect.resolve} onCancel={reconnect.reject} />
        </Suspense>
      ) : null}
    </>
  );
}
