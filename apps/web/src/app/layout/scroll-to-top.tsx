import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { closeErrorModal } from '../../shared/global-modals/global-modal-store';

/** Spec §2.1/§2.3: every navigation scrolls to the top and clears the error state. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    window.scrollTo(0, 0);
    closeErrorModal();
  }, [pathname]);
  return null;
}
